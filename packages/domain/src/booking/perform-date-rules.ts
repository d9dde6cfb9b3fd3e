import type { ErrorCode } from '../errors.ts';
import { RecordStatus, SevaBookingType, SevaDayType, SevaType } from '../seva-codes.ts';
import { wallClock, wallClockDate } from '../wall-clock.ts';
import { addDays, daysBetween, isIsoDate, weekdayOf } from './calendar.ts';

/**
 * When a seva can be performed (spec §3 Seva, §5 "Pooja date cannot be before the minimum perform
 * date"). Pure: "now" is passed in (STYLE), the temple's time zone turns it into the temple's day.
 */

export interface LocalDateTime {
  /** The temple's calendar day, yyyy-MM-dd. */
  date: string;
  /** Minutes since the temple's midnight, 0–1439. */
  minutes: number;
}

/** The last answer per zone: within one UTC minute the local day and minute cannot change. */
const lastLocalMinute = new Map<string, { utcMinute: number; local: LocalDateTime }>();

/** The day and time of day `now` is in the given IANA time zone. */
export function localDateTime(now: Date, timeZone: string): LocalDateTime {
  // A checkout asks several times per request; reading the wall clock is the costly part.
  const utcMinute = Math.floor(now.getTime() / 60_000);
  const last = lastLocalMinute.get(timeZone);
  if (last?.utcMinute === utcMinute) return last.local;
  const clock = wallClock(now, timeZone);
  const local = {
    date: wallClockDate(clock),
    minutes: clock.hour * 60 + clock.minute,
  };
  lastLocalMinute.set(timeZone, { utcMinute, local });
  return local;
}

/** 'HH:mm' or 'HH:mm:ss' → minutes since midnight. */
export function minutesOfTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export interface MinPerformDateInput {
  now: Date;
  timeZone: string;
  /** spec SevaBlockPeriod: days from today closed to online booking (0: today is open). */
  sevaBlockPeriodDays: number;
  /** spec SevaBlockTime, 'HH:mm:ss' in the temple's zone; null: no block time. */
  blockTime: string | null;
}

/**
 * The first day a devotee may choose: today + the temple's block period, and one more day once the
 * seva's block time has passed today (booking for that day closes at the block time).
 */
export function minPerformDate({
  now,
  timeZone,
  sevaBlockPeriodDays,
  blockTime,
}: MinPerformDateInput): string {
  const local = localDateTime(now, timeZone);
  const pastBlockTime = blockTime !== null && local.minutes >= minutesOfTime(blockTime);
  return addDays(local.date, sevaBlockPeriodDays + (pastBlockTime ? 1 : 0));
}

/** A seva_availability rule as the rules read it (active rules only). */
export interface AvailabilityRule {
  kind: 'weekly' | 'dates' | 'special';
  /** 0 Sunday … 6 Saturday, for 'weekly'. */
  weekdays: number[] | null;
  fromDate: string | null;
  toDate: string | null;
  dailyLimit: number | null;
}

/** A seva_blocking range that applies to the seva (its own, or the temple's for every seva). */
export interface BlockedRange {
  fromDate: string;
  toDate: string;
}

function withinRange(date: string, fromDate: string | null, toDate: string | null): boolean {
  return (fromDate === null || date >= fromDate) && (toDate === null || date <= toDate);
}

/** Whether the rule covers the day. */
export function ruleCovers(rule: AvailabilityRule, date: string): boolean {
  if (!withinRange(date, rule.fromDate, rule.toDate)) return false;
  if (rule.kind === 'weekly') return (rule.weekdays ?? []).includes(weekdayOf(date));
  // 'dates' and 'special' rules are ranges; an open-ended one would cover every day, so require both ends.
  return rule.fromDate !== null && rule.toDate !== null;
}

export function isBlocked(date: string, blockings: readonly BlockedRange[]): boolean {
  return blockings.some((range) => date >= range.fromDate && date <= range.toDate);
}

const SPECIFICITY: Record<AvailabilityRule['kind'], number> = { special: 0, dates: 1, weekly: 2 };

/**
 * The units that can be booked on the day (null: no limit). A rule's dailyLimit overrides the seva's
 * MaxLimitPerDay on the days it covers; of several, the most specific kind (special, dates, weekly)
 * wins, and the smallest limit among equals.
 */
export function dailyLimitFor(
  date: string,
  maxLimitPerDay: number | null,
  availability: readonly AvailabilityRule[],
): number | null {
  const limited = availability
    .filter((rule) => rule.dailyLimit !== null && ruleCovers(rule, date))
    .sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind] || (a.dailyLimit ?? 0) - (b.dailyLimit ?? 0));
  return limited[0]?.dailyLimit ?? maxLimitPerDay;
}

/** A continuous seva (spec isContinuous, TillDate) is booked for at most this many days at once. */
export const MAX_CONTINUOUS_DAYS = 90;

