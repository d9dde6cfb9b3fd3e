import { DomainError, type OrderList, type OrderListItem } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toOrderListItem } from './order-dto.ts';
import { selectOrdersOfPayment, selectOrdersOfUser } from './orders-repository.ts';

/** spec GET /Transaction?devoteeid: the devotee's booking history, newest first. */
export async function findMyOrders(
  db: Executor,
  userId: number,
  query: { status?: string | undefined; offset: number; limit: number },
): Promise<OrderList> {
  const { rows, total } = await selectOrdersOfUser(db, { userId, ...query });
  return { items: rows.map(toOrderListItem), total };
}

/** spec GET /Transaction?PaymentId: the Order Details list, one card per order (temple) of a payment. */
export async function findPaymentOrders(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<{ items: OrderListItem[]; total: number }> {
  const rows = await selectOrdersOfPayment(db, userId, paymentId);
  // Every payment covers at least one order: none means another devotee's payment, or no payment.
  if (rows.length === 0) throw new DomainError('NOT_FOUND', 'No such payment');
  return { items: rows.map(toOrderListItem), total: rows.length };
}
