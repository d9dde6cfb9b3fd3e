import { DomainError, type TempleOrderDetail, type TempleOrderLine } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleOrderDetail } from './temple-order-dto.ts';
import { selectTempleOrder, selectTempleOrderLines } from './temple-orders-repository.ts';

/**
 * The staff's order details: lines with their banners (spec §4), the temple's decisions and what the
 * staff may do with each, totals, payment and its verification, and the receipt token to print from.
 * Another temple's order is not found.
 */
export async function getTempleOrder(
  db: Executor,
  staff: { userType: number },
  templeId: number,
  orderId: number,
  now: Date,
): Promise<TempleOrderDetail> {
  const order = await selectTempleOrder(db, templeId, orderId);
  if (!order) throw new DomainError('NOT_FOUND', 'No order of this temple has this id');
  const lines = await selectTempleOrderLines(db, orderId);
  return toTempleOrderDetail(order, lines, { now, userType: staff.userType });
}

/** One line of the order as the staff see it, after a change (the answer of approve, reject, edit). */
export async function getTempleOrderLine(
  db: Executor,
  staff: { userType: number },
  templeId: number,
  orderId: number,
  lineId: number,
  now: Date,
): Promise<TempleOrderLine> {
  const order = await getTempleOrder(db, staff, templeId, orderId, now);
  const line = order.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new DomainError('NOT_FOUND', 'No such line in this order');
  return line;
}
