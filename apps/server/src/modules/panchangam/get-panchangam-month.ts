import type { PanchangamQuery, PanchangamResponse } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { malayalamMonthOf } from './malayalam-month.ts';
import { resolvePlace } from './resolve-place.ts';
import type { StarCalendars } from './star-calendar.ts';
import { toPanchangamDay } from './star-day-dto.ts';

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/**
 * The Panchangam month view: every date of the month with its star of the day, sunrise and star end (from
 * the temple's stored year of stars) and its Malayalam month, reckoned per date: one or two Sun positions,
 * a sunset only on the days near a sankranti.
 */
export async function getPanchangamMonth(
  db: Executor,
  calendars: StarCalendars,
  query: PanchangamQuery,
): Promise<PanchangamResponse> {
  const place = await resolvePlace(db, query);
  const days = await calendars.daysBetween(place, `${query.month}-01`, lastDayOfMonth(query.month));
  return {
    month: query.month,
    rule: place.rule,
    timeZone: place.timeZone,
    latitude: place.latitude,
    longitude: place.longitude,
    templeId: place.templeId,
    items: days.map(({ date, day }) =>
      toPanchangamDay(date, day, malayalamMonthOf(date, place), place.timeZone),
    ),
    total: days.length,
  };
}
