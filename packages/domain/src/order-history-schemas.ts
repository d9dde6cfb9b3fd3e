import { z } from 'zod';
import { IsoDateSchema } from './booking/iso-date-schema.ts';
import { LANGUAGES } from './languages.ts';
import { ORDER_STATUSES } from './order-codes.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { REFUND_STATUSES } from './refunds/refund-rules.ts';
import { LinePerformanceSchema } from './reports/performance-marks-schemas.ts';
import { ParcelPostingSchema } from './reports/postage-schemas.ts';

/**
 * The devotee's orders after booking: booking history, the Order Details list opened with a payment
 * id, the transaction-details modal, the perform-postpone update and the public receipt
 * (spec GET /Transaction?…, POST /PerformUpdate, GET /SevaReceipt).
 */

export const OrderIdParamsSchema = z.strictObject({ orderId: z.coerce.number().int().positive() });
export const OrderLineIdParamsSchema = z.strictObject({ lineId: z.coerce.number().int().positive() });
/** Receipt tokens are 32 random bytes, base64url (43 characters); anything else is simply not found. */
export const ReceiptTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

export const OrderListQuerySchema = PageQuerySchema;

/** spec "Transaction list item": one card of booking history or of the Order Details list. */
export const OrderListItemSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int().nullable(),
  templeId: z.number().int(),
  templeName: z.string(),
  templeLogoUrl: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  isVerified: z.boolean(),
  paymentMode: z.number().int(),
  amount: z.number().int(),
  gstCharge: z.number().int(),
  serviceCharge: z.number().int(),
  splitServiceCharge: z.number().int(),
  dakshinaAmount: z.number().int(),
  totalAmount: z.number().int(),
  numberOfPoojas: z.number().int(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/** One seva of a devotee's order as their lists show it (issue #18: what and when, not the order date). */
export const BookedSevaSchema = z.object({
  sevaName: z.string(),
  sevaNameNarration: z.string().nullable(),
  /** null while the temple has still to allot or confirm it (spec §4 hides a date not yet confirmed). */
  performDate: IsoDateSchema.nullable(),
  tillDate: IsoDateSchema.nullable(),
});
export type BookedSeva = z.infer<typeof BookedSevaSchema>;

/** A card of the devotee's own lists (booking history, Order Details): the order and its sevas. */
export const MyOrderListItemSchema = OrderListItemSchema.extend({ sevas: z.array(BookedSevaSchema) });
export type MyOrderListItem = z.infer<typeof MyOrderListItemSchema>;
export const OrderListSchema = pageOf(MyOrderListItemSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/**
 * Attempts never paid (declined, timed out, given up, a bank transfer that never came): booking history
 * lists bookings, not these (issue #18). Nor the later dates of a star series still to be paid: the
 * series shows them, each with its payment (issue #19).
 */
export const UNPAID_ATTEMPT_STATUSES = ['failed', 'expired', 'cancelled', 'due'] as const;

/** The totals breakdown of the transaction-details modal; each optional line shows only above zero. */
export const OrderTotalsViewSchema = z.object({
  amount: z.number().int(),
  dakshinaAmount: z.number().int(),
  /** spec "Payment Gateway charge": the platform's service charge. */
  serviceCharge: z.number().int(),
  sgst: z.number().int(),
  cgst: z.number().int(),
  gstCharge: z.number().int(),
  postageCharge: z.number().int(),
  splitServiceCharge: z.number().int(),
  totalAmount: z.number().int(),
  /** spec "Total Number of Pooja": the quantities of the lines added up. */
  numberOfPoojas: z.number().int(),
});
export type OrderTotalsView = z.infer<typeof OrderTotalsViewSchema>;

export const OrderLineViewSchema = z.object({
  id: z.number().int(),
  serialNo: z.number().int(),
  sevaId: z.number().int(),
  sevaName: z.string(),
  sevaType: z.number().int(),
  deityId: z.number().int().nullable(),
  deityName: z.string().nullable(),
  /** Falls back to the default deity image on the server. */
  deityImageUrl: z.string().nullable(),
  devoteeName: z.string(),
  starId: z.number().int(),
  starName: z.string(),
  performDate: z.string().nullable(),
  /** spec §4 perform date visibility. */
  isPerformDateVisible: z.boolean(),
  /** spec MinPerformdate: the earliest day the perform-postpone modal offers. */
  minPerformDate: z.string(),
  tillDate: z.string().nullable(),
  /** A date of a star series (issue #19): 'month' every month on the star, 'year' every year; else null. */
  series: z.enum(['month', 'year']).nullable(),
  quantity: z.number().int(),
  rate: z.number().int(),
  postageCharge: z.number().int(),
  /** (rate + postage) × quantity. */
  lineTotal: z.number().int(),
  status: z.number().int(),
  isApproved: z.boolean(),
  isAllowEdit: z.boolean(),
  /** spec §5: date, name and star can be changed. */
  canEditDateNameStar: z.boolean(),
  /** spec §4 seva line banner ('' for none). */
  banner: z.string(),
  description: z.string().nullable(),
  prasadamDelivery: z.number().int(),
  deliveryAddress: z.string().nullable(),
  /** A posted prasadam's parcel: when the temple posted it, and its tracking number; absent or null: not yet. */
  posting: ParcelPostingSchema.nullable().optional(),
  /** When the temple marked the seva performed, with the priest's note; absent or null: not yet. */
  performance: LinePerformanceSchema.nullable().optional(),
  /** Paise paid back for this line by the temple's refunds (status 4, Refunded); absent or null: none. */
  refundedAmount: z.number().int().nullable().optional(),
});
export type OrderLineView = z.infer<typeof OrderLineViewSchema>;

/** The devotee's own request to cancel an order (issue #18): when they asked, and where the temple is with it. */
export const MyCancellationRequestSchema = z.object({
  requestedAt: z.string(),
  status: z.enum(REFUND_STATUSES),
});
export type MyCancellationRequest = z.infer<typeof MyCancellationRequestSchema>;

export const OrderDetailSchema = OrderListItemSchema.extend({
  templeAddress: z.string().nullable(),
  paymentCode: z.string().nullable(),
  reason: z.string().nullable(),
  /** A sentence about where the order stands (e.g. awaiting bank-transfer verification). */
  statusMessage: z.string(),
  receiptToken: z.string(),
  /** Paise paid back on this order so far (processed refunds). */
  refundedAmount: z.number().int(),
  lines: z.array(OrderLineViewSchema),
  totals: OrderTotalsViewSchema,
  /** null: the devotee has not asked to cancel it (then they may, from its details). */
  cancellationRequest: MyCancellationRequestSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** spec POST /PerformUpdate (Type 0): the devotee's change of date, name, star or remarks. */
export const PerformUpdateInputSchema = z
  .strictObject({
    performDate: IsoDateSchema.optional(),
    devoteeName: z.string().trim().min(1, 'Enter the devotee name').max(100).optional(),
    starId: z.number().int().min(1).max(28).optional(),
    remarks: z.string().trim().max(500).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Change at least one of performDate, devoteeName, starId, remarks',
  });
export type PerformUpdateInput = z.infer<typeof PerformUpdateInputSchema>;

/** spec §8: the update's success message. */
export const SEVA_UPDATED_MESSAGE = 'Seva details updated successfully';

export const PerformUpdateResultSchema = z.object({ message: z.string(), line: OrderLineViewSchema });
export type PerformUpdateResult = z.infer<typeof PerformUpdateResultSchema>;

/** The public receipt behind /seva-receipt/:token (ARCHITECTURE rule 6: no login, unguessable token). */
export const ReceiptSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  /**
   * The language of the account that booked it (English for a counter bill): statusMessage and the PDF
   * are written in it, whoever reads the receipt.
   */
  language: z.enum(LANGUAGES),
  statusMessage: z.string(),
  isVerified: z.boolean(),
  paymentMode: z.number().int(),
  paymentCode: z.string().nullable(),
  paidAt: z.string().nullable(),
  temple: z.object({
    id: z.number().int(),
    name: z.string(),
    nameNarration: z.string().nullable(),
    address: z.string().nullable(),
    shortCode: z.string().nullable(),
    manthra: z.string().nullable(),
    logoUrl: z.string(),
    /** The IANA zone whose clock paidAt is shown in. */
    timeZone: z.string(),
  }),
  lines: z.array(
    z.object({
      serialNo: z.number().int(),
      sevaName: z.string(),
      deityName: z.string().nullable(),
      devoteeName: z.string(),
      starName: z.string(),
      performDate: z.string().nullable(),
      /** A date of a star series (issue #19): 'month' every month on the star, 'year' every year; else null. */
      series: z.enum(['month', 'year']).nullable(),
      quantity: z.number().int(),
      rate: z.number().int(),
      postageCharge: z.number().int(),
      lineTotal: z.number().int(),
      status: z.number().int(),
      /** When the temple marked it performed (an instant); absent or null: not yet. */
      performedAt: z.string().nullable().optional(),
      /** The photo the temple attached when it marked it performed; absent or null: none. */
      performedPhotoUrl: z.string().nullable().optional(),
    }),
  ),
  totals: OrderTotalsViewSchema,
  receiptUrl: z.string(),
  pdfUrl: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** How many of the devotee's coming poojas their home shows (issue #18: "the next few"). */
export const COMING_POOJAS_LIMIT = 3;
/** Days an approval or a cancellation decision stays on the devotee's home after the temple made it. */
export const DECISION_NOTICE_DAYS = 14;

/** A seva booked for a coming day (today included, the temple's calendar): what, where, when, for whom. */
export const ComingPoojaSchema = z.object({
  lineId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  templeName: z.string(),
  /** The temple's name in Malayalam, when it gave one. */
  templeNameNarration: z.string().nullable(),
  sevaName: z.string(),
  sevaNameNarration: z.string().nullable(),
  devoteeName: z.string(),
  performDate: IsoDateSchema,
});
export type ComingPooja = z.infer<typeof ComingPoojaSchema>;

/**
 * Something on the devotee's side to do or to know (issue #18): a bank transfer still to pay; a
 * pre-booked seva given its date or rejected; their request to cancel decided.
 */
export const DEVOTEE_NOTICE_KINDS = [
  'bankTransferDue',
  'dateAllotted',
  'sevaRejected',
  'cancellationApproved',
  'cancellationRejected',
] as const;
export const DevoteeNoticeSchema = z.object({
  kind: z.enum(DEVOTEE_NOTICE_KINDS),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The payment to finish (the bank transfer's account is shown on its page); null for the others. */
  paymentId: z.number().int().nullable(),
  templeName: z.string(),
  templeNameNarration: z.string().nullable(),
  /** The seva a decision is about; null for an order as a whole. */
  sevaName: z.string().nullable(),
  /** The allotted date of dateAllotted; null for the others. */
  performDate: IsoDateSchema.nullable(),
  /** The paise to transfer for bankTransferDue; null for the others. */
  amount: z.number().int().nullable(),
  /** When it happened (booked, decided): newest first. */
  at: z.string(),
});
export type DevoteeNotice = z.infer<typeof DevoteeNoticeSchema>;

/** GET /api/v1/me/coming-up: what the devotee's home shows besides their queue token. */
export const ComingUpSchema = z.object({
  poojas: z.array(ComingPoojaSchema),
  notices: z.array(DevoteeNoticeSchema),
});
export type ComingUp = z.infer<typeof ComingUpSchema>;
