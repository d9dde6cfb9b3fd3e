import { z } from 'zod';
import { daysBetween, isIsoDate } from './booking/calendar.ts';
import { IsoDateSchema } from './booking/iso-date-schema.ts';
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { LookupItemSchema } from './lookup-schemas.ts';
import { STAR_OF_DAY_RULES } from './seva-codes.ts';

/**
 * spec §7 GET /Seva?fromdate&todate&star: the dates on which a star is the star of the day at a place
 * (GET /api/v1/star-dates), and the Panchangam month (GET /api/v1/panchangam). docs/glossary.md, "Star of
 * the day", says how the star of a day is found.
 */

/** The longest star-dates range, counting both ends: a leap year. */
export const STAR_DATES_MAX_DAYS = 366;
/** The years whose ayanamsa and ephemeris accuracy we measured (docs/glossary.md). */
export const PANCHANGAM_FIRST_YEAR = 1900;
export const PANCHANGAM_LAST_YEAR = 2100;
/** The zone of a place given by lat and lon alone (ARCHITECTURE rule 8). */
export const PANCHANGAM_DEFAULT_TIME_ZONE = DEFAULT_TIME_ZONE;

const YEARS_MESSAGE = `Give a date from ${PANCHANGAM_FIRST_YEAR} to ${PANCHANGAM_LAST_YEAR}`;

function isInYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= PANCHANGAM_FIRST_YEAR && year <= PANCHANGAM_LAST_YEAR;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const CalendarDateSchema = IsoDateSchema.refine(isInYears, YEARS_MESSAGE);

function degreesBetween(min: number, max: number, name: string) {
  const message = `Give ${name} in degrees from ${min} to ${max}`;
  return z.coerce.number({ error: message }).min(min, message).max(max, message);
}

const STAR_MESSAGE = 'Give a star from 1 (Ashwathy) to 27 (Revathi)';

/** Where the stars are reckoned: a temple, or a latitude and longitude. */
const placeFields = {
  templeId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('The temple whose place, zone and rule apply'),
  lat: degreesBetween(-90, 90, 'lat').optional().describe('Latitude in degrees, north positive'),
  lon: degreesBetween(-180, 180, 'lon').optional().describe('Longitude in degrees, east positive'),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, 'Not a known IANA time zone')
    .optional()
    .describe(
      `With lat and lon: the zone whose calendar dates are meant (default ${PANCHANGAM_DEFAULT_TIME_ZONE})`,
    ),
  rule: z
    .enum(STAR_OF_DAY_RULES)
    .optional()
    .describe("Star at sunrise, or six nazhika after it; default: the temple's rule, else sunrise"),
};

interface PlaceQuery {
  templeId?: number | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  timeZone?: string | undefined;
}

function checkPlace(query: PlaceQuery, context: z.RefinementCtx): void {
  const hasLat = query.lat !== undefined;
  const hasLon = query.lon !== undefined;
  if (query.templeId !== undefined) {
    if (hasLat || hasLon) {
      context.addIssue({
        code: 'custom',
        path: ['templeId'],
        message: 'Give either templeId or lat and lon, not both',
      });
    }
    if (query.timeZone !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: "A temple's own time zone applies; give timeZone only with lat and lon",
      });
    }
    return;
  }
  if (!hasLat && !hasLon) {
    context.addIssue({ code: 'custom', path: ['templeId'], message: 'Give templeId, or lat and lon' });
  } else if (!hasLat) {
    context.addIssue({ code: 'custom', path: ['lat'], message: 'Give lat with lon' });
  } else if (!hasLon) {
    context.addIssue({ code: 'custom', path: ['lon'], message: 'Give lon with lat' });
  }
}

/** GET /api/v1/star-dates. */
export const StarDatesQuerySchema = z
  .strictObject({
    star: z.coerce
      .number({ error: STAR_MESSAGE })
      .int(STAR_MESSAGE)
      .min(1, STAR_MESSAGE)
      .max(27, STAR_MESSAGE)
      .describe('1 Ashwathy … 27 Revathi'),
    from: CalendarDateSchema.describe('First date, yyyy-MM-dd'),
    to: CalendarDateSchema.describe(`Last date, yyyy-MM-dd; at most ${STAR_DATES_MAX_DAYS} days in all`),
    ...placeFields,
  })
  .superRefine((query, context) => {
    checkPlace(query, context);
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    // Both ends count: 2026-01-01 to 2027-01-01 is 366 days.
    const days = daysBetween(query.from, query.to) + 1;
    if (days < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (days > STAR_DATES_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range may cover at most ${STAR_DATES_MAX_DAYS} days`,
      });
    }
  });
export type StarDatesQuery = z.infer<typeof StarDatesQuerySchema>;

const reckoningFields = {
  rule: z.enum(STAR_OF_DAY_RULES),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** null when the place was given by lat and lon. */
  templeId: z.number().int().nullable(),
};

/** One date on which the star is the star of the day. */
export const StarDateSchema = z.object({
  date: z.string().describe('yyyy-MM-dd in the time zone'),
  sunrise: z.string().describe('Sunrise (upper limb, standard refraction), UTC: 2026-11-22T00:54:12Z'),
  sunriseLocal: z.string().describe('Sunrise, local time to the minute: 06:24'),
  starEnd: z.string().describe("When the day's star ends, UTC"),
  starEndLocal: z.string().describe("When the day's star ends, local, to the minute: 2026-11-22T14:03+05:30"),
});
export type StarDate = z.infer<typeof StarDateSchema>;

export const StarDatesResponseSchema = z.object({
  star: z.number().int(),
  from: z.string(),
  to: z.string(),
  ...reckoningFields,
  items: z.array(StarDateSchema),
  total: z.number().int(),
});
export type StarDatesResponse = z.infer<typeof StarDatesResponseSchema>;

/** GET /api/v1/panchangam: every day of a month with its star. */
export const PanchangamQuerySchema = z
  .strictObject({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use yyyy-MM')
      .refine(isInYears, YEARS_MESSAGE)
      .describe('yyyy-MM'),
    ...placeFields,
  })
  .superRefine(checkPlace);
export type PanchangamQuery = z.infer<typeof PanchangamQuerySchema>;

/**
 * A day's star and Malayalam month. The star fields are null on a day the Sun does not rise (polar
 * latitudes); the month only when, besides, the Sun changes sign that day.
 */
export const PanchangamDaySchema = z.object({
  date: z.string().describe('yyyy-MM-dd in the time zone'),
  star: LookupItemSchema.nullable(),
  sunrise: z.string().nullable(),
  sunriseLocal: z.string().nullable(),
  starEnd: z.string().nullable(),
  starEndLocal: z.string().nullable(),
  malayalamMonth: LookupItemSchema.nullable().describe(
    "The Malayalam (Kollam era) month, a birth-month lookup item: the Sun's sidereal sign 3/5 of the daytime after sunrise",
  ),
  malayalamYear: z
    .number()
    .int()
    .nullable()
    .describe('The Kollam era (ME) year, which begins on Chingam 1: 1202 from 17 August 2026'),
});
export type PanchangamDay = z.infer<typeof PanchangamDaySchema>;

export const PanchangamResponseSchema = z.object({
  month: z.string(),
  ...reckoningFields,
  items: z.array(PanchangamDaySchema),
  total: z.number().int(),
});
export type PanchangamResponse = z.infer<typeof PanchangamResponseSchema>;
