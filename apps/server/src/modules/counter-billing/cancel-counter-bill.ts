import { type CancelCounterBillInput, type CounterBill, DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { releaseCapacity } from '../bookings/index.ts';
import {
  cancelBookedLines,
  lockCounterBill,
  markCounterBillCancelled,
} from './counter-billing-repository.ts';
import { getCounterBill } from './get-counter-bill.ts';

/**
 * bill-list / billing "Cancel bill": a paid counter bill becomes cancelled with its reason, its booked
 * lines cancelled and the capacity they held given back, exactly once: the bill's row is locked first, so
 * a second cancellation waits, then finds it cancelled (409) and changes nothing. Lock order as
 * everywhere: orders, lines, counters.
 */
export async function cancelCounterBill(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: Actor,
  templeId: number,
  orderId: number,
  input: CancelCounterBillInput,
): Promise<CounterBill> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const bill = await lockCounterBill(tx, templeId, orderId);
    if (!bill) throw new DomainError('NOT_FOUND', 'No counter bill with this number at this temple');
    if (bill.status === 'cancelled') {
      throw new DomainError('COUNTER_BILL_CANCELLED', `Bill ${bill.orderNumber} is already cancelled`);
    }
    if (bill.status !== 'paid') {
      throw new DomainError('CONFLICT', `Bill ${bill.orderNumber} is ${bill.status} and cannot be cancelled`);
    }
    await markCounterBillCancelled(tx, bill.id, input.reason, now);
    const released = await cancelBookedLines(tx, bill.id, now);
    await releaseCapacity(tx, released, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'counter-bill.cancelled',
      entity: 'order',
      entityId: bill.id,
      before: { orderNumber: bill.orderNumber, status: bill.status },
      after: { status: 'cancelled', reason: input.reason, capacityReleased: released },
      ip: actor.ip,
      at: now,
    });
  });
  return getCounterBill(deps, templeId, orderId);
}
