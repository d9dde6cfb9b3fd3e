import { z } from 'zod';
import { MobileSchema } from '../auth-schemas.ts';
import { ISO_DATE_MESSAGE, isIsoDate } from '../booking/calendar.ts';
import { CartProblemSchema } from '../booking/cart-evaluation-schemas.ts';
import {
  CART_EMPTY_MESSAGE,
  DAKSHINA_MESSAGE,
  DEVOTEE_NAME_MESSAGE,
  MAX_DAKSHINA_PAISE,
  MAX_QUANTITY,
  QUANTITY_MESSAGE,
  STAR_MESSAGE,
  STAR_SERIES_FIRST_DATE_MESSAGE,
} from '../booking/cart-rules.ts';
import { CartStarSeriesSchema } from '../booking/cart-star-series-schema.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { ORDER_STATUSES } from '../order-codes.ts';
import { ReceiptSchema } from '../order-history-schemas.ts';
import { OrderTotalsSchema } from '../orders/order-totals.ts';
import { pageOf } from '../pagination.ts';
import { REPORT_FORMATS } from '../reports/report-schemas.ts';
import { DEFAULT_STAR_ID } from '../stars.ts';
import { COUNTER_PAYMENT_METHODS } from './counter-bill-rules.ts';

/**
 * The counter-billing API (issue #4 §5): the desk's sevas, a quote, a bill, the bill list, a bill and
 * its cancellation, all under /api/v1/temples/{templeId}/counter-bills.
 */

export const MAX_COUNTER_BILL_LINES = 50;
export const SEVA_CHOICE_MESSAGE = 'Choose a seva';
export const PAYMENT_METHOD_MESSAGE = 'Choose cash, card or UPI';
export const COUNTER_LINES_MESSAGE = `At most ${MAX_COUNTER_BILL_LINES} sevas on one bill`;
export const CANCEL_REASON_MESSAGE = 'Give a reason';

function atMost(max: number) {
  return `At most ${max} characters`;
}

/** Optional text: blank is the same as absent. */
function optionalNote(max: number) {
  return z
    .string()
    .trim()
    .max(max, atMost(max))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/**
 * One seva for one devotee on one day, or on each day of a star series; the server prices it
 * (ARCHITECTURE rule 2). The fields alone, for forms that extend them; CounterBillLineInputSchema checks
 * them together.
 */
export const CounterBillLineFieldsSchema = z.strictObject({
  sevaId: z.number({ error: SEVA_CHOICE_MESSAGE }).int(SEVA_CHOICE_MESSAGE).positive(SEVA_CHOICE_MESSAGE),
  devoteeName: z
    .string({ error: DEVOTEE_NAME_MESSAGE })
    .trim()
    .min(1, DEVOTEE_NAME_MESSAGE)
    .max(100, atMost(100)),
  /** spec §9: default 28, ShubhaNakshathram. */
  starId: z
    .number({ error: STAR_MESSAGE })
    .int(STAR_MESSAGE)
    .min(1, STAR_MESSAGE)
    .max(28, STAR_MESSAGE)
    .default(DEFAULT_STAR_ID),
  /** yyyy-MM-dd in the temple's zone. */
  performDate: z.string({ error: ISO_DATE_MESSAGE }).refine(isIsoDate, ISO_DATE_MESSAGE),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
  /**
   * Issue #19, for a walk-in devotee: the line is billed on each of the star's days listed (the plan's
   * dates, GET /api/v1/sevas/{sevaId}/star-series); performDate is the first.
   */
  starSeries: CartStarSeriesSchema.optional(),
});

export const CounterBillLineInputSchema = CounterBillLineFieldsSchema.superRefine((line, context) => {
  if (line.starSeries && line.starSeries.dates[0] !== line.performDate) {
    context.addIssue({ code: 'custom', path: ['performDate'], message: STAR_SERIES_FIRST_DATE_MESSAGE });
  }
  if (line.starSeries?.payment === 'each') {
    context.addIssue({
      code: 'custom',
      path: ['starSeries', 'payment'],
      message: 'At the counter a star series is paid for all its dates at once',
    });
  }
});
export type CounterBillLineInput = z.infer<typeof CounterBillLineInputSchema>;

const counterBillFields = {
  lines: z
    .array(CounterBillLineInputSchema, { error: CART_EMPTY_MESSAGE })
    .min(1, CART_EMPTY_MESSAGE)
    .max(MAX_COUNTER_BILL_LINES, COUNTER_LINES_MESSAGE),
  /** Paise, ₹0 to ₹1,00,000. */
  dakshina: z
    .number({ error: DAKSHINA_MESSAGE })
    .int(DAKSHINA_MESSAGE)
    .min(0, DAKSHINA_MESSAGE)
    .max(MAX_DAKSHINA_PAISE, DAKSHINA_MESSAGE)
    .default(0),
};

export const CounterBillQuoteInputSchema = z.strictObject(counterBillFields);
export type CounterBillQuoteInput = z.infer<typeof CounterBillQuoteInputSchema>;

export const CreateCounterBillInputSchema = z.strictObject({
  ...counterBillFields,
  paymentMode: z.enum(COUNTER_PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
  /** The card slip number or the UPI transaction reference. */
  paymentReference: optionalNote(100),
  devoteeMobile: z
    .union([z.literal(''), MobileSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
  remarks: optionalNote(500),
});
export type CreateCounterBillInput = z.input<typeof CreateCounterBillInputSchema>;
export type CreateCounterBill = z.infer<typeof CreateCounterBillInputSchema>;

export const CancelCounterBillInputSchema = z.strictObject({
  reason: z
    .string({ error: CANCEL_REASON_MESSAGE })
    .trim()
    .min(1, CANCEL_REASON_MESSAGE)
    .max(300, atMost(300)),
});
export type CancelCounterBillInput = z.infer<typeof CancelCounterBillInputSchema>;

export const CounterBillParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  orderId: z.coerce.number().int().positive(),
});

/** A seva the counter can sell, with the first day it can be billed for now. */
export const CounterSevaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  deityName: z.string().nullable(),
  groupName: z.string().nullable(),
  /** Paise per unit. */
  rate: z.number().int(),
  /** Paise per unit, added as the seva sets it. */
  postageCharge: z.number().int(),
  sevaType: z.number().int(),
  /** Booked for a run of days: such a seva cannot be billed as a star series (isStarSeriesOffered). */
  isContinuous: z.boolean(),
  /** counterMinPerformDate: today, or tomorrow past the seva's block time. */
  minPerformDate: z.string(),
  /** The last day it can be billed for (the earlier of the seva's and the temple's end date). */
  endDate: z.string().nullable(),
});
export type CounterSeva = z.infer<typeof CounterSevaSchema>;

