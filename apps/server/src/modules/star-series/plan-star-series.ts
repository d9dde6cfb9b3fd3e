import {
  addDays,
  checkCounterPerformDate,
  counterMinPerformDate,
  DomainError,
  dailyLimitFor,
  ERROR_MESSAGES,
  isSevaBookableAtCounter,
  isStarSeriesOffered,
  localDateTime,
  type MalayalamMonthSpan,
  monthlySeriesDates,
  type SeriesDate,
  type StarSeriesOccurrence,
  type StarSeriesPlan,
  type StarSeriesPlanQuery,
  starOccurrences,
  yearlySeriesDates,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { malayalamMonthDates, malayalamMonthOf, type Place, resolvePlace } from '../panchangam/index.ts';
import {
  assertBookableSeva,
  type BookingFacts,
  dayState,
  loadBookingFacts,
  type SevaRow,
  sevaMinPerformDate,
  toAvailabilityRule,
  toSevaDateFacts,
  toSevaDay,
} from '../sevas/index.ts';

type Deps = Pick<AppDeps, 'db' | 'starCalendars'>;

/** Days of the star looked at: a monthly series' dates, with a cycle or two to spare for alternatives. */
const DAYS_PER_STAR_CYCLE = 28;

/** The span a series' dates and their alternatives are found in, from its first bookable day. */
function spanOf(query: Pick<StarSeriesPlanQuery, 'every' | 'occurrences'>, from: string): string {
  return query.every === 'month'
    ? addDays(from, (query.occurrences + 3) * DAYS_PER_STAR_CYCLE)
    : addDays(from, (query.occurrences + 1) * 366 + 31);
}

/**
 * The days `star` is the star of the day at the temple (the star-dates call: its rule, its sunrise),
 * from..to. A series' dates are chosen from these and checked against them at checkout.
 */
export async function starDatesAt(
  deps: Pick<AppDeps, 'starCalendars'>,
  place: Place,
  star: number,
  from: string,
  to: string,
) {
  const days = await deps.starCalendars.daysBetween(place, from, to);
  return days.flatMap(({ date, day }) => (day?.star === star ? [date] : []));
}

/** A series reaches five years ahead at most: a few more Kollam years is a search gone astray. */
const MAX_YEARS_LOOKED_AT = 8;

/** The spans of a Malayalam month, one per Kollam year, that meet from..to at the place. */
export function malayalamMonthSpans(
  place: Place,
  month: number,
  from: string,
  to: string,
): MalayalamMonthSpan[] {
  const firstYear = malayalamMonthOf(from, place)?.year ?? Number(from.slice(0, 4)) - 825;
  const spans: MalayalamMonthSpan[] = [];
  for (let year = firstYear; year < firstYear + MAX_YEARS_LOOKED_AT; year += 1) {
    const { first, last } = malayalamMonthDates(month, year, place);
    if (first > to) break;
    if (last >= from) spans.push({ year, first, last });
  }
  return spans;
}

/** A series' dates under its rule (star-series.ts), from the star's days and, yearly, the month's spans. */
export async function seriesDates(
  place: Place,
  query: Pick<StarSeriesPlanQuery, 'every' | 'occurrences' | 'month'>,
  starDates: readonly string[],
  from: string,
  to: string,
): Promise<SeriesDate[]> {
  if (query.every === 'month') return monthlySeriesDates(starDates, from, query.occurrences);
  const months = malayalamMonthSpans(place, query.month ?? 1, from, to);
  return yearlySeriesDates(starDates, months, from, query.occurrences);
}

/**
 * The dates a star series of the seva would take (issue #19), each with what the booking calendar says
 * of it (open, full, blocked with the temple's reason, closed) and, when it cannot be booked, the
 * nearest bookable day of the star the series does not take already: the star's second sunrise day, or
 * its next occurrence. Read only: places are taken at checkout, atomically, like any booking's.
 */
export async function planStarSeries(
  deps: Deps,
  sevaId: number,
  query: StarSeriesPlanQuery,
  now: Date,
  desk: SeriesDesk = { kind: 'online' },
): Promise<StarSeriesPlan> {
  // The seva's temple (and its "today") is not known before the load: a day's slack either side.
  const utcToday = now.toISOString().slice(0, 10);
  const loose = { from: addDays(utcToday, -1), to: addDays(spanOf(query, utcToday), 1) };
  const facts = await loadBookingFacts(deps.db, { sevaIds: [sevaId], days: loose });
  const { seva, temple } = bookableAt(desk, facts, sevaId);
  if (!isStarSeriesOffered(seva)) {
    throw new DomainError('STAR_SERIES_NOT_OFFERED', ERROR_MESSAGES.STAR_SERIES_NOT_OFFERED);
  }
  const dayStateOf = (date: string) => deskDayState(desk, facts, seva, date, now);
  const from =
    desk.kind === 'counter'
      ? counterMinPerformDate({ now, timeZone: temple.timeZone, blockTime: seva.blockTime })
      : (sevaMinPerformDate(seva, temple, now) ?? localDateTime(now, temple.timeZone).date);
  const to = spanOf(query, from);
  const place = await resolvePlace(deps.db, { templeId: seva.templeId });
  const starDates = await starDatesAt(deps, place, query.star, from, to);
  const picked = await seriesDates(place, query, starDates, from, to);

  const taken = new Set(picked.map((each) => each.date));
  const candidates = starDayCandidates(starDates);
  const occurrences = picked.map((each): StarSeriesOccurrence => {
    const day = toSevaDay(each.date, dayStateOf(each.date));
    const alternative =
      day.status === 'open' ? null : openAlternative(facts, seva, each.date, candidates, taken, now, desk);
    if (alternative) taken.add(alternative);
    return {
      date: each.date,
      note: each.note,
      otherDate: each.otherDate,
      status: day.status,
      reason: day.reason,
      blockedReason: day.status === 'blocked' ? blockingReason(facts, seva, each.date) : null,
      alternative,
    };
  });
  return {
    sevaId,
    templeId: seva.templeId,
    star: query.star,
    every: query.every,
    month: query.every === 'year' ? (query.month ?? null) : null,
    rule: place.rule,
    occurrences,
    dates: occurrences
      .flatMap((each) => (each.status === 'open' ? [each.date] : each.alternative ? [each.alternative] : []))
      .sort(),
  };
}

/**
 * Where a series is booked: online, by the devotee's booking rules (the temple's notice period, online
 * sevas), or at a temple's counter for a walk-in, by the counter's (from today, counter sevas too).
 */
export type SeriesDesk = { kind: 'online' } | { kind: 'counter'; templeId: number };

/** The seva and its temple, when the desk may book it; a 404 (online) or SEVA_NOT_IN_TEMPLE (counter) otherwise. */
function bookableAt(desk: SeriesDesk, facts: BookingFacts, sevaId: number) {
  const row = facts.sevas.get(sevaId);
  if (desk.kind === 'online') return assertBookableSeva(row, row && facts.temples.get(row.templeId));
  const temple = row ? facts.temples.get(row.templeId) : undefined;
  if (!row || !temple || row.templeId !== desk.templeId) {
    throw new DomainError('SEVA_NOT_IN_TEMPLE', ERROR_MESSAGES.SEVA_NOT_IN_TEMPLE);
  }
  if (!isSevaBookableAtCounter(row)) {
    throw new DomainError('SEVA_NOT_AVAILABLE', `${row.name} is not sold at the counter now`);
  }
  return { seva: row, temple };
}

/** A series' day as the desk sees it: seriesDayState online, the counter's date rules at the counter. */
function deskDayState(desk: SeriesDesk, facts: BookingFacts, seva: SevaRow, date: string, now: Date) {
  if (desk.kind === 'online') return seriesDayState(facts, seva, date, now);
  const temple = facts.temples.get(seva.templeId);
  const rules = facts.rulesOf(seva.id).map(toAvailabilityRule);
  const problems = checkCounterPerformDate({
    date,
    now,
    timeZone: temple?.timeZone ?? 'Asia/Kolkata',
    temple: { sevaEndDate: temple?.sevaEndDate ?? null },
    seva: toSevaDateFacts(seva),
    availability: rules,
    blockings: facts.blockingsOf(seva),
  }).filter((code) => code !== 'TOO_FAR_AHEAD');
  const limit = dailyLimitFor(date, seva.maxLimitPerDay, rules);
  const booked = facts.booked(seva.id, date);
  return { problems, limit, booked, remaining: limit === null ? null : Math.max(0, limit - booked) };
}

/**
 * A day's state for a series: the booking calendar's, except that a series may reach past how far ahead
 * single dates are taken (a year of months, five years): the seva's and the temple's end dates still hold.
 */
export function seriesDayState(facts: BookingFacts, seva: SevaRow, date: string, now: Date) {
  const state = dayState(facts, seva, date, now);
  return { ...state, problems: state.problems.filter((code) => code !== 'TOO_FAR_AHEAD') };
}

/** Every day of the star, both days of a star at two sunrises: what an alternative is chosen from. */
export function starDayCandidates(starDates: readonly string[]): string[] {
  return starOccurrences(starDates).flatMap((each) =>
    each.otherDate ? [each.date, each.otherDate] : [each.date],
  );
}

/** The first open day of the star after `date` that the series does not take already. */
export function openAlternative(
  facts: BookingFacts,
  seva: SevaRow,
  date: string,
  candidates: readonly string[],
  taken: ReadonlySet<string>,
  now: Date,
  desk: SeriesDesk = { kind: 'online' },
): string | null {
  return (
    candidates.find(
      (candidate) =>
        candidate > date &&
        !taken.has(candidate) &&
        toSevaDay(candidate, deskDayState(desk, facts, seva, candidate, now)).status === 'open',
    ) ?? null
  );
}

/** The temple's words for closing the seva on the day, when it gave any. */
export function blockingReason(facts: BookingFacts, seva: SevaRow, date: string): string | null {
  const blocking = facts
    .blockingsOf(seva)
    .find((range) => range.fromDate <= date && range.toDate >= date && range.reason);
  return blocking?.reason ?? null;
}
