import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { OrderTotalsSchema, TempleChargesSchema } from '../orders/order-totals.ts';

/**
 * POST /api/v1/cart/evaluate, and what checkout reads before it holds capacity: the cart as the
 * server sees it, one order per temple, every line re-priced and checked.
 */

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/**
 * Problems that inform without stopping the booking. PRICE_CHANGED: the rate the device kept differs
 * from the seva's; the line is priced at the seva's rate and stays valid.
 */
export const INFORMATIONAL_PROBLEM_CODES: readonly ErrorCode[] = ['PRICE_CHANGED'];

export function isBlockingProblem(code: ErrorCode): boolean {
  return !INFORMATIONAL_PROBLEM_CODES.includes(code);
}

export const CartProblemSchema = z.object({
  code: ErrorCodeSchema,
  /** English detail, e.g. the earliest date; the screens word the code from messages.ts. */
  message: z.string(),
  /** The day it concerns, for one day of a continuous seva or a full date. */
  date: z.string().optional(),
});
export type CartProblem = z.infer<typeof CartProblemSchema>;

export const CartDayLimitSchema = z.object({
  date: z.string(),
  /** Units bookable that day (null: no limit): the seva's MaxLimitPerDay or its rule's daily limit. */
  limit: z.number().int().nullable(),
  /** limit − units already paid or held (seva_day_counters.booked); null without a limit. */
  remaining: z.number().int().nullable(),
});
export type CartDayLimit = z.infer<typeof CartDayLimitSchema>;

export const EvaluatedCartLineSchema = z.object({
  /** Position in the request's lines. */
  index: z.number().int(),
  sevaId: z.number().int(),
  sevaName: z.string(),
  deityId: z.number().int().nullable(),
  deityName: z.string().nullable(),
  sevaType: z.number().int(),
  isContinuous: z.boolean(),
  /** One per day for a continuous seva; [] for a pre-booking (type 3), whose date the temple allots. */
  performDates: z.array(z.string()),
  tillDate: z.string().nullable(),
  quantity: z.number().int(),
  /** The seva's rate now, paise per unit per day. */
  rate: z.number().int(),
  /** Paise per unit per day: the seva's postage, plus its delivery charge when prasadamDelivery is 2. */
  postageCharge: z.number().int(),
  /** rate × quantity × the days paid now. */
  amount: z.number().int(),
  /**
   * A star series paid date by date (payment `each`): its later dates, each held now and paid before it
   * comes, and what each will cost then (its own order: the line with the temple's charges). Null
   * otherwise.
   */
  seriesDue: z.object({ dates: z.array(z.string()), totalEach: z.number().int() }).nullable(),
  devoteeName: z.string(),
  devoteeNameId: z.number().int().nullable(),
  starId: z.number().int(),
  prasadamDelivery: z.number().int(),
  deliveryAddress: z.string().nullable(),
  description: z.string().nullable(),
  forType: z.number().int(),
  /** Capacity of each perform date, for the hold checkout takes on seva_day_counters. */
  dayLimits: z.array(CartDayLimitSchema),
  /** No blocking problem (PRICE_CHANGED alone leaves it valid). */
  isValid: z.boolean(),
  problems: z.array(CartProblemSchema),
});
export type EvaluatedCartLine = z.infer<typeof EvaluatedCartLineSchema>;

export const CartOrderSchema = z.object({
  templeId: z.number().int(),
  templeName: z.string(),
  charges: TempleChargesSchema,
  lines: z.array(EvaluatedCartLineSchema),
  /** Problems of the order as a whole (a dakshina the temple does not take). */
  problems: z.array(CartProblemSchema),
  /** priceOrder over every line of the temple, one entry per line per day; with the dakshina. */
  totals: OrderTotalsSchema,
});
export type CartOrder = z.infer<typeof CartOrderSchema>;

export const UnknownCartLineSchema = z.object({
  index: z.number().int(),
  sevaId: z.number().int(),
  problems: z.array(CartProblemSchema),
});
export type UnknownCartLine = z.infer<typeof UnknownCartLineSchema>;

export const CartEvaluationSchema = z.object({
  /** Every line and order free of blocking problems, and no unknown seva. */
  isValid: z.boolean(),
  orders: z.array(CartOrderSchema),
  /** Lines whose seva does not exist (any more): no temple to put them under. */
  unknownLines: z.array(UnknownCartLineSchema),
});
export type CartEvaluation = z.infer<typeof CartEvaluationSchema>;
