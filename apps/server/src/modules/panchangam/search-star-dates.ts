import type { StarDatesQuery, StarDatesResponse } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findStarDates } from './nakshatra.ts';
import { resolvePlace } from './resolve-place.ts';
import { toStarDate } from './star-day-dto.ts';

/** spec §7 GET /Seva?fromdate&todate&star: the dates in a range on which the star is the star of the day. */
export async function searchStarDates(db: Executor, query: StarDatesQuery): Promise<StarDatesResponse> {
  const place = await resolvePlace(db, query);
  const days = findStarDates({ ...place, star: query.star, from: query.from, to: query.to });
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
