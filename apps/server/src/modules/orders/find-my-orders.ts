import {
  DomainError,
  isPerformDateVisible,
  type MyOrderListItem,
  type OrderList,
  UNPAID_ATTEMPT_STATUSES,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toOrderListItem } from './order-dto.ts';
import {
  type OrderListRow,
  selectBookedSevas,
  selectOrdersOfPayment,
  selectOrdersOfUser,
} from './orders-repository.ts';

/** Each order with its sevas: what was booked and for when (issue #18). */
async function withSevas(db: Executor, rows: OrderListRow[]): Promise<MyOrderListItem[]> {
  const booked = await selectBookedSevas(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toOrderListItem(row),
    sevas: booked
      .filter((line) => line.orderId === row.id)
      .map((line) => {
        const isDateVisible = isPerformDateVisible(line);
        return {
          sevaName: line.sevaName,
          sevaNameNarration: line.sevaNameNarration,
          performDate: isDateVisible ? line.performDate : null,
          tillDate: isDateVisible ? line.tillDate : null,
        };
      }),
  }));
}

/**
 * spec GET /Transaction?devoteeid: the devotee's booking history, newest first. Attempts never paid
 * (failed, expired, cancelled) are not bookings and are left out unless asked for by status (issue #18).
 */
export async function findMyOrders(
  db: Executor,
  userId: number,
  query: { status?: string | undefined; offset: number; limit: number },
): Promise<OrderList> {
  const { rows, total } = await selectOrdersOfUser(db, {
    userId,
    ...query,
    exceptStatuses: UNPAID_ATTEMPT_STATUSES,
  });
  return { items: await withSevas(db, rows), total };
}

/** spec GET /Transaction?PaymentId: the Order Details list, one card per order (temple) of a payment. */
export async function findPaymentOrders(db: Executor, userId: number, paymentId: number): Promise<OrderList> {
  const rows = await selectOrdersOfPayment(db, userId, paymentId);
  // Every payment covers at least one order: none means another devotee's payment, or no payment.
  if (rows.length === 0) throw new DomainError('NOT_FOUND', 'No such payment');
  return { items: await withSevas(db, rows), total: rows.length };
}
