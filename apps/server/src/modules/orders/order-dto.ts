import {
  canDevoteeEditLine,
  imageUrl,
  isPerformDateVisible,
  lineBanner,
  minPerformDate,
  type OrderLineView,
  type OrderListItem,
  type OrderTotalsView,
  PAYMENT_MODE_NAMES,
  PaymentMode,
  type PaymentModeValue,
  performancePhotoUrl,
} from '@nivedya/domain';
import { devoteeNote } from '../devotee-messages/index.ts';
import type { OrderDetailRow, OrderLineRow, OrderListRow } from './orders-repository.ts';

/** Rows to the DTOs of booking history, the transaction details and the receipt (STYLE: no rows out). */

type OrderStatusValue = OrderListItem['status'];

export function toOrderListItem(row: OrderListRow): OrderListItem {
  return {
    id: row.id,
    paymentId: row.paymentId,
    templeId: row.templeId,
    templeName: row.templeName,
    templeLogoUrl: imageUrl('temple-logo', row.templeId),
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    status: row.status as OrderStatusValue,
    isVerified: row.isVerified,
    paymentMode: row.paymentMode,
    amount: row.amount,
    gstCharge: row.gstCharge,
    serviceCharge: row.serviceCharge,
    splitServiceCharge: row.splitServiceCharge,
    dakshinaAmount: row.dakshinaAmount,
    totalAmount: row.totalAmount,
    numberOfPoojas: row.numberOfPoojas,
  };
}

/** spec §9: SGST and CGST are each half of GSTCharge. */
export function toTotalsView(
  row: Pick<
    OrderDetailRow,
    | 'amount'
    | 'dakshinaAmount'
    | 'serviceCharge'
    | 'gstCharge'
    | 'postageCharge'
    | 'splitServiceCharge'
    | 'totalAmount'
    | 'numberOfPoojas'
  >,
): OrderTotalsView {
  const sgst = Math.floor(row.gstCharge / 2);
  return {
    amount: row.amount,
    dakshinaAmount: row.dakshinaAmount,
    serviceCharge: row.serviceCharge,
    sgst,
    cgst: row.gstCharge - sgst,
    gstCharge: row.gstCharge,
    postageCharge: row.postageCharge,
    splitServiceCharge: row.splitServiceCharge,
    totalAmount: row.totalAmount,
    numberOfPoojas: row.numberOfPoojas,
  };
}

/**
 * What an order's status means for the devotee, in `language`: their account's on their own screens and
 * on the receipt, English for staff. A temple's refund says so (`isRefundedByTemple`); any other refunded
 * order is the automatic refund of a payment that came after its day filled up.
 */
/** Cash, UPI or card: paid at the temple counter (counter bills only). */
function isCounterMode(mode: number): boolean {
  return mode === PaymentMode.Cash || mode === PaymentMode.Upi || mode === PaymentMode.Card;
}

function paymentModeName(mode: number): string {
  return PAYMENT_MODE_NAMES[mode as PaymentModeValue] ?? 'cash';
}

export function orderStatusMessage(
  row: Pick<OrderDetailRow, 'status' | 'paymentMode' | 'isVerified'>,
  language: string | null,
  isRefundedByTemple = false,
): string {
  switch (row.status) {
    case 'pending':
      return devoteeNote(
        row.paymentMode === PaymentMode.BankTransfer ? 'awaitingVerification' : 'gatewayPending',
        language,
      );
    case 'paid':
      return isCounterMode(row.paymentMode)
        ? devoteeNote('paidAtCounter', language, { mode: paymentModeName(row.paymentMode) })
        : devoteeNote('paymentCaptured', language);
    case 'refunded':
      return devoteeNote(isRefundedByTemple ? 'refundedByTemple' : 'refundedLate', language);
    case 'expired':
      return devoteeNote('paymentExpired', language);
    case 'cancelled':
      return devoteeNote('bookingCancelled', language);
    case 'due':
      return devoteeNote('seriesDateDue', language);
    default:
      return devoteeNote('paymentFailed', language);
  }
}

export interface LineContext {
  now: Date;
  timeZone: string;
  sevaBlockPeriodDays: number;
  userType: number;
  /** Lines of an order that is no longer live (failed, expired…) cannot be edited whatever the flag. */
  isOrderLive: boolean;
}

/** The kind of star series a line is a date of, as the views give it. */
export function seriesOf(every: string | null): 'month' | 'year' | null {
  return every === 'month' || every === 'year' ? every : null;
}

export function toOrderLineView(row: OrderLineRow, serialNo: number, context: LineContext): OrderLineView {
  const rights = canDevoteeEditLine(
    { isAllowEdit: row.isAllowEdit && context.isOrderLive, isApproved: row.isApproved, status: row.status },
    context.userType,
  );
  return {
    id: row.id,
    serialNo,
    sevaId: row.sevaId,
    sevaName: row.sevaName,
    sevaType: row.sevaType,
    deityId: row.deityId,
    deityName: row.deityName,
    deityImageUrl: row.deityId === null ? null : imageUrl('deity', row.deityId),
    devoteeName: row.devoteeName,
    starId: row.starId,
    starName: row.starName,
    performDate: row.performDate,
    isPerformDateVisible: row.performDate !== null && isPerformDateVisible(row),
    minPerformDate: minPerformDate({
      now: context.now,
      timeZone: context.timeZone,
      sevaBlockPeriodDays: context.sevaBlockPeriodDays,
      blockTime: row.blockTime,
    }),
    tillDate: row.tillDate,
    series: seriesOf(row.starSeriesEvery),
    quantity: row.quantity,
    rate: row.rate,
    postageCharge: row.postageCharge,
    lineTotal: (row.rate + row.postageCharge) * row.quantity,
    status: row.status,
    isApproved: row.isApproved,
    isAllowEdit: row.isAllowEdit && context.isOrderLive,
    canEditDateNameStar: rights.canEditDateNameStar,
    banner: lineBanner(row),
    description: row.description,
    prasadamDelivery: row.prasadamDelivery,
    deliveryAddress: row.deliveryAddress,
    // A parcel the temple has posted (reports/parcel-tracking.ts): "Posted on … · Tracking no. …".
    posting:
      row.isPrasadamDelivered && row.postedAt && row.trackingNumber
        ? { postedAt: row.postedAt.toISOString(), trackingNumber: row.trackingNumber }
        : null,
    performance: row.performedAt
      ? {
          performedAt: row.performedAt.toISOString(),
          note: row.performedNote,
          photoUrl: row.performedPhotoToken ? performancePhotoUrl(row.performedPhotoToken) : null,
        }
      : null,
  };
}

export const LIVE_ORDER_STATUSES = ['pending', 'paid'];
