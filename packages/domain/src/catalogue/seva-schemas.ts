import { z } from 'zod';
import { addDays, daysBetween } from '../booking/calendar.ts';
import { ErrorCodeSchema } from '../booking/cart-evaluation-schemas.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { TempleSummarySchema } from '../temple-schemas.ts';

/** The public seva catalogue: what devotees browse before booking (temple-seva-list, seva details). */

export const NamedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
});
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Postal delivery of the prasadam (spec IsPrasadamDelivered, DeliveryCharge, DeliveryHeading, DeliveryRemarks). */
export const SevaDeliverySchema = z.object({
  isAvailable: z.boolean(),
  /** Paise per unit, added when the devotee chooses postal delivery. */
  charge: z.number().int(),
  heading: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const SevaSummarySchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  deity: NamedRefSchema.nullable(),
  group: NamedRefSchema.nullable(),
  /** Paise per unit (per day for a continuous seva). */
  rate: z.number().int(),
  performTime: z.string().nullable(),
  prasadamTime: z.string().nullable(),
  shortDescription: z.string().nullable(),
  rulesRemark: z.string().nullable(),
  /** 1 regular, 2 special pooja, 3 pre-booking (the temple allots the date). */
  sevaType: z.number().int(),
  /** 1 every day, 2 on the days of its availability rules. */
  dayType: z.number().int(),
  isContinuous: z.boolean(),
  /** The temple confirms each booking (vazhipad approval); the day's place is held meanwhile. */
  needsApproval: z.boolean(),
  maxLimitPerDay: z.number().int().nullable(),
  devoteeCount: z.number().int(),
  /** Paise per unit added to every booking (usually 0). */
  postageCharge: z.number().int(),
  delivery: SevaDeliverySchema,
  /** The last bookable day: the earlier of the seva's and the temple's SevaEndDate. */
  endDate: z.string().nullable(),
  /** The first day a devotee may choose now; null for a pre-booking. */
  minPerformDate: z.string().nullable(),
  imageUrl: z.string(),
  deityImageUrl: z.string().nullable(),
});
export type SevaSummary = z.infer<typeof SevaSummarySchema>;

export const SevaListQuerySchema = PageQuerySchema.extend({
  groupId: z.coerce.number().int().positive().optional(),
  deityId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
});
export type SevaListQuery = z.infer<typeof SevaListQuerySchema>;

export const SevaListSchema = pageOf(SevaSummarySchema);
export type SevaList = z.infer<typeof SevaListSchema>;

export const SevaIdParamsSchema = z.strictObject({ sevaId: z.coerce.number().int().positive() });

export const SevaAvailabilitySummarySchema = z.object({
  /** Weekdays it is performed on (0 Sunday … 6 Saturday); all seven for an every-day seva. */
  weekdays: z.array(z.number().int()),
  /** Upcoming special-pooja dates (special-pooja-availability). */
  specialDates: z.array(
    z.object({ date: z.string(), dailyLimit: z.number().int().nullable(), remarks: z.string().nullable() }),
  ),
  /** Upcoming date ranges of 'dates' rules. */
  dateRanges: z.array(z.object({ fromDate: z.string(), toDate: z.string(), remarks: z.string().nullable() })),
  /** Upcoming blocked ranges (the seva's and the temple's). */
  blockedRanges: z.array(
    z.object({ fromDate: z.string(), toDate: z.string(), reason: z.string().nullable() }),
  ),
  minPerformDate: z.string().nullable(),
  /** The last day a devotee may choose: the end date, or how far ahead booking is open. */
  lastBookableDate: z.string().nullable(),
  maxLimitPerDay: z.number().int().nullable(),
  /** spec SevaBlockTime, HH:mm:ss in the temple's zone: booking for the next open day closes then. */
  blockTime: z.string().nullable(),
  maxContinuousDays: z.number().int(),
});

export const SevaDetailSchema = SevaSummarySchema.extend({
  temple: z.object({
    id: z.number().int(),
    name: z.string(),
    nameNarration: z.string().nullable(),
    timeZone: z.string(),
    isDakshinaEnabled: z.boolean(),
    isNameStarRequired: z.boolean(),
  }),
  availability: SevaAvailabilitySummarySchema,
});
export type SevaDetail = z.infer<typeof SevaDetailSchema>;

