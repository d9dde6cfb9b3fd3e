import { DomainError, type Language, type OrderDetail } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findMyCancellationRequest, findRefundedAmounts } from '../refunds/index.ts';
import {
  LIVE_ORDER_STATUSES,
  orderStatusMessage,
  toOrderLineView,
  toOrderListItem,
  toTotalsView,
} from './order-dto.ts';
import { selectOrder, selectOrderLines } from './orders-repository.ts';

/**
 * spec GET /Transaction?transactionid (devotee-transaction-details): one order with its lines, banners,
 * edit rights and totals. Another devotee's order is not found (404), never forbidden, so ids leak nothing.
 */
export async function getMyOrder(
  db: Executor,
  user: { id: number; userType: number; language: Language },
  orderId: number,
  now: Date,
): Promise<OrderDetail> {
  const order = await selectOrder(db, { id: orderId });
  if (!order || order.userId !== user.id) throw new DomainError('NOT_FOUND', 'No such order');
  const [lines, refunded, cancellationRequest] = await Promise.all([
    selectOrderLines(db, orderId),
    findRefundedAmounts(db, orderId),
    findMyCancellationRequest(db, orderId, user.id),
  ]);
  const context = {
    now,
    timeZone: order.timeZone,
    sevaBlockPeriodDays: order.sevaBlockPeriodDays,
    userType: user.userType,
    isOrderLive: LIVE_ORDER_STATUSES.includes(order.status),
  };
  return {
    ...toOrderListItem(order),
    templeAddress: order.templeAddress,
    paymentCode: order.paymentCode,
    reason: order.reason,
    statusMessage: orderStatusMessage(order, user.language, refunded.isByTemple),
    receiptToken: order.receiptToken,
    refundedAmount: refunded.total,
    lines: lines.map((line, index) => ({
      ...toOrderLineView(line, index + 1, context),
      refundedAmount: refunded.byLine.get(line.id) ?? null,
    })),
    totals: toTotalsView(order),
    cancellationRequest,
  };
}
