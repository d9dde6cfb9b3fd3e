import { z } from 'zod';
import { CartInputSchema } from './booking/cart-rules.ts';
import { PaymentMode } from './order-codes.ts';
import { OrderTotalsSchema } from './orders/order-totals.ts';
import { TempleBankDetailsSchema } from './temple-schemas.ts';

/**
 * Checkout and payment DTOs (spec POST /Transaction, /PaymentResponse, payment-success/:id,
 * payment-failed/:id). Money is paise; times are ISO 8601.
 */

export const PAYMENT_STATUSES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /api/v1/checkout: the cart, in the schema the device keeps it in, and how to pay. */
export const CheckoutInputSchema = CartInputSchema.safeExtend({
  /** spec §9 payment mode, default 1: 1 payment gateway, 2 bank transfer (temples without a gateway). */
  paymentMode: z.union([z.literal(PaymentMode.Gateway), z.literal(PaymentMode.BankTransfer)]).optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const PaymentIdParamsSchema = z.strictObject({ paymentId: z.coerce.number().int().positive() });

/** One order of a checkout (one per temple), as the checkout answers it. */
export const CheckoutOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  templeId: z.number().int(),
  templeName: z.string(),
  status: z.string(),
  isVerified: z.boolean(),
  receiptToken: z.string(),
  totals: OrderTotalsSchema,
  /** For bank transfer: the temple trust's account to pay into (spec bank-details-checkout). */
  bankDetails: TempleBankDetailsSchema.nullable(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

export const CheckoutResultSchema = z.object({
  paymentId: z.number().int(),
  /** spec §9 payment mode: 1 payment gateway, 2 bank transfer. */
  paymentMode: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** What the devotee pays in all, paise. */
  amount: z.number().int(),
  /** Until when the capacity is held for this payment. */
  holdExpiresAt: z.string(),
  /** The hosted payment page to open (demo gateway), or null. */
  checkoutUrl: z.string().nullable(),
  /** The gateway's widget parameters (Razorpay Checkout), or null. */
  gateway: z
    .object({ name: z.string(), clientParams: z.record(z.string(), z.unknown()).nullable() })
    .nullable(),
  orders: z.array(CheckoutOrderSchema),
  /** What to tell the devotee now, in the language of their account. */
  message: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** GET /api/v1/payments/:paymentId: what payment-success/:id and payment-failed/:id show. */
export const PaymentSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.string(),
  amount: z.number().int(),
  gatewayPaymentId: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      templeId: z.number().int(),
      templeName: z.string(),
      totalAmount: z.number().int(),
      status: z.string(),
      isVerified: z.boolean(),
      /** Sevas of the order that wait for the temple to allot or confirm their date (line status 2). */
      awaitingApproval: z.number().int(),
      /** What was booked, so payment-success can say it (issue #18). */
      lines: z.array(
        z.object({
          sevaName: z.string(),
          /** The seva's name in Malayalam, when the temple gave one. */
          sevaNameNarration: z.string().nullable(),
          devoteeName: z.string(),
          starId: z.number().int(),
          quantity: z.number().int(),
          /** null until the temple allots a pre-booking's date, and while it confirms a requested one. */
          performDate: z.string().nullable(),
          tillDate: z.string().nullable(),
          /** The temple has still to allot or confirm its date (line status 2). */
          isAwaitingDate: z.boolean(),
        }),
      ),
    }),
  ),
  /** What the payment means for the devotee, in the language of their account. */
  message: z.string(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

const RemarkText = z.string().trim().min(1, 'Enter the remarks').max(2000);

/** spec /PaymentResponse: ErrorResponse or CallBackRemarks, one of the two. */
export const PaymentResponseInputSchema = z
  .strictObject({ errorResponse: RemarkText.optional(), callbackRemarks: RemarkText.optional() })
  .refine((input) => (input.errorResponse === undefined) !== (input.callbackRemarks === undefined), {
    message: 'Give either errorResponse or callbackRemarks',
  });
export type PaymentResponseInput = z.infer<typeof PaymentResponseInputSchema>;

export const CancelPaymentInputSchema = z.strictObject({ remarks: RemarkText.optional() });
export type CancelPaymentInput = z.infer<typeof CancelPaymentInputSchema>;
