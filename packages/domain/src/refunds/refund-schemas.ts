import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { REFUND_AMOUNT_MESSAGE, REFUND_STATUSES } from './refund-rules.ts';

/**
 * The temple's refunds (spec POST /Refund, GET /Refund?id&approvedby…; issue #4 §4) under
 * /api/v1/temples/{templeId}/refunds. Money is paise; dates yyyy-MM-dd, times ISO 8601.
 */

const Id = z.coerce.number().int().positive();
const ReasonSchema = z.string().trim().min(1, 'Give a reason').max(500);

export const RefundStatusSchema = z.enum(REFUND_STATUSES);

export const TempleRefundParamsSchema = z.strictObject({ templeId: Id, refundId: Id });

export const RequestRefundInputSchema = z.strictObject({
  orderId: z.number().int().positive(),
  /** None: every line of the order that can still be refunded. */
  orderLineIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one seva')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each seva once')
    .optional(),
  /** Paise; none: all that is refundable for the chosen lines. */
  amount: z.number().int(REFUND_AMOUNT_MESSAGE).positive(REFUND_AMOUNT_MESSAGE).optional(),
  reason: ReasonSchema,
});
export type RequestRefundInput = z.infer<typeof RequestRefundInputSchema>;

/** A devotee asks the temple to cancel their booking (issue #18): why, in their words. */
export const CancellationRequestInputSchema = z.strictObject({ reason: ReasonSchema });
export type CancellationRequestInput = z.infer<typeof CancellationRequestInputSchema>;
/** What the devotee is told of their request: the temple decides it in its refunds list. */
export const CancellationRequestSchema = z.object({
  refundId: z.number().int(),
  orderId: z.number().int(),
  amount: z.number().int(),
  status: z.string(),
  requestedAt: z.string(),
});
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

export const ApproveRefundInputSchema = z.strictObject({
  /** A note for the record, e.g. the bank transfer's reference of a refund paid by the temple. */
  remarks: z.string().trim().max(500).optional(),
});
export type ApproveRefundInput = z.infer<typeof ApproveRefundInputSchema>;

export const RejectRefundInputSchema = z.strictObject({ reason: ReasonSchema });
export type RejectRefundInput = z.infer<typeof RejectRefundInputSchema>;

export const RefundListQuerySchema = PageQuerySchema.extend({
  status: RefundStatusSchema.optional(),
  /** Part of the order number, the devotee's name or mobile. */
  q: z.string().trim().max(100).optional(),
  /** Requested on or after this day (the temple's calendar). */
  from: IsoDateSchema.optional(),
  /** Requested on or before this day. */
  to: IsoDateSchema.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'The end date cannot be before the start date',
  path: ['to'],
});
export type RefundListQuery = z.infer<typeof RefundListQuerySchema>;

/** One of orderId or orderNumber: the order a new refund is for. */
export const RefundableOrderQuerySchema = z
  .strictObject({
    orderId: Id.optional(),
    orderNumber: z.string().trim().min(1).max(40).optional(),
  })
  .refine((query) => (query.orderId === undefined) !== (query.orderNumber === undefined), {
    message: 'Give the booking number',
    path: ['orderNumber'],
  });
export type RefundableOrderQuery = z.infer<typeof RefundableOrderQuerySchema>;

/**
 * 'gateway': the money goes back through the payment gateway of the order's payment; 'offline': the
 * temple returns it itself (counter cash, card, UPI or a bank transfer) and the refund records that.
 */
export const REFUND_METHODS = ['gateway', 'offline'] as const;
export const RefundMethodSchema = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethodSchema>;

const PersonSchema = z.object({ id: z.number().int(), userName: z.string() });

export const RefundLineSchema = z.object({
  orderLineId: z.number().int(),
  sevaName: z.string(),
  devoteeName: z.string(),
  performDate: z.string().nullable(),
  quantity: z.number().int(),
  /** This line's part of the refund, paise. */
  amount: z.number().int(),
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundListItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  devoteeName: z.string().nullable(),
  mobile: z.string().nullable(),
  amount: z.number().int(),
  reason: z.string(),
  status: RefundStatusSchema,
  lineCount: z.number().int(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
  /** The devotee asked the temple to cancel the booking (issue #18), rather than the temple's staff. */
  isAskedByDevotee: z.boolean(),
});
export type RefundListItem = z.infer<typeof RefundListItemSchema>;
export const RefundListSchema = pageOf(RefundListItemSchema);
export type RefundList = z.infer<typeof RefundListSchema>;

export const RefundSchema = RefundListItemSchema.extend({
  templeId: z.number().int(),
  orderDate: z.string(),
  orderStatus: z.string(),
  orderTotal: z.number().int(),
  paymentMode: z.number().int(),
  method: RefundMethodSchema,
  /** The gateway that returns the money ('demo', 'razorpay'); null for an offline refund. */
  gateway: z.string().nullable(),
  lines: z.array(RefundLineSchema),
  requestedBy: PersonSchema.nullable(),
  approvedBy: PersonSchema.nullable(),
  approvedAt: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  /** Why it failed or was rejected, or the approver's note. */
  remarks: z.string().nullable(),
  /** Approve is possible: requested, or failed (a retry). */
  canApprove: z.boolean(),
  /** Reject is possible: requested or failed. */
  canReject: z.boolean(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundableLineSchema = z.object({
  id: z.number().int(),
  serialNo: z.number().int(),
  sevaName: z.string(),
  devoteeName: z.string(),
  starName: z.string(),
  performDate: z.string().nullable(),
  quantity: z.number().int(),
  rate: z.number().int(),
  postageCharge: z.number().int(),
  /** (rate + postage) × quantity. */
  lineTotal: z.number().int(),
  status: z.number().int(),
  /** The line's share of what the devotee paid (its charges included). */
  share: z.number().int(),
  isRefundable: z.boolean(),
  /** The open refund that already covers it. */
  openRefundId: z.number().int().nullable(),
});
export type RefundableLine = z.infer<typeof RefundableLineSchema>;

/** An order as the new-refund screen sees it: its lines, their shares and what is left to refund. */
export const RefundableOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  paymentMode: z.number().int(),
  method: RefundMethodSchema,
  gateway: z.string().nullable(),
  devoteeName: z.string().nullable(),
  mobile: z.string().nullable(),
  totalAmount: z.number().int(),
  /** Refunds requested, on their way, failed (retryable) or paid out. */
  committedAmount: z.number().int(),
  /** All that can still be refunded on the order. */
  refundableAmount: z.number().int(),
  isRefundable: z.boolean(),
  lines: z.array(RefundableLineSchema),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      status: RefundStatusSchema,
      requestedAt: z.string(),
    }),
  ),
});
export type RefundableOrder = z.infer<typeof RefundableOrderSchema>;

/** Refunds across temples for administrators (issue #15 dash "refunds waiting"): each with its temple. */
export const PlatformRefundListItemSchema = RefundListItemSchema.extend({
  templeId: z.number().int(),
  templeName: z.string(),
});
export type PlatformRefundListItem = z.infer<typeof PlatformRefundListItemSchema>;
export const PlatformRefundListSchema = pageOf(PlatformRefundListItemSchema);
export type PlatformRefundList = z.infer<typeof PlatformRefundListSchema>;

export const PlatformRefundListQuerySchema = PageQuerySchema.extend({
  status: RefundStatusSchema.optional(),
  templeId: z.coerce.number().int().positive().optional(),
});
export type PlatformRefundListQuery = z.infer<typeof PlatformRefundListQuerySchema>;
