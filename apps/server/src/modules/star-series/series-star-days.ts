import type { AppDeps } from '../../app-deps.ts';
import { resolvePlace } from '../panchangam/index.ts';
import type { BookingFacts } from '../sevas/index.ts';
import { starDatesAt } from './plan-star-series.ts';

/** For each cart line that follows the devotee's star (by its index): the star's days at its temple. */
export type SeriesStarDays = ReadonlyMap<number, ReadonlySet<string>>;

/** A line that may follow the devotee's star: a cart's line, or a counter bill's. */
export interface SeriesLine {
  sevaId: number;
  starId: number;
  starSeries?: { dates: readonly string[] } | undefined;
}

/**
 * The star's days over each series line's dates, read from the temple's star calendar (the star-dates
 * call's days): the cart's and the counter bill's evaluations refuse a series date that is not one
 * (NOT_STAR_DAY). A temple with no place to reckon stars from, or a line with no real star, gets no
 * days, so its dates are refused.
 */
export async function seriesStarDays(
  deps: Pick<AppDeps, 'db' | 'starCalendars'>,
  facts: BookingFacts,
  input: { lines: readonly SeriesLine[] },
): Promise<SeriesStarDays> {
  const found = new Map<number, ReadonlySet<string>>();
  for (const [index, line] of input.lines.entries()) {
    const dates = line.starSeries?.dates;
    const seva = facts.sevas.get(line.sevaId);
    if (!dates || !seva || line.starId > 27) continue;
    const place = await resolvePlace(deps.db, { templeId: seva.templeId }).catch(() => null);
    if (!place) continue;
    const first = dates[0] ?? '';
    const last = dates.at(-1) ?? first;
    found.set(index, new Set(await starDatesAt(deps, place, line.starId, first, last)));
  }
  return found;
}
