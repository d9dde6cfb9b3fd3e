import {
  type AvailabilityCalendar,
  type AvailabilityCalendarQuery,
  DomainError,
  daysOfMonth,
  ruleCovers,
  SevaType,
  weekdayOf,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getStaffSeva } from '../catalogue-management/index.ts';
import { dayState, loadBookingFacts, toAvailabilityRule, toSevaDay } from '../sevas/index.ts';
import { templeToday } from './temple-today.ts';

/**
 * spec seva-availability-details: each day of a month, what is booked (paid and held, from the
 * capacity counters) against the day's limit, and whether a devotee could book it now: open, full,
 * blocked or closed with the reason.
 */
export async function getAvailabilityCalendar(
  db: Executor,
  templeId: number,
  sevaId: number,
  query: AvailabilityCalendarQuery,
  now: Date,
): Promise<AvailabilityCalendar> {
  const seva = await getStaffSeva(db, templeId, sevaId);
  const month = query.month ?? (await templeToday(db, templeId, now)).today.slice(0, 7);
  const days = daysOfMonth(month);
  const facts = await loadBookingFacts(db, {
    sevaIds: [sevaId],
    days: { from: days[0]!, to: days[days.length - 1]! },
  });
  const found = facts.sevas.get(sevaId);
  if (!found) throw new DomainError('NOT_FOUND', 'No seva of this temple has this id');
  // A pre-booking takes no date from devotees; its calendar shows the days the temple may allot it
  // (the approve modal's Panchangam), by the rules of any dated seva.
  const row = found.sevaType === SevaType.PreBooking ? { ...found, sevaType: SevaType.Regular } : found;
  const specialRules = facts
    .rulesOf(sevaId)
    .map(toAvailabilityRule)
    .filter((rule) => rule.kind === 'special');
  const calendarDays = days.map((date) => {
    const state = dayState(facts, row, date, now);
    const day = toSevaDay(date, state);
    return {
      date,
      weekday: weekdayOf(date),
      status: day.status,
      reason: day.reason,
      limit: state.limit,
      booked: state.booked,
      remaining: state.remaining,
      isSpecialDate: specialRules.some((rule) => ruleCovers(rule, date)),
    };
  });
  return {
    sevaId,
    sevaName: seva.name,
    month,
    totalBooked: calendarDays.reduce((sum, day) => sum + day.booked, 0),
    days: calendarDays,
  };
}
