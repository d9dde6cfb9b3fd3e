import { z } from 'zod';
import { addDays, daysBetween, isIsoDate } from '../booking/calendar.ts';
import { ErrorCodeSchema } from '../booking/cart-evaluation-schemas.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { NamedRefSchema, SEVA_DAY_STATUSES } from '../catalogue/seva-schemas.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { IdParam, optionalText } from './admin-fields.ts';

/**
 * spec seva-availability-settings, seva-availability-details and seva-blocking: when a seva can be
 * booked, how full each day is, and the dates the temple closes.
 */

/** A rule or a blocking covers at most a year at a time. */
export const MAX_RULE_DAYS = 366;
export const MAX_RULES_PER_SEVA = 200;

const DailyLimitSchema = z.number().int().min(0).max(100_000).nullable().optional();
const RemarksSchema = optionalText(200);

function checkRange(
  range: { fromDate?: string | null | undefined; toDate?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  const { fromDate, toDate } = range;
  if (!fromDate || !toDate || !isIsoDate(fromDate) || !isIsoDate(toDate)) return;
  if (toDate < fromDate) {
    context.addIssue({
      code: 'custom',
      path: ['toDate'],
      message: 'The end date cannot be before the start',
    });
  } else if (daysBetween(fromDate, toDate) + 1 > MAX_RULE_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['toDate'],
      message: `At most ${MAX_RULE_DAYS} days at a time`,
    });
  }
}

const WeeklyRuleSchema = z
  .strictObject({
    kind: z.literal('weekly'),
    /** 0 Sunday … 6 Saturday. */
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one weekday')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'A weekday is listed twice'),
    fromDate: IsoDateSchema.nullable().optional(),
    toDate: IsoDateSchema.nullable().optional(),
    dailyLimit: DailyLimitSchema,
    remarks: RemarksSchema,
  })
  .superRefine(checkRange);

const DatesRuleSchema = z
  .strictObject({
    kind: z.literal('dates'),
    fromDate: IsoDateSchema,
    toDate: IsoDateSchema,
    dailyLimit: DailyLimitSchema,
    remarks: RemarksSchema,
  })
  .superRefine(checkRange);

/** A special-pooja date (toDate omitted: the one day), spec special-pooja-availability. */
const SpecialRuleSchema = z
  .strictObject({
    kind: z.literal('special'),
    fromDate: IsoDateSchema,
    toDate: IsoDateSchema.optional(),
    dailyLimit: DailyLimitSchema,
    remarks: RemarksSchema,
  })
  .superRefine(checkRange);

export const AvailabilityRuleInputSchema = z.discriminatedUnion('kind', [
  WeeklyRuleSchema,
  DatesRuleSchema,
  SpecialRuleSchema,
]);
export type AvailabilityRuleInput = z.infer<typeof AvailabilityRuleInputSchema>;

/**
 * PUT replaces the seva's whole rule set. The seva's own day type and daily limit are seva fields
 * (PATCH …/sevas/{sevaId}); the settings answer shows them beside the rules.
 */
export const ReplaceAvailabilityRulesInputSchema = z.strictObject({
  rules: z.array(AvailabilityRuleInputSchema).max(MAX_RULES_PER_SEVA),
});
export type ReplaceAvailabilityRulesInput = z.infer<typeof ReplaceAvailabilityRulesInputSchema>;

export const AvailabilityRuleViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['weekly', 'dates', 'special']),
  weekdays: z.array(z.number().int()).nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  dailyLimit: z.number().int().nullable(),
  remarks: z.string().nullable(),
});
export type AvailabilityRuleView = z.infer<typeof AvailabilityRuleViewSchema>;

export const SevaAvailabilitySettingsSchema = z.object({
  sevaId: z.number().int(),
  sevaName: z.string(),
  sevaType: z.number().int(),
  dayType: z.number().int(),
  maxLimitPerDay: z.number().int().nullable(),
  rules: z.array(AvailabilityRuleViewSchema),
});
export type SevaAvailabilitySettings = z.infer<typeof SevaAvailabilitySettingsSchema>;

