import { z } from 'zod';
import { isIsoDate } from './calendar.ts';
import { MAX_STAR_SERIES_OCCURRENCES, STAR_SERIES_KINDS, STAR_SERIES_PAYMENTS } from './star-series.ts';

/**
 * The star series a cart line may carry (star-series.ts): apart from the plan's schemas, so the cart's
 * rules bring no more than zod and the calendar.
 */

export const STAR_SERIES_MONTH_REQUIRED = 'Choose the Malayalam month of the yearly seva';
export const STAR_SERIES_OCCURRENCES_MESSAGE = 'A monthly series has 1 to 12 dates, a yearly one 1 to 5';
const MONTH_MESSAGE = 'Choose the Malayalam month (1 Chingam to 12 Karkidakam)';

export const starSeriesMonthField = z.coerce
  .number({ error: MONTH_MESSAGE })
  .int(MONTH_MESSAGE)
  .min(1, MONTH_MESSAGE)
  .max(12, MONTH_MESSAGE);

/** A series' count fits its kind, and a yearly one names its month. */
export function checkStarSeriesKind(
  series: { every: (typeof STAR_SERIES_KINDS)[number]; month?: number | undefined },
  count: number,
  context: z.RefinementCtx,
  countPath: string,
): void {
  if (count > MAX_STAR_SERIES_OCCURRENCES[series.every]) {
    context.addIssue({ code: 'custom', path: [countPath], message: STAR_SERIES_OCCURRENCES_MESSAGE });
  }
  if (series.every === 'year' && series.month === undefined) {
    context.addIssue({ code: 'custom', path: ['month'], message: STAR_SERIES_MONTH_REQUIRED });
  }
}

/** On a cart line: the line is booked on every one of `dates` (its performDate is the first). */
export const CartStarSeriesSchema = z
  .strictObject({
    every: z.enum(STAR_SERIES_KINDS),
    month: starSeriesMonthField.optional(),
    dates: z
      .array(z.string().refine(isIsoDate, 'Enter a date as yyyy-MM-dd'))
      .min(1, STAR_SERIES_OCCURRENCES_MESSAGE)
      .max(MAX_STAR_SERIES_OCCURRENCES.month, STAR_SERIES_OCCURRENCES_MESSAGE),
    /** once (the default): every date paid now; each: the first now, every later date before it comes (star-series.ts). */
    payment: z.enum(STAR_SERIES_PAYMENTS).optional(),
  })
  .superRefine((series, context) => {
    checkStarSeriesKind(series, series.dates.length, context, 'dates');
    series.dates.forEach((date, index) => {
      const previous = series.dates[index - 1];
      if (previous !== undefined && date <= previous) {
        context.addIssue({
          code: 'custom',
          path: ['dates', index],
          message: 'The dates of a series go from the earliest to the latest, each once',
        });
      }
    });
  });
export type CartStarSeries = z.infer<typeof CartStarSeriesSchema>;
