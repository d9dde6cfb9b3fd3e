import {
  type ApprovalItem,
  lineBanner,
  minPerformDate,
  ORDER_TYPE_NAMES,
  OrderLineStatus,
  type OrderListItem,
  type OrderTypeName,
  type PaymentVerification,
  type TempleOrderDetail,
  type TempleOrderLine,
  type TempleOrderListItem,
} from '@nivedya/domain';
import { LIVE_ORDER_STATUSES, orderStatusMessage, toOrderLineView, toTotalsView } from '../orders/index.ts';
import type {
  ApprovalRow,
  TempleLineRow,
  TempleOrderDetailRow,
  TempleOrderRow,
} from './temple-orders-repository.ts';

/** Rows to the staff DTOs of the transaction list, the order details and the approval reports. */

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

function typeName(type: number): OrderTypeName {
  return ORDER_TYPE_NAMES[type] ?? 'online';
}

export function toVerification(row: {
  isVerified: boolean;
  verifiedById: number | null;
  verifiedByName: string | null;
  verifiedAt: Date | null;
}): PaymentVerification {
  return {
    isVerified: row.isVerified,
    verifiedById: row.verifiedById,
    verifiedByName: row.verifiedByName,
    verifiedAt: iso(row.verifiedAt),
  };
}

export function toTempleOrderListItem(row: TempleOrderRow): TempleOrderListItem {
  return {
    id: row.id,
    paymentId: row.paymentId,
    templeId: row.templeId,
    templeName: row.templeName,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    type: typeName(row.type),
    // The column's check constraint admits only these values.
    status: row.status as OrderListItem['status'],
    isVerified: row.isVerified,
    paymentMode: row.paymentMode,
    amount: row.amount,
    gstCharge: row.gstCharge,
    serviceCharge: row.serviceCharge,
    splitServiceCharge: row.splitServiceCharge,
    dakshinaAmount: row.dakshinaAmount,
    totalAmount: row.totalAmount,
    numberOfPoojas: row.numberOfPoojas,
    booker: {
      userId: row.bookerId,
      name: row.bookerName,
      mobile: row.bookerMobile,
      email: row.bookerEmail,
    },
    sevaNames: row.sevaNames,
    awaitingApproval: row.awaitingApproval,
    verification: toVerification(row),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface StaffLineContext {
  now: Date;
  timeZone: string;
  sevaBlockPeriodDays: number;
  userType: number;
  orderStatus: string;
}

/**
 * What the staff may do with a line: a line awaiting approval on a paid order can be approved or
 * rejected; a booked or awaiting line of a live order can be edited, and its date moved when it has one.
 */
export function toTempleOrderLine(
  row: TempleLineRow,
  serialNo: number,
  context: StaffLineContext,
): TempleOrderLine {
  const isOrderLive = LIVE_ORDER_STATUSES.includes(context.orderStatus);
  const isAwaiting = row.status === OrderLineStatus.AwaitingApproval;
  const isBooked = row.status === OrderLineStatus.Booked;
  return {
    ...toOrderLineView(row, serialNo, { ...context, isOrderLive }),
    remarks: row.remarks,
    decidedById: row.decidedById,
    decidedByName: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    canApprove: isAwaiting && context.orderStatus === 'paid',
    canEdit: isOrderLive && (isAwaiting || isBooked),
    canEditDate: isOrderLive && (isAwaiting || isBooked) && row.performDate !== null,
  };
}

export function toTempleOrderDetail(
  row: TempleOrderDetailRow,
  lines: readonly TempleLineRow[],
  context: { now: Date; userType: number },
): TempleOrderDetail {
  const lineContext: StaffLineContext = {
    now: context.now,
    timeZone: row.timeZone,
    sevaBlockPeriodDays: row.sevaBlockPeriodDays,
    userType: context.userType,
    orderStatus: row.status,
  };
  return {
    ...toTempleOrderListItem(row),
    paymentCode: row.paymentCode,
    paymentRemarks: row.paymentRemarks,
    deliveryAddress: row.deliveryAddress,
    paidAt: iso(row.paidAt),
    holdExpiresAt: iso(row.holdExpiresAt),
    statusMessage: orderStatusMessage(row, 'en'),
    receiptToken: row.receiptToken,
    lines: lines.map((line, index) => toTempleOrderLine(line, index + 1, lineContext)),
    totals: toTotalsView(row),
    showPanchangam: row.showPanchangam,
  };
}

export function toApprovalItem(row: ApprovalRow, now: Date): ApprovalItem {
  return {
    lineId: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    sevaId: row.sevaId,
    sevaName: row.sevaName,
    sevaType: row.sevaType,
    deityName: row.deityName,
    devoteeName: row.devoteeName,
    starId: row.starId,
    starName: row.starName,
    quantity: row.quantity,
    amount: row.amount,
    performDate: row.performDate,
    minPerformDate: minPerformDate({
      now,
      timeZone: row.timeZone,
      sevaBlockPeriodDays: row.sevaBlockPeriodDays,
      blockTime: row.blockTime,
    }),
    description: row.description,
    remarks: row.remarks,
    status: row.status,
    isApproved: row.isApproved,
    banner: lineBanner(row),
    decidedByName: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    booker: {
      userId: row.bookerId,
      name: row.bookerName,
      mobile: row.bookerMobile,
      email: row.bookerEmail,
    },
  };
}