// The month calendar --------------------------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const AvailabilityCalendarQuerySchema = z.strictObject({
  /** yyyy-MM; default the temple's current month. */
  month: z.string().regex(MONTH, 'Enter a month as yyyy-MM').optional(),
});
export type AvailabilityCalendarQuery = z.infer<typeof AvailabilityCalendarQuerySchema>;

/** Every day of the month 'yyyy-MM'. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

export const AvailabilityCalendarDaySchema = z.object({
  date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int(),
  /** As a devotee would find the day now: open, full, blocked (by the temple) or closed. */
  status: z.enum(SEVA_DAY_STATUSES),
  reason: ErrorCodeSchema.nullable(),
  /** Units bookable that day; null: no limit. */
  limit: z.number().int().nullable(),
  /** Units paid or held. */
  booked: z.number().int(),
  remaining: z.number().int().nullable(),
  isSpecialDate: z.boolean(),
});
export type AvailabilityCalendarDay = z.infer<typeof AvailabilityCalendarDaySchema>;

export const AvailabilityCalendarSchema = z.object({
  sevaId: z.number().int(),
  sevaName: z.string(),
  month: z.string(),
  totalBooked: z.number().int(),
  days: z.array(AvailabilityCalendarDaySchema),
});
export type AvailabilityCalendar = z.infer<typeof AvailabilityCalendarSchema>;

// Blocking -----------------------------------------------------------------------------------------

export const CreateSevaBlockingInputSchema = z
  .strictObject({
    /** null or omitted: every seva of the temple. */
    sevaId: z.number().int().positive().nullable().optional(),
    fromDate: IsoDateSchema,
    toDate: IsoDateSchema,
    reason: z.string().trim().min(1, 'Give the reason for blocking').max(300),
  })
  .superRefine(checkRange);
export type CreateSevaBlockingInput = z.infer<typeof CreateSevaBlockingInputSchema>;

export const SevaBlockingSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  /** null: every seva of the temple. */
  seva: NamedRefSchema.nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string().nullable(),
  blockedBy: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SevaBlocking = z.infer<typeof SevaBlockingSchema>;
export const SevaBlockingListSchema = pageOf(SevaBlockingSchema);
export type SevaBlockingList = z.infer<typeof SevaBlockingListSchema>;

export const SevaBlockingListQuerySchema = PageQuerySchema.extend({
  /** upcoming: not over yet (default); past: over; all. */
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  sevaId: z.coerce.number().int().positive().optional(),
});
export type SevaBlockingListQuery = z.infer<typeof SevaBlockingListQuerySchema>;

export const TempleBlockingParamsSchema = z.strictObject({ templeId: IdParam, blockingId: IdParam });

/** A booking on a blocked date, for the staff to postpone or refund (spec perform-postpond, refunds). */
export const AffectedBookingSchema = z.object({
  lineId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** 'paid', or 'pending' while a bank transfer awaits verification. */
  orderStatus: z.string(),
  paymentMode: z.number().int(),
  seva: NamedRefSchema,
  performDate: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  devoteeName: z.string(),
  starName: z.string(),
  /** Who booked it, and how to reach them. */
  contact: z.object({
    userId: z.number().int().nullable(),
    userName: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type AffectedBooking = z.infer<typeof AffectedBookingSchema>;
export const AffectedBookingListSchema = pageOf(AffectedBookingSchema);
export type AffectedBookingList = z.infer<typeof AffectedBookingListSchema>;

export const SevaBlockingCreatedSchema = z.object({
  blocking: SevaBlockingSchema,
  affectedBookings: AffectedBookingListSchema,
});
export type SevaBlockingCreated = z.infer<typeof SevaBlockingCreatedSchema>;
