import { regionalName } from '../languages.ts';
import { BIRTH_MONTHS } from '../lookups.ts';
import { SevaType } from '../seva-codes.ts';
import { addDays, daysBetween } from './calendar.ts';

/**
 * Sevas that follow the devotee's birth star (issue #19): "every month on Rohini" books the seva on each
 * of the next N days whose star of the day is Rohini (the Moon comes back to a star every ~27.3 days, so
 * a Gregorian month now and then holds two); "every year on Rohini in Chingam" books it once a year, on
 * Rohini within the Malayalam month Chingam. The star of a day is the temple's (the star at its sunrise,
 * or six nazhika after it: the star-dates call); these rules only choose among those days.
 */
export const STAR_SERIES_KINDS = ['month', 'year'] as const;
export type StarSeriesKind = (typeof STAR_SERIES_KINDS)[number];

/**
 * A star series is for a seva booked on a day the devotee picks: a regular one, one day at a time. The
 * booking form, the counter and the server offer it by this one rule.
 */
export function isStarSeriesOffered(seva: { sevaType: number; isContinuous: boolean }): boolean {
  return seva.sevaType === SevaType.Regular && !seva.isContinuous;
}

/**
 * How a series is paid: `once`, every date at checkout; `each`, the first date at checkout and every
 * later one before it comes (month by month, or year by year). A later date holds its place from the
 * start; it is due from STAR_SERIES_REMINDER_DAYS before its day, when the devotee is reminded with a
 * link to pay it, and lets its place go when it is still unpaid at the end of the day
 * STAR_SERIES_PAY_BY_DAYS before its day.
 */
export const STAR_SERIES_PAYMENTS = ['once', 'each'] as const;
export type StarSeriesPayment = (typeof STAR_SERIES_PAYMENTS)[number];
export const STAR_SERIES_REMINDER_DAYS = 5;
export const STAR_SERIES_PAY_BY_DAYS = 2;

/**
 * Where a later date of a series paid date by date stands: due, to pay; paying, a payment of it is under
 * way; paid; lapsed, its time to pay ran out and its place went to others; cancelled, the series was
 * stopped first.
 */
export const STAR_SERIES_DUE_STATES = ['due', 'paying', 'paid', 'lapsed', 'cancelled'] as const;
export type StarSeriesDueState = (typeof STAR_SERIES_DUE_STATES)[number];

/** The due state of an order of a later date (orders.status). */
export function starSeriesDueState(orderStatus: string): StarSeriesDueState {
  switch (orderStatus) {
    case 'due':
      return 'due';
    case 'pending':
      return 'paying';
    case 'paid':
      return 'paid';
    case 'expired':
      return 'lapsed';
    default:
      return 'cancelled';
  }
}

/** The last day a later date of a series paid date by date may be paid: its day less STAR_SERIES_PAY_BY_DAYS. */
export function seriesPayByDate(performDate: string): string {
  return addDays(performDate, -STAR_SERIES_PAY_BY_DAYS);
}

/** How many occurrences a series may have: a year of months, or five years. */
export const MAX_STAR_SERIES_OCCURRENCES: Record<StarSeriesKind, number> = { month: 12, year: 5 };

/**
 * Why a date of a series is the one it is, beyond "the star's day":
 * - twoSunrises: the star is the star of the day on two days running (it spans both sunrises, or both
 *   reference moments of the six-nazhika rule); the series keeps the first, `otherDate` is the second;
 * - twiceInMonth: the star comes twice in the Malayalam month; the series keeps the first;
 * - notInMonth: the star is no day's star in that Malayalam month (it begins and ends between two
 *   sunrises); the series takes its next day after the month;
 * - afterSkippedCycle: in the cycle before this date the star was no day's star (it began and ended
 *   between two sunrises, or two reference moments), so a month passes with none.
 */
export const STAR_SERIES_NOTES = ['twoSunrises', 'twiceInMonth', 'notInMonth', 'afterSkippedCycle'] as const;

/** The Moon comes back to a star every 27.3 days: a longer wait than this means a cycle went by without it. */
const LONGEST_STAR_CYCLE_DAYS = 29;
export type StarSeriesNote = (typeof STAR_SERIES_NOTES)[number];

export interface SeriesDate {
  date: string;
  note: StarSeriesNote | null;
  /** The day the series did not take: the second sunrise day, or the month's second occurrence. */
  otherDate: string | null;
}

/** The days of one Malayalam month in one Kollam year, at the temple. */
export interface MalayalamMonthSpan {
  /** The Kollam era year (Chingam begins it). */
  year: number;
  first: string;
  last: string;
}

/**
 * The star's days, each run of consecutive days (the star at two sunrises) as one: its first day, with
 * the second kept as `otherDate`. `starDates` are sorted yyyy-MM-dd dates whose star of the day is the star.
 */
export function starOccurrences(starDates: readonly string[]): SeriesDate[] {
  const occurrences: SeriesDate[] = [];
  for (const date of starDates) {
    const last = occurrences.at(-1);
    if (last && addDays(last.otherDate ?? last.date, 1) === date) {
      last.note = 'twoSunrises';
      last.otherDate = date;
      continue;
    }
    occurrences.push({ date, note: null, otherDate: null });
  }
  return occurrences;
}

/**
 * "Every month on the star": the first `count` occurrences of the star from `from`, the first day
 * offered. An occurrence that comes after a cycle in which the star was no day's star says so.
 */
export function monthlySeriesDates(starDates: readonly string[], from: string, count: number): SeriesDate[] {
  const occurrences = starOccurrences(starDates.filter((date) => date >= from)).slice(0, count);
  let previous = from;
  for (const occurrence of occurrences) {
    if (occurrence.note === null && daysBetween(previous, occurrence.date) > LONGEST_STAR_CYCLE_DAYS)
      occurrence.note = 'afterSkippedCycle';
    previous = occurrence.otherDate ?? occurrence.date;
  }
  return occurrences;
}

/**
 * "Every year on the star in the Malayalam month": for each span of the month (one per Kollam year,
 * sorted), the star's first occurrence in it from `from` on; when it comes twice, the first is kept (note
 * twiceInMonth). A month that holds no occurrence takes the star's next day after it (note notInMonth),
 * so no year is left out; a month already under way with no occurrence left is next year's turn.
 */
export function yearlySeriesDates(
  starDates: readonly string[],
  months: readonly MalayalamMonthSpan[],
  from: string,
  count: number,
): SeriesDate[] {
  const occurrences = starOccurrences(starDates.filter((date) => date >= from));
  const picked: SeriesDate[] = [];
  for (const month of months) {
    if (picked.length === count) break;
    if (month.last < from) continue;
    const within = occurrences.filter((each) => each.date >= month.first && each.date <= month.last);
    const [first, second] = within;
    if (first) {
      picked.push(second ? { date: first.date, note: 'twiceInMonth', otherDate: second.date } : { ...first });
      continue;
    }
    if (month.first < from) continue;
    const after = occurrences.find((each) => each.date > month.last);
    if (after) picked.push({ date: after.date, note: 'notInMonth', otherDate: null });
  }
  return picked;
}

/** A Malayalam month (1 Chingam … 12 Karkidakam) as a reader of `language` names it. */
export function malayalamMonthName(month: number, language: string): string {
  const found = BIRTH_MONTHS.find((each) => each.id === month);
  return found ? regionalName(found.name, found.nameNarration, language) : String(month);
}
