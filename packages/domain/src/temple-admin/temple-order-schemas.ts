import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { ORDER_STATUSES, OrderType, PaymentMode } from '../order-codes.ts';
import { OrderLineViewSchema, OrderListItemSchema, OrderTotalsViewSchema } from '../order-history-schemas.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { REPORT_FORMATS } from '../reports/report-schemas.ts';
import { IdParam } from './admin-fields.ts';

/**
 * The temple's side of its orders (spec routes transaction, pre-booking-report, vazhipad-approval-report,
 * payment-verification-report; spec §2 perform-postpone modal Type 0 and Type 1): the staff read every
 * order of their temple, allot dates to lines awaiting approval, change a booked line, and confirm or
 * refuse bank transfers.
 */

const TO_BEFORE_FROM = "'to' cannot be before 'from'";
export const REASON_REQUIRED_MESSAGE = 'Give a reason';

/** spec §3 order Type as the API names it: 0 online (a devotee's booking), 1 counter (a staff bill). */
export const ORDER_TYPE_NAMES = ['online', 'counter'] as const;
export type OrderTypeName = (typeof ORDER_TYPE_NAMES)[number];
export const ORDER_TYPE_OF_NAME: Record<OrderTypeName, number> = {
  online: OrderType.Online,
  counter: OrderType.Counter,
};

const PAYMENT_MODES: readonly number[] = Object.values(PaymentMode);

/** A date range of a staff list: both optional, 'to' not before 'from'. */
function withDateRange<T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  context: z.RefinementCtx,
): void {
  if (value.from !== undefined && value.to !== undefined && value.to < value.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: TO_BEFORE_FROM });
  }
}

const SearchTextSchema = z.string().trim().max(100).optional();

/** GET /api/v1/temples/{templeId}/orders: the transaction list, newest first. */
export const TempleOrderListQuerySchema = PageQuerySchema.extend({
  /** Order date (the temple's calendar day it was placed), inclusive. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentMode: z.coerce
    .number()
    .int()
    .refine((mode) => PAYMENT_MODES.includes(mode), 'Unknown payment mode')
    .optional(),
  type: z.enum(ORDER_TYPE_NAMES).optional(),
  /** spec IsVerified: 'true' the staff checked the payment, 'false' not yet. */
  isVerified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Order number, the devotee's mobile number or name (the account's or one on a line). */
  q: SearchTextSchema,
  /** Without: one page as JSON; csv, xlsx or pdf: every order the filters select, with the totals row. */
  format: z.enum(REPORT_FORMATS).optional(),
}).superRefine(withDateRange);
export type TempleOrderListQuery = z.infer<typeof TempleOrderListQuerySchema>;

export const TempleOrderParamsSchema = z.strictObject({ templeId: IdParam, orderId: IdParam });
export const TempleOrderLineParamsSchema = z.strictObject({ templeId: IdParam, lineId: IdParam });

/** Who booked: the devotee's account (null for a counter bill without one) and the order's contacts. */
export const OrderBookerSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrderBooker = z.infer<typeof OrderBookerSchema>;