/** Every day from `from` to `till`, both included: one line per day. [] when the range is invalid or too long. */
export function continuousDates(from: string, till: string, maxDays = MAX_CONTINUOUS_DAYS): string[] {
  if (!isIsoDate(from) || !isIsoDate(till)) return [];
  const span = daysBetween(from, till) + 1;
  if (span < 1 || span > maxDays) return [];
  return Array.from({ length: span }, (_, index) => addDays(from, index));
}

/** How far ahead a devotee may book, unless the temple says otherwise. */
export const DEFAULT_MAX_AHEAD_DAYS = 365;

export type PerformDateProblemCode = Extract<
  ErrorCode,
  | 'INVALID_DATE'
  | 'PERFORM_DATE_REQUIRED'
  | 'SEVA_NOT_AVAILABLE'
  | 'BEFORE_MIN_PERFORM_DATE'
  | 'TOO_FAR_AHEAD'
  | 'AFTER_SEVA_END_DATE'
  | 'DATE_BLOCKED'
  | 'WEEKDAY_NOT_ALLOWED'
  | 'NOT_A_SPECIAL_POOJA_DATE'
>;

export interface SevaDateFacts {
  sevaType: number;
  dayType: number;
  blockTime: string | null;
  endDate: string | null;
  status: number;
  isApproved: boolean;
  bookingType: number;
}

export interface CheckPerformDateInput {
  /** yyyy-MM-dd; null when the devotee gave none (only right for pre-booking sevas). */
  date: string | null;
  now: Date;
  timeZone: string;
  temple: { sevaBlockPeriodDays: number; sevaEndDate: string | null };
  seva: SevaDateFacts;
  /** The seva's active availability rules. */
  availability: readonly AvailabilityRule[];
  /** Blocked ranges of this seva and of the whole temple. */
  blockings: readonly BlockedRange[];
  maxAheadDays?: number;
}

/** Whether the seva can be booked online at all: active, approved for listing, not counter-only. */
export function isSevaBookableOnline(seva: Pick<SevaDateFacts, 'status' | 'isApproved' | 'bookingType'>) {
  return (
    seva.status === RecordStatus.Active && seva.isApproved && seva.bookingType !== SevaBookingType.CounterOnly
  );
}

/** The last day the seva can be booked for: the earlier of its own and the temple's SevaEndDate. */
export function lastBookableDate(sevaEndDate: string | null, templeEndDate: string | null): string | null {
  if (sevaEndDate === null) return templeEndDate;
  if (templeEndDate === null) return sevaEndDate;
  return sevaEndDate < templeEndDate ? sevaEndDate : templeEndDate;
}

/**
 * Everything wrong with booking the seva for the day, as stable error codes ([] when it can be
 * booked, capacity aside: that needs the counters, see dailyLimitFor). Pre-booking sevas (type 3)
 * take no date from the devotee; the temple allots it, so only the seva itself is checked.
 */
export function checkPerformDate(input: CheckPerformDateInput): PerformDateProblemCode[] {
  const { date, seva, temple } = input;
  const problems: PerformDateProblemCode[] = [];
  if (!isSevaBookableOnline(seva)) problems.push('SEVA_NOT_AVAILABLE');
  if (seva.sevaType === SevaType.PreBooking) return problems;
  if (date === null) return [...problems, 'PERFORM_DATE_REQUIRED'];
  if (!isIsoDate(date)) return [...problems, 'INVALID_DATE'];

  const minimum = minPerformDate({
    now: input.now,
    timeZone: input.timeZone,
    sevaBlockPeriodDays: temple.sevaBlockPeriodDays,
    blockTime: seva.blockTime,
  });
  if (date < minimum) problems.push('BEFORE_MIN_PERFORM_DATE');
  const today = localDateTime(input.now, input.timeZone).date;
  if (date > addDays(today, input.maxAheadDays ?? DEFAULT_MAX_AHEAD_DAYS)) problems.push('TOO_FAR_AHEAD');
  const endDate = lastBookableDate(seva.endDate, temple.sevaEndDate);
  if (endDate !== null && date > endDate) problems.push('AFTER_SEVA_END_DATE');
  if (isBlocked(date, input.blockings)) problems.push('DATE_BLOCKED');

  if (seva.sevaType === SevaType.SpecialPooja) {
    const isSpecialDate = input.availability.some(
      (rule) => rule.kind === 'special' && ruleCovers(rule, date),
    );
    if (!isSpecialDate) problems.push('NOT_A_SPECIAL_POOJA_DATE');
  } else if (seva.dayType === SevaDayType.ByAvailability) {
    if (!input.availability.some((rule) => ruleCovers(rule, date))) problems.push('WEEKDAY_NOT_ALLOWED');
  }
  return problems;
}
