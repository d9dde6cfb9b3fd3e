import { OrderLineStatus } from '@nivedya/domain';
import type { CapacityKey } from './capacity-repository.ts';

/**
 * Which order lines hold a place on their day's counter (seva_day_counters.booked), so each releaser
 * gives back exactly what was taken. Checkout takes a place for every dated line: booked (status 0) or
 * awaiting the temple's approval (status 2, a seva needing vazhipad approval). A pre-booking awaiting
 * its date holds none; a rejected, cancelled or refunded line gave its place back when it became so.
 */
export function holdsPlace(line: { status: number; performDate: string | null }): boolean {
  return (
    line.performDate !== null &&
    (line.status === OrderLineStatus.Booked || line.status === OrderLineStatus.AwaitingApproval)
  );
}

export function heldPlacesOf(
  lines: readonly { status: number; sevaId: number; performDate: string | null; quantity: number }[],
): CapacityKey[] {
  return lines.flatMap((line) =>
    holdsPlace(line) && line.performDate !== null
      ? [{ sevaId: line.sevaId, performDate: line.performDate, quantity: line.quantity }]
      : [],
  );
}
