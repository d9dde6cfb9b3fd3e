import {
  addDays,
  DEFAULT_MAX_AHEAD_DAYS,
  DomainError,
  daysBetween,
  isSevaBookableOnline,
  lastBookableDate,
  localDateTime,
  MAX_CONTINUOUS_DAYS,
  MAX_SPECIAL_POOJA_DAYS,
  SevaDayType,
  type SevaDetail,
  SevaType,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import type { TempleBookingSettings } from '../temples/index.ts';
import { isTempleBookable, loadBookingFacts, toSevaDateFacts } from './seva-booking-facts.ts';
import { sevaMinPerformDate, toSevaSummary } from './seva-dto.ts';
import type { SevaRow } from './sevas-repository.ts';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The days of a special-pooja rule (normally one), at most a year of them. */
function daysOf(from: string, to: string): string[] {
  const span = Math.min(daysBetween(from, to), MAX_SPECIAL_POOJA_DAYS - 1);
  return Array.from({ length: span + 1 }, (_, index) => addDays(from, index));
}

export interface BookableSeva {
  seva: SevaRow;
  temple: TempleBookingSettings;
}

/** NOT_FOUND unless the seva exists, can be booked online and its temple takes bookings. */
export function assertBookableSeva(
  seva: SevaRow | undefined,
  temple: TempleBookingSettings | undefined,
): BookableSeva {
  if (!seva || !temple || !isSevaBookableOnline(toSevaDateFacts(seva)) || !isTempleBookable(temple)) {
    throw new DomainError('NOT_FOUND', 'No seva with this id can be booked online');
  }
  return { seva, temple };
}

/**
 * Seva details (spec seva-devotee-details): the seva with its booking rules summarised for the date
 * picker: weekdays, upcoming special dates, blocked ranges, the minimum and the last bookable day.
 */
export async function getSeva(db: Executor, sevaId: number, now: Date): Promise<SevaDetail> {
  // Blocked ranges are read for the bookable year ahead; the temple's zone is not known yet, so a day
  // either side covers every zone.
  const utcToday = now.toISOString().slice(0, 10);
  const facts = await loadBookingFacts(db, {
    sevaIds: [sevaId],
    days: { from: addDays(utcToday, -1), to: addDays(utcToday, DEFAULT_MAX_AHEAD_DAYS + 1) },
  });
  const row = facts.sevas.get(sevaId);
  const { seva, temple } = assertBookableSeva(row, row && facts.temples.get(row.templeId));
  const today = localDateTime(now, temple.timeZone).date;
  const rules = facts.rulesOf(seva.id).filter((rule) => rule.toDate === null || rule.toDate >= today);
  const isPreBooking = seva.sevaType === SevaType.PreBooking;
  const endDate = lastBookableDate(seva.endDate, temple.sevaEndDate);
  const horizon = addDays(today, DEFAULT_MAX_AHEAD_DAYS);
  const weekdays =
    seva.dayType === SevaDayType.ByAvailability || seva.sevaType === SevaType.SpecialPooja
      ? [
          ...new Set(rules.filter((rule) => rule.kind === 'weekly').flatMap((rule) => rule.weekdays ?? [])),
        ].sort()
      : EVERY_DAY;
  return {
    ...toSevaSummary(seva, temple, now),
    temple: {
      id: temple.id,
      name: temple.name,
      nameNarration: temple.nameNarration,
      timeZone: temple.timeZone,
      isDakshinaEnabled: temple.isDakshinaEnabled,
      isNameStarRequired: temple.isNameStarRequired,
    },
    availability: {
      weekdays: seva.sevaType === SevaType.SpecialPooja ? [] : weekdays,
      specialDates: rules
        .filter((rule) => rule.kind === 'special' && rule.fromDate !== null && rule.toDate !== null)
        .flatMap((rule) =>
          daysOf(rule.fromDate as string, rule.toDate as string)
            .filter((date) => date >= today)
            .map((date) => ({ date, dailyLimit: rule.dailyLimit, remarks: rule.remarks })),
        )
        .sort((a, b) => a.date.localeCompare(b.date)),
      dateRanges: rules
        .filter((rule) => rule.kind === 'dates' && rule.fromDate !== null && rule.toDate !== null)
        .map((rule) => ({
          fromDate: rule.fromDate as string,
          toDate: rule.toDate as string,
          remarks: rule.remarks,
        })),
      blockedRanges: facts
        .blockingsOf(seva)
        .filter((range) => range.toDate >= today)
        .map((range) => ({ fromDate: range.fromDate, toDate: range.toDate, reason: range.reason }))
        .sort((a, b) => a.fromDate.localeCompare(b.fromDate)),
      minPerformDate: sevaMinPerformDate(seva, temple, now),
      lastBookableDate: isPreBooking ? null : endDate !== null && endDate < horizon ? endDate : horizon,
      maxLimitPerDay: seva.maxLimitPerDay,
      blockTime: seva.blockTime,
      maxContinuousDays: MAX_CONTINUOUS_DAYS,
    },
  };
}