/** spec IsVerified, with who verified it and when (payment-verification-report). */
export const PaymentVerificationSchema = z.object({
  isVerified: z.boolean(),
  verifiedById: z.number().int().nullable(),
  verifiedByName: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

/** One row of the transaction list. */
export const TempleOrderListItemSchema = OrderListItemSchema.omit({ templeLogoUrl: true }).extend({
  type: z.enum(ORDER_TYPE_NAMES),
  booker: OrderBookerSchema,
  /** The seva names of its lines, in line order, each once. */
  sevaNames: z.array(z.string()),
  /** Lines still waiting for the temple to allot a date or approve. */
  awaitingApproval: z.number().int(),
  verification: PaymentVerificationSchema,
  /** Why it failed or was cancelled (spec Reason). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TempleOrderListItem = z.infer<typeof TempleOrderListItemSchema>;

/** How many of the selected orders are in each status. */
export const OrderStatusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);
export type OrderStatusCounts = z.infer<typeof OrderStatusCountsSchema>;

/** The totals over every order the filters select, not only the page. */
export const TempleOrderTotalsSchema = z.object({
  orders: z.number().int(),
  /** The paid orders' totals, paise: what was taken (a refunded or failed order is not). */
  paidAmount: z.number().int(),
  byStatus: OrderStatusCountsSchema,
});
export type TempleOrderTotals = z.infer<typeof TempleOrderTotalsSchema>;
export const TempleOrderListSchema = pageOf(TempleOrderListItemSchema).extend({
  totals: TempleOrderTotalsSchema,
});
export type TempleOrderList = z.infer<typeof TempleOrderListSchema>;

/** A line as the staff see it: the devotee's view plus the temple's decision and what staff may do. */
export const TempleOrderLineSchema = OrderLineViewSchema.extend({
  /** Staff remarks; the reason when the line was rejected. */
  remarks: z.string().nullable(),
  /** Who approved or rejected it, and when (spec: the approver is the logged-in user). */
  decidedById: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Awaiting approval on a paid order: the staff may allot a date (Type 1) or reject. */
  canApprove: z.boolean(),
  /** Booked or awaiting on a live order: the staff may change name, star and remarks (Type 0). */
  canEdit: z.boolean(),
  /** Booked with a date on a live order: the staff may move the date too. */
  canEditDate: z.boolean(),
});
export type TempleOrderLine = z.infer<typeof TempleOrderLineSchema>;

export const TempleOrderDetailSchema = TempleOrderListItemSchema.extend({
  paymentCode: z.string().nullable(),
  paymentRemarks: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Until when an unpaid order holds its places (a bank transfer: until the office checks it). */
  holdExpiresAt: z.string().nullable(),
  /** A sentence about where the order stands. */
  statusMessage: z.string(),
  /** The public receipt (GET /api/v1/receipts/{receiptToken}), for staff to open or print. */
  receiptToken: z.string(),
  lines: z.array(TempleOrderLineSchema),
  totals: OrderTotalsViewSchema,
  /** spec show-panchangam flag: the approve modal shows the Panchangam button. */
  showPanchangam: z.boolean(),
});
export type TempleOrderDetail = z.infer<typeof TempleOrderDetailSchema>;

/** spec perform-postpone SAVE Type 1: allot the date (on or after the minimum), with name, star, remarks. */
export const ApproveOrderLineInputSchema = z.strictObject({
  performDate: IsoDateSchema,
  devoteeName: z.string().trim().min(1, 'Enter the devotee name').max(100).optional(),
  starId: z.number().int().min(1).max(28).optional(),
  remarks: z.string().trim().max(500).optional(),
});
export type ApproveOrderLineInput = z.infer<typeof ApproveOrderLineInputSchema>;

const ReasonSchema = z.string().trim().min(1, REASON_REQUIRED_MESSAGE).max(500);

export const RejectOrderLineInputSchema = z.strictObject({ reason: ReasonSchema });
export type RejectOrderLineInput = z.infer<typeof RejectOrderLineInputSchema>;

/** payment-verification-report: the transfer never reached the trust's account. */
export const RejectBankTransferInputSchema = z.strictObject({ reason: ReasonSchema });
export type RejectBankTransferInput = z.infer<typeof RejectBankTransferInputSchema>;

/** spec §8: the approval's success message, its typo corrected. */
export const SEVA_APPROVED_MESSAGE = 'Approved successfully';
export const SEVA_REJECTED_MESSAGE = 'The seva is rejected';

export const TempleLineResultSchema = z.object({ message: z.string(), line: TempleOrderLineSchema });
export type TempleLineResult = z.infer<typeof TempleLineResultSchema>;

export const BankTransferResultSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  verification: PaymentVerificationSchema,
});
export type BankTransferResult = z.infer<typeof BankTransferResultSchema>;

/** Which lines a report lists: pre-bookings (type 3, the temple allots the date) or other vazhipads. */
export const APPROVAL_KINDS = ['pre-booking', 'vazhipad'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** GET /api/v1/temples/{templeId}/approvals (pre-booking-report, vazhipad-approval-report). */
export const ApprovalListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATES).default('pending'),
  /** Order date, inclusive. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Order number, devotee name on the line, the booker's name or mobile, or the seva's name. */
  q: SearchTextSchema,
}).superRefine(withDateRange);
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const ApprovalItemSchema = z.object({
  lineId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  sevaId: z.number().int(),
  sevaName: z.string(),
  sevaType: z.number().int(),
  deityName: z.string().nullable(),
  devoteeName: z.string(),
  starId: z.number().int(),
  starName: z.string(),
  quantity: z.number().int(),
  /** rate × quantity, paise. */
  amount: z.number().int(),
  performDate: z.string().nullable(),
  minPerformDate: z.string(),
  /** The devotee's pooja remarks (often a preferred date). */
  description: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.number().int(),
  isApproved: z.boolean(),
  banner: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  booker: OrderBookerSchema,
});
export type ApprovalItem = z.infer<typeof ApprovalItemSchema>;
export const ApprovalListSchema = pageOf(ApprovalItemSchema).extend({
  /** The temple's show-panchangam flag, for the approve modal opened from the list. */
  showPanchangam: z.boolean(),
});
export type ApprovalList = z.infer<typeof ApprovalListSchema>;
