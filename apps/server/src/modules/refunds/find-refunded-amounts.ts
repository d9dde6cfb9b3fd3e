import type { Executor } from '../../db/client.ts';
import { selectRefundedAmounts } from './refunds-repository.ts';

/**
 * What has been paid back on an order (processed refunds), in all and per line, for the devotee's order
 * details. A line refunded by an automatic refund of the whole order has no amount of its own;
 * `isByTemple` says a temple user asked for one of them (automatic refunds have no requester).
 */
export async function findRefundedAmounts(
  db: Executor,
  orderId: number,
): Promise<{ total: number; byLine: Map<number, number>; isByTemple: boolean }> {
  const { total, lines, isByTemple } = await selectRefundedAmounts(db, orderId);
  return { total, isByTemple, byLine: new Map(lines.map((line) => [line.orderLineId, line.amount])) };
}