/** What the billing screen needs before the first line: the temple as payee, its day, its sevas. */
export const CounterDeskSchema = z.object({
  temple: z.object({
    id: z.number().int(),
    name: z.string(),
    nameNarration: z.string().nullable(),
    /** The UPI id devotees pay to; null: the temple has none (temple profile). */
    upiVpa: z.string().nullable(),
    /** The temple's calendar day now, yyyy-MM-dd. */
    today: z.string(),
    timeZone: z.string(),
  }),
  sevas: z.array(CounterSevaSchema),
});
export type CounterDesk = z.infer<typeof CounterDeskSchema>;

export const CounterQuoteLineSchema = z.object({
  /** Position in the request's lines. */
  index: z.number().int(),
  sevaId: z.number().int(),
  /** null: the temple has no such seva. */
  sevaName: z.string().nullable(),
  deityName: z.string().nullable(),
  performDate: z.string(),
  /** The days the line books: its perform date, or each date of its star series. */
  dates: z.array(z.string()),
  quantity: z.number().int(),
  rate: z.number().int(),
  postageCharge: z.number().int(),
  /** rate × quantity, on each of its days. */
  amount: z.number().int(),
  /** (rate + postage) × quantity, on each of its days. */
  lineTotal: z.number().int(),
  devoteeName: z.string(),
  starId: z.number().int(),
  /** Units of the day's limit left before this bill, on the fullest of its days (null: no limit). */
  remaining: z.number().int().nullable(),
  isValid: z.boolean(),
  problems: z.array(CartProblemSchema),
});
export type CounterQuoteLine = z.infer<typeof CounterQuoteLineSchema>;

export const CounterBillQuoteSchema = z.object({
  isValid: z.boolean(),
  lines: z.array(CounterQuoteLineSchema),
  totals: OrderTotalsSchema,
});
export type CounterBillQuote = z.infer<typeof CounterBillQuoteSchema>;

export const CounterBillCreatedSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  receiptToken: z.string(),
  totalAmount: z.number().int(),
});
export type CounterBillCreated = z.infer<typeof CounterBillCreatedSchema>;

export const COUNTER_BILL_STATUSES = ['paid', 'cancelled'] as const;

/** bill-list filters: q finds a bill number, a devotee name on a line, or the mobile. */
export const CounterBillListQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100, atMost(100)).optional(),
    fromDate: IsoDateSchema.optional(),
    toDate: IsoDateSchema.optional(),
    paymentMode: z.enum(COUNTER_PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }).optional(),
    status: z.enum(COUNTER_BILL_STATUSES).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Without: one page as JSON; csv, xlsx or pdf: every bill the filters select, with the totals row. */
    format: z.enum(REPORT_FORMATS).optional(),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.toDate >= query.fromDate, {
    path: ['toDate'],
    message: "'to' cannot be before 'from'",
  });
export type CounterBillListQuery = z.infer<typeof CounterBillListQuerySchema>;

export const CounterBillSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** The temple's day the bill was made. */
  orderDate: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(COUNTER_PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  /** The names on its lines, each once, in line order. */
  devoteeNames: z.array(z.string()),
  mobile: z.string().nullable(),
  totalAmount: z.number().int(),
  numberOfPoojas: z.number().int(),
  receiptToken: z.string(),
  /** The staff user who made it. */
  createdBy: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
});
export type CounterBillSummary = z.infer<typeof CounterBillSummarySchema>;

/**
 * The totals over every bill the filters select, not only the page. A cancelled bill is no money: the
 * amounts add up the paid bills only, and the cancelled ones are counted apart.
 */
export const CounterBillTotalsSchema = z.object({
  bills: z.number().int(),
  paidBills: z.number().int(),
  cancelledBills: z.number().int(),
  /** The paid bills' seva amounts (rate × quantity), paise. */
  sevaAmount: z.number().int(),
  dakshinaAmount: z.number().int(),
  /** The paid bills' totals: the money the counter took, paise. */
  collected: z.number().int(),
});
export type CounterBillTotals = z.infer<typeof CounterBillTotalsSchema>;
export const CounterBillListSchema = pageOf(CounterBillSummarySchema).extend({
  totals: CounterBillTotalsSchema,
});
export type CounterBillList = z.infer<typeof CounterBillListSchema>;

/** One bill: its summary, its remarks and the receipt the printers print (GET /api/v1/receipts/:token). */
export const CounterBillSchema = CounterBillSummarySchema.extend({
  remarks: z.string().nullable(),
  receipt: ReceiptSchema,
});
export type CounterBill = z.infer<typeof CounterBillSchema>;
