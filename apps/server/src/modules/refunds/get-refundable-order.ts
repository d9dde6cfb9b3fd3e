import {
  DomainError,
  isLineRefundable,
  isOrderRefundable,
  lineItemsAmount,
  lineShares,
  type RefundableOrder,
  type RefundableOrderQuery,
  type RefundStatus,
  refundableAmountOf,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { refundMethodOf } from './refund-dto.ts';
import {
  committedAmountOfOrder,
  selectRefundOrder,
  selectRefundOrderLines,
  selectRefundsOfOrder,
} from './refunds-repository.ts';

/**
 * The new-refund screen's order, found by booking number or id: each line's share of what was paid,
 * which lines can still be refunded, and the amount the server would refund for all of them (the same
 * rules as the request itself).
 */
export async function getRefundableOrder(
  deps: Pick<AppDeps, 'db' | 'gateways'>,
  templeId: number,
  query: RefundableOrderQuery,
): Promise<RefundableOrder> {
  const order = await selectRefundOrder(deps.db, templeId, query);
  if (!order) throw new DomainError('NOT_FOUND', 'No booking with this number at this temple');
  const [lines, committedAmount, refunds] = await Promise.all([
    selectRefundOrderLines(deps.db, order.id),
    committedAmountOfOrder(deps.db, order.id),
    selectRefundsOfOrder(deps.db, order.id),
  ]);
  const facts = { status: order.status, totalAmount: order.totalAmount, lines, committedAmount };
  const shares = lineShares(facts);
  const isRefundable = isOrderRefundable(facts);
  const refundableIds = lines.filter(isLineRefundable).map((line) => line.id);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: order.status,
    paymentMode: order.paymentMode,
    ...refundMethodOf(deps.gateways, order),
    devoteeName: order.devoteeName ?? lines[0]?.devoteeName ?? null,
    mobile: order.mobile,
    totalAmount: order.totalAmount,
    committedAmount,
    refundableAmount: isRefundable ? refundableAmountOf(facts, refundableIds) : 0,
    isRefundable,
    lines: lines.map((line, index) => ({
      id: line.id,
      serialNo: index + 1,
      sevaName: line.sevaName,
      devoteeName: line.devoteeName,
      starName: line.starName,
      performDate: line.performDate,
      quantity: line.quantity,
      rate: line.rate,
      postageCharge: line.postageCharge,
      lineTotal: lineItemsAmount(line),
      status: line.status,
      share: shares.get(line.id) ?? 0,
      isRefundable: isRefundable && isLineRefundable(line),
      openRefundId: line.openRefundId,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      status: refund.status as RefundStatus,
      requestedAt: refund.requestedAt.toISOString(),
    })),
  };
}
