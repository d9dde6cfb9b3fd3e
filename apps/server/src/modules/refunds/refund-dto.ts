import {
  isOpenRefundStatus,
  PaymentMode,
  type Refund,
  type RefundListItem,
  type RefundMethod,
  type RefundStatus,
} from '@nivedya/domain';
import type { PaymentGateways } from '../../adapters/payments/gateways.ts';
import type { RefundDetailRow, RefundListRow, selectLinesOfRefund } from './refunds-repository.ts';

/** Rows to the refund DTOs (STYLE: no rows out). */

/**
 * How the money goes back: through the gateway that took it (an online payment with a gateway payment
 * id this install can refund through), otherwise by the temple itself — counter cash, card, UPI or a
 * bank transfer, where there is no adapter to call and the refund records what staff did.
 */
export function refundMethodOf(
  gateways: Pick<PaymentGateways, 'byName'>,
  order: { paymentMode: number; gateway: string | null; gatewayPaymentId: string | null },
): { method: RefundMethod; gateway: string | null } {
  const isGatewayPayment =
    order.paymentMode === PaymentMode.Gateway &&
    order.gateway !== null &&
    order.gatewayPaymentId !== null &&
    gateways.byName(order.gateway) !== undefined;
  return isGatewayPayment
    ? { method: 'gateway', gateway: order.gateway }
    : { method: 'offline', gateway: null };
}

export function toRefundListItem(row: RefundListRow): RefundListItem {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    devoteeName: row.devoteeName,
    mobile: row.mobile,
    amount: row.amount,
    reason: row.reason,
    status: row.status as RefundStatus,
    lineCount: row.lineCount,
    requestedAt: row.requestedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    isAskedByDevotee: Boolean(row.isAskedByDevotee),
  };
}

export function toRefund(
  row: RefundDetailRow,
  lines: Awaited<ReturnType<typeof selectLinesOfRefund>>,
  gateways: Pick<PaymentGateways, 'byName'>,
): Refund {
  const isOpen = isOpenRefundStatus(row.status);
  return {
    ...toRefundListItem(row),
    templeId: row.templeId,
    orderDate: row.orderDate,
    orderStatus: row.orderStatus,
    orderTotal: row.orderTotal,
    paymentMode: row.paymentMode,
    ...refundMethodOf(gateways, row),
    lines,
    requestedBy:
      row.requestedById !== null ? { id: row.requestedById, userName: row.requestedByName ?? '' } : null,
    approvedBy:
      row.approvedById !== null ? { id: row.approvedById, userName: row.approvedByName ?? '' } : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    gatewayRefundId: row.gatewayRefundId,
    remarks: row.remarks,
    canApprove: isOpen && row.status !== 'approved',
    canReject: isOpen && row.status !== 'approved',
  };
}