/** A from..to window of days, both optional; `maxDays` long at most, `to` not before `from`. */
export function dateWindowQuerySchema(maxDays: number) {
  return z
    .strictObject({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() })
    .superRefine((query, context) => {
      if (!query.from || !query.to) return;
      if (query.to < query.from) {
        context.addIssue({ code: 'custom', path: ['to'], message: "'to' cannot be before 'from'" });
      } else if (daysBetween(query.from, query.to) + 1 > maxDays) {
        context.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxDays} days at a time` });
      }
    });
}

/** The days a window covers when `from` or `to` is missing: `defaultDays` from `from` (or today). */
export function resolveDateWindow(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
  maxDays: number,
): { from: string; to: string } {
  const from = query.from ?? (query.to ? addDays(query.to, -(defaultDays - 1)) : today);
  const to = query.to ?? addDays(from, Math.min(defaultDays, maxDays) - 1);
  return { from, to };
}

export const MAX_AVAILABILITY_DAYS = 92;
export const SevaAvailabilityQuerySchema = dateWindowQuerySchema(MAX_AVAILABILITY_DAYS);
export type SevaAvailabilityQuery = z.infer<typeof SevaAvailabilityQuerySchema>;

export const SEVA_DAY_STATUSES = ['open', 'full', 'blocked', 'closed'] as const;
export type SevaDayStatus = (typeof SEVA_DAY_STATUSES)[number];

export const SevaDaySchema = z.object({
  date: z.string(),
  /** open: bookable; full: no units left; blocked: the temple blocked it; closed: any other rule. */
  status: z.enum(SEVA_DAY_STATUSES),
  /** Why it is not open: SEVA_FULL, DATE_BLOCKED, BEFORE_MIN_PERFORM_DATE, WEEKDAY_NOT_ALLOWED… */
  reason: ErrorCodeSchema.nullable(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type SevaDay = z.infer<typeof SevaDaySchema>;

export const SevaAvailabilitySchema = z.object({
  sevaId: z.number().int(),
  from: z.string(),
  to: z.string(),
  minPerformDate: z.string().nullable(),
  days: z.array(SevaDaySchema),
});
export type SevaAvailability = z.infer<typeof SevaAvailabilitySchema>;

export const DeitySchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string(),
});
export type Deity = z.infer<typeof DeitySchema>;
export const DeityListSchema = pageOf(DeitySchema);

export const SevaGroupSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  /** Sevas of the group a devotee can book online. */
  sevaCount: z.number().int(),
});
export type SevaGroup = z.infer<typeof SevaGroupSchema>;
export const SevaGroupListSchema = pageOf(SevaGroupSchema);

export const MAX_SPECIAL_POOJA_DAYS = 366;
export const SpecialPoojaQuerySchema = dateWindowQuerySchema(MAX_SPECIAL_POOJA_DAYS);

/** One special-pooja date of one seva (spec special-pooja-availability). */
export const SpecialPoojaSchema = z.object({
  date: z.string(),
  seva: z.object({
    id: z.number().int(),
    name: z.string(),
    nameNarration: z.string().nullable(),
    rate: z.number().int(),
    performTime: z.string().nullable(),
    deity: NamedRefSchema.nullable(),
  }),
  status: z.enum(SEVA_DAY_STATUSES),
  reason: ErrorCodeSchema.nullable(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  remarks: z.string().nullable(),
});
export type SpecialPooja = z.infer<typeof SpecialPoojaSchema>;
export const SpecialPoojaListSchema = pageOf(SpecialPoojaSchema);

export const SEARCH_LIMIT = 10;
export const SearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Type something to search for').max(100),
});

export const SevaSearchHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  rate: z.number().int(),
  sevaType: z.number().int(),
  deity: NamedRefSchema.nullable(),
  temple: NamedRefSchema,
});
export type SevaSearchHit = z.infer<typeof SevaSearchHitSchema>;

/** GET /api/v1/search: temples and sevas, SEARCH_LIMIT of each. */
export const SearchResultSchema = z.object({
  temples: z.array(TempleSummarySchema),
  sevas: z.array(SevaSearchHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
