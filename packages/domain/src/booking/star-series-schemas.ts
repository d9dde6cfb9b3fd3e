import { z } from 'zod';
import { SEVA_DAY_STATUSES } from '../catalogue/seva-schemas.ts';
import { STAR_OF_DAY_RULES } from '../seva-codes.ts';
import { isIsoDate } from './calendar.ts';
import { ErrorCodeSchema } from './cart-evaluation-schemas.ts';
import {
  checkStarSeriesKind,
  STAR_SERIES_OCCURRENCES_MESSAGE,
  starSeriesMonthField,
} from './cart-star-series-schema.ts';
import {
  MAX_STAR_SERIES_OCCURRENCES,
  STAR_SERIES_DUE_STATES,
  STAR_SERIES_KINDS,
  STAR_SERIES_NOTES,
  STAR_SERIES_PAYMENTS,
} from './star-series.ts';

/**
 * A booking that follows the devotee's star (star-series.ts): the plan shown before the devotee adds it
 * to the cart, GET /api/v1/sevas/{sevaId}/star-series.
 */

const STAR_MESSAGE = 'Choose your star (1 Ashwathy to 27 Revathi)';

const occurrencesField = z.coerce
  .number({ error: STAR_SERIES_OCCURRENCES_MESSAGE })
  .int(STAR_SERIES_OCCURRENCES_MESSAGE)
  .min(1, STAR_SERIES_OCCURRENCES_MESSAGE)
  .max(MAX_STAR_SERIES_OCCURRENCES.month, STAR_SERIES_OCCURRENCES_MESSAGE);

const planQueryFields = {
  star: z.coerce.number({ error: STAR_MESSAGE }).int(STAR_MESSAGE).min(1, STAR_MESSAGE).max(27, STAR_MESSAGE),
  every: z.enum(STAR_SERIES_KINDS).describe('month: each time the star comes; year: once a year in `month`'),
  occurrences: occurrencesField.describe('How many dates: 1–12 monthly, 1–5 yearly'),
  month: starSeriesMonthField
    .optional()
    .describe('For every=year: the Malayalam month, 1 Chingam … 12 Karkidakam'),
};

export const StarSeriesPlanQuerySchema = z
  .strictObject(planQueryFields)
  .superRefine((query, context) => checkStarSeriesKind(query, query.occurrences, context, 'occurrences'));
export type StarSeriesPlanQuery = z.infer<typeof StarSeriesPlanQuerySchema>;

/** The counter's plan of a walk-in's series: the same, for a seva of the staff's temple, by the counter's date rules. */
export const CounterStarSeriesPlanQuerySchema = z
  .strictObject({
    sevaId: z.coerce.number().int().positive().describe('A seva of this temple'),
    ...planQueryFields,
  })
  .superRefine((query, context) => checkStarSeriesKind(query, query.occurrences, context, 'occurrences'));
export type CounterStarSeriesPlanQuery = z.infer<typeof CounterStarSeriesPlanQuerySchema>;

export const StarSeriesOccurrenceSchema = z.object({
  /** The star's day the series takes. */
  date: z.string(),
  note: z.enum(STAR_SERIES_NOTES).nullable(),
  /** The star's other day: the second sunrise day, or its second day in the Malayalam month. */
  otherDate: z.string().nullable(),
  status: z.enum(SEVA_DAY_STATUSES),
  /** Why the date cannot be booked: SEVA_FULL, DATE_BLOCKED, AFTER_SEVA_END_DATE… */
  reason: ErrorCodeSchema.nullable(),
  /** The blocking's own words, when the temple gave a reason for closing the day. */
  blockedReason: z.string().nullable(),
  /** For a date that cannot be booked: the nearest bookable day of the star the series does not already take. */
  alternative: z.string().nullable(),
});
export type StarSeriesOccurrence = z.infer<typeof StarSeriesOccurrenceSchema>;

export const StarSeriesPlanSchema = z.object({
  sevaId: z.number().int(),
  templeId: z.number().int(),
  star: z.number().int(),
  every: z.enum(STAR_SERIES_KINDS),
  month: z.number().int().nullable(),
  /** The temple's rule for the star of a day: at sunrise, or six nazhika (144 min) after it. */
  rule: z.enum(STAR_OF_DAY_RULES),
  occurrences: z.array(StarSeriesOccurrenceSchema),
  /** What the devotee books when they accept the plan: each open date, or its alternative. */
  dates: z.array(z.string()),
});
export type StarSeriesPlan = z.infer<typeof StarSeriesPlanSchema>;

