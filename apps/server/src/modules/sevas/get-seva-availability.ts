import {
  addDays,
  daysBetween,
  localDateTime,
  MAX_AVAILABILITY_DAYS,
  resolveDateWindow,
  type SevaAvailability,
  type SevaAvailabilityQuery,
  SevaType,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { assertBookableSeva } from './get-seva.ts';
import { dayState, loadBookingFacts, toSevaDay } from './seva-booking-facts.ts';
import { sevaMinPerformDate } from './seva-dto.ts';

const DEFAULT_DAYS = 31;

/**
 * The booking calendar of one seva (the date picker, spec special-pooja-availability): for each day of
 * from..to (at most 92; default a month from today), open, full, blocked or closed with the reason, and
 * the units left (the limit less what is paid or held). A pre-booking has no day to choose: each is
 * closed with DATE_ALLOTTED_BY_TEMPLE.
 */
export async function getSevaAvailability(
  db: Executor,
  sevaId: number,
  query: SevaAvailabilityQuery,
  now: Date,
): Promise<SevaAvailability> {
  // "Today" is the temple's, not known before the load: read a day either side of the UTC one.
  const utcToday = now.toISOString().slice(0, 10);
  const loose = resolveDateWindow(query, utcToday, DEFAULT_DAYS, MAX_AVAILABILITY_DAYS);
  const facts = await loadBookingFacts(db, {
    sevaIds: [sevaId],
    days: { from: query.from ?? addDays(loose.from, -1), to: query.to ?? addDays(loose.to, 1) },
  });
  const row = facts.sevas.get(sevaId);
  const { seva, temple } = assertBookableSeva(row, row && facts.temples.get(row.templeId));
  const today = localDateTime(now, temple.timeZone).date;
  const { from, to } = resolveDateWindow(query, today, DEFAULT_DAYS, MAX_AVAILABILITY_DAYS);
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
  return {
    sevaId,
    from,
    to,
    minPerformDate: sevaMinPerformDate(seva, temple, now),
    days: dates.map((date) =>
      seva.sevaType === SevaType.PreBooking
        ? { date, status: 'closed', reason: 'DATE_ALLOTTED_BY_TEMPLE', limit: null, remaining: null }
        : toSevaDay(date, dayState(facts, seva, date, now)),
    ),
  };
}
