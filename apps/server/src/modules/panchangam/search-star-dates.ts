import type { StarDatesQuery, StarDatesResponse } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findStarDates, type StarDay } from './nakshatra.ts';
import { resolvePlace } from './resolve-place.ts';
import type { StarCalendars } from './star-calendar.ts';
import { toStarDate } from './star-day-dto.ts';

/** spec §7 GET /Seva?fromdate&todate&star: the dates in a range on which the star is the star of the day. */
export async function searchStarDates(
  db: Executor,
  calendars: StarCalendars,
  query: StarDatesQuery,
): Promise<StarDatesResponse> {
  const place = await resolvePlace(db, query);
  let days: StarDay[];
  if (place.templeId === null) {
    // Coordinates of the asker's own: only the ~2 dates in 27 that can carry the star are reckoned.
    days = findStarDates({ ...place, star: query.star, from: query.from, to: query.to });
  } else {
    const calendar = await calendars.daysBetween(place, query.from, query.to);
    days = calendar.flatMap(({ day }) => (day && day.star === query.star ? [day] : []));
  }
  return {
    star: query.star,
    from: query.from,
    to: query.to,
    rule: place.rule,
    timeZone: place.timeZone,
    latitude: place.latitude,
    longitude: place.longitude,
    templeId: place.templeId,
    items: days.map((day) => toStarDate(day, place.timeZone)),
    total: days.length,
  };
}