/** A date of the devotee's series, as their booking history shows it. */
export const MyStarSeriesDateSchema = z.object({
  orderLineId: z.number().int(),
  /** The order the date is booked in: the series' own, or, paid date by date, the date's. */
  orderId: z.number().int(),
  date: z.string(),
  /** OrderLineStatus: 0 booked, 1 cancelled, 2 awaiting approval, 3 rejected, 4 refunded. */
  lineStatus: z.number().int(),
  isPerformed: z.boolean(),
  /** The temple closed the seva on this date after it was booked (a blocking, or a day it no longer performs it). */
  isClosed: z.boolean(),
  /** The temple's words for closing it, when it gave any. */
  closedReason: z.string().nullable(),
  /** For a closed date: the nearest open day of the star the series does not take, to move it to. */
  alternative: z.string().nullable(),
  /**
   * A later date of a series paid date by date: where its payment stands, what it costs, the last day
   * to pay it, and the token of its pay link (/star-series-due/{token}). Null for a date paid with the
   * series.
   */
  due: z
    .object({
      state: z.enum(STAR_SERIES_DUE_STATES),
      totalAmount: z.number().int(),
      payBy: z.string(),
      token: z.string(),
    })
    .nullable(),
});

/** GET /api/v1/me/star-series: the devotee's series, newest first; unpaid attempts are left out. */
export const MyStarSeriesSchema = z.object({
  id: z.string(),
  sevaId: z.number().int(),
  sevaName: z.string(),
  sevaNameNarration: z.string().nullable(),
  templeId: z.number().int(),
  templeName: z.string(),
  templeNameNarration: z.string().nullable(),
  star: z.number().int(),
  devoteeName: z.string(),
  every: z.enum(STAR_SERIES_KINDS),
  month: z.number().int().nullable(),
  occurrences: z.number().int(),
  /** once: every date was paid with the series; each: its later dates are paid one by one before they come. */
  payment: z.enum(STAR_SERIES_PAYMENTS),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The order's status: paid, or pending while a bank transfer is awaited. */
  orderStatus: z.string(),
  /** The first date still to come whose seva stands (booked or awaiting the temple), if any. */
  nextDate: z.string().nullable(),
  dates: z.array(MyStarSeriesDateSchema),
  stoppedAt: z.string().nullable(),
  /** The temple's decision on the refund the stop asked for, when there is one: requested, processed… */
  refundStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type MyStarSeries = z.infer<typeof MyStarSeriesSchema>;

export const MyStarSeriesListSchema = z.object({
  items: z.array(MyStarSeriesSchema),
  total: z.number().int(),
});
export type MyStarSeriesList = z.infer<typeof MyStarSeriesListSchema>;

export const StarSeriesIdParamsSchema = z.strictObject({
  seriesId: z.string().min(10).max(64).describe('The series id from GET /api/v1/me/star-series'),
});

export const StopStarSeriesInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(500, 'Keep the reason under 500 characters'),
});
export type StopStarSeriesInput = z.infer<typeof StopStarSeriesInputSchema>;

export const StarSeriesDateParamsSchema = z.strictObject({
  seriesId: z.string().min(10).max(64),
  orderLineId: z.coerce.number().int().positive(),
});

export const MoveStarSeriesDateInputSchema = z.strictObject({
  date: z
    .string()
    .refine(isIsoDate, 'Enter a date as yyyy-MM-dd')
    .describe("Another day of the series' star at the temple"),
});
export type MoveStarSeriesDateInput = z.infer<typeof MoveStarSeriesDateInputSchema>;

/** GET /api/v1/star-series-dues/{token}: a later date of a series paid date by date, as its pay link shows it. */
export const StarSeriesDueSchema = z.object({
  orderNumber: z.string(),
  state: z.enum(STAR_SERIES_DUE_STATES),
  templeId: z.number().int(),
  templeName: z.string(),
  templeNameNarration: z.string().nullable(),
  sevaName: z.string(),
  sevaNameNarration: z.string().nullable(),
  devoteeName: z.string(),
  star: z.number().int(),
  every: z.enum(STAR_SERIES_KINDS),
  date: z.string(),
  /** Paise: the seva and the temple's charges for this one date. */
  totalAmount: z.number().int(),
  /** The last day to pay it (yyyy-MM-dd); after it the place is let go. */
  payBy: z.string(),
});
export type StarSeriesDue = z.infer<typeof StarSeriesDueSchema>;

export const StarSeriesDueParamsSchema = z.strictObject({
  token: z.string().min(20).max(100).describe('The token of the pay link the reminder gave'),
});

/** POST /api/v1/star-series-dues/{token}/pay: the payment opened for the date, and where to pay it. */
export const StarSeriesDuePaymentSchema = z.object({
  paymentId: z.number().int(),
  amount: z.number().int(),
  /** Until when the payment may complete; after it the date is due again until its pay-by day ends. */
  holdExpiresAt: z.string(),
  /** The hosted payment page to open (demo gateway), or null. */
  checkoutUrl: z.string().nullable(),
  gateway: z.object({ name: z.string(), clientParams: z.record(z.string(), z.unknown()).nullable() }),
});
export type StarSeriesDuePayment = z.infer<typeof StarSeriesDuePaymentSchema>;
