import {
  type CartProblem,
  type CounterBillQuote,
  type CounterBillQuoteInput,
  type CounterQuoteLine,
  checkCounterPerformDate,
  counterMinPerformDate,
  DEFAULT_MAX_AHEAD_DAYS,
  dailyLimitFor,
  ERROR_MESSAGES,
  type ErrorCode,
  formatDisplayDate,
  isStarSeriesOffered,
  lastBookableDate,
  type PricedLineInput,
  priceCounterBill,
  RecordStatus,
  weekdayOf,
} from '@nivedya/domain';
import type { CapacityClaim } from '../bookings/index.ts';
import type { SevaRow } from '../sevas/index.ts';
import {
  type BookingFacts,
  type BookingFactsScope,
  toAvailabilityRule,
  toSevaDateFacts,
} from '../sevas/index.ts';
import type { SeriesStarDays } from '../star-series/index.ts';
import type { TempleBookingSettings } from '../temples/index.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A line of the bill as it will be written (one per day of a star series), for a bill whose every line is valid. */
export interface BillableLine {
  /** The bill line's position in the request: a star series' days share it. */
  index: number;
  seva: SevaRow;
  devoteeName: string;
  starId: number;
  performDate: string;
  quantity: number;
}

export interface CounterEvaluation {
  quote: CounterBillQuote;
  lines: BillableLine[];
  /** One per line, for takeCapacity (it merges lines on the same seva and day). */
  claims: CapacityClaim[];
  temple: TempleBookingSettings | undefined;
}

/** The days a bill line books: its perform date, or each date of its star series (issue #19). */
function datesOf(line: CounterBillQuoteInput['lines'][number]): readonly string[] {
  return line.starSeries?.dates ?? [line.performDate];
}

/** What loadBookingFacts must read for a bill: its sevas over the days its lines name. */
export function counterFactsScope(input: CounterBillQuoteInput): BookingFactsScope {
  const dates = input.lines.flatMap(datesOf).sort();
  const from = dates[0];
  const to = dates.at(-1);
  return { sevaIds: input.lines.map((line) => line.sevaId), days: from && to ? { from, to } : null };
}

/** English detail for a problem, naming the seva and the day; the screens word the code themselves. */
function problemMessage(
  code: ErrorCode,
  seva: SevaRow,
  temple: TempleBookingSettings,
  date: string,
  now: Date,
) {
  const day = formatDisplayDate(date);
  switch (code) {
    case 'SEVA_NOT_AVAILABLE':
      return `${seva.name} is not sold at the counter now`;
    case 'BEFORE_MIN_PERFORM_DATE': {
      const minimum = counterMinPerformDate({ now, timeZone: temple.timeZone, blockTime: seva.blockTime });
      return `The earliest date for ${seva.name} is ${formatDisplayDate(minimum)}`;
    }
    case 'AFTER_SEVA_END_DATE': {
      const end = lastBookableDate(seva.endDate, temple.sevaEndDate);
      return end ? `${seva.name} can be booked up to ${formatDisplayDate(end)}` : ERROR_MESSAGES[code];
    }
    case 'DATE_BLOCKED':
      return `Bookings for ${seva.name} are closed on ${day}`;
    case 'WEEKDAY_NOT_ALLOWED':
      return `${seva.name} is not performed on ${WEEKDAY_NAMES[weekdayOf(date)]}, ${day}`;
    case 'NOT_A_SPECIAL_POOJA_DATE':
      return `${day} is not one of the dates of ${seva.name}`;
    case 'TOO_FAR_AHEAD':
      return `Bookings are open up to ${DEFAULT_MAX_AHEAD_DAYS} days ahead`;
    case 'NOT_STAR_DAY':
      return `${day} is not the day of the devotee's star at the temple`;
    case 'STAR_SERIES_NOT_OFFERED':
      return `${seva.name} cannot be booked as a star series`;
    default:
      return ERROR_MESSAGES[code];
  }
}

/**
 * A counter bill as the server prices and checks it (ARCHITECTURE rule 2): each line against the seva of
 * THIS temple, the counter's date rules (domain checkCounterPerformDate) and, read only, the day's
 * remaining capacity, the bill's lines on the same seva and day counted together. A line that follows
 * the devotee's star (issue #19) is checked and priced on each of its dates, each of which must be the
 * star's day at the temple (`starDays`, seriesStarDays: the rule the devotee's checkout uses); like an
 * online series it may reach past the booking window, not past the seva's or the temple's end date.
 * Problems stay on their line; the atomic hold is createCounterBill's. Pure: the facts are read by the
 * caller.
 */
export function evaluateCounterBill(
  facts: BookingFacts,
  templeId: number,
  input: CounterBillQuoteInput,
  now: Date,
  starDays: SeriesStarDays,
): CounterEvaluation {
  const temple = facts.temples.get(templeId);
  const takenByBill = new Map<string, number>();
  const priced: PricedLineInput[] = [];
  const lines: BillableLine[] = [];
  const claims: CapacityClaim[] = [];

  const quoteLines = input.lines.map((line, index): CounterQuoteLine => {
    const seva = facts.sevas.get(line.sevaId);
    const dates = datesOf(line);
    const base = {
      index,
      sevaId: line.sevaId,
      performDate: line.performDate,
      dates: [...dates],
      quantity: line.quantity,
      devoteeName: line.devoteeName,
      starId: line.starId,
    };
    if (!seva || seva.templeId !== templeId || seva.status === RecordStatus.Deleted || !temple) {
      const problem: CartProblem = { code: 'SEVA_NOT_IN_TEMPLE', message: 'This temple has no such seva' };
      return {
        ...base,
        sevaName: null,
        deityName: null,
        rate: 0,
        postageCharge: 0,
        amount: 0,
        lineTotal: 0,
        remaining: null,
        isValid: false,
        problems: [problem],
      };
    }

    const rules = facts.rulesOf(seva.id).map(toAvailabilityRule);
    const problems: CartProblem[] = [];
    const add = (code: ErrorCode, date: string) => {
      const dated = code !== 'SEVA_NOT_AVAILABLE' && code !== 'STAR_SERIES_NOT_OFFERED';
      if (problems.some((problem) => problem.code === code && (!dated || problem.date === date))) return;
      const message = problemMessage(code, seva, temple, date, now);
      problems.push(dated ? { code, message, date } : { code, message });
    };
    const series = line.starSeries;
    if (series && !isStarSeriesOffered(seva)) add('STAR_SERIES_NOT_OFFERED', line.performDate);
    let remaining: number | null = null;
    for (const date of dates) {
      // A series' dates reach a year of months or five years ahead (seriesDayState's rule).
      const dateProblems: ErrorCode[] = checkCounterPerformDate({
        date,
        now,
        timeZone: temple.timeZone,
        temple: { sevaEndDate: temple.sevaEndDate },
        seva: toSevaDateFacts(seva),
        availability: rules,
        blockings: facts.blockingsOf(seva),
      }).filter((code) => !(series && code === 'TOO_FAR_AHEAD'));
      if (series && !starDays.get(index)?.has(date)) dateProblems.push('NOT_STAR_DAY');
      for (const code of dateProblems) add(code, date);

      const limit = dailyLimitFor(date, seva.maxLimitPerDay, rules);
      const left = limit === null ? null : Math.max(0, limit - facts.booked(seva.id, date));
      if (left !== null) remaining = remaining === null ? left : Math.min(remaining, left);
      if (dateProblems.length === 0 && left !== null) {
        const key = `${seva.id}|${date}`;
        const leftForLine = Math.max(0, left - (takenByBill.get(key) ?? 0));
        if (line.quantity > leftForLine) {
          const day = formatDisplayDate(date);
          problems.push({
            code: 'SEVA_FULL',
            message:
              leftForLine === 0
                ? `${seva.name} is fully booked on ${day}`
                : `Only ${leftForLine} of ${seva.name} can still be booked on ${day}`,
            date,
          });
        } else {
          takenByBill.set(key, (takenByBill.get(key) ?? 0) + line.quantity);
        }
      }

      // Collected at the desk: the seva's own postage applies, never its delivery charge.
      priced.push({ rate: seva.rate, postageCharge: seva.postageCharge, quantity: line.quantity });
      lines.push({
        index,
        seva,
        devoteeName: line.devoteeName,
        starId: line.starId,
        performDate: date,
        quantity: line.quantity,
      });
      claims.push({ templeId, sevaId: seva.id, performDate: date, quantity: line.quantity, capacity: limit });
    }
    return {
      ...base,
      sevaName: seva.name,
      deityName: seva.deityName,
      rate: seva.rate,
      postageCharge: seva.postageCharge,
      amount: seva.rate * line.quantity * dates.length,
      lineTotal: (seva.rate + seva.postageCharge) * line.quantity * dates.length,
      remaining,
      isValid: problems.length === 0,
      problems,
    };
  });

  return {
    quote: {
      isValid: quoteLines.every((line) => line.isValid),
      lines: quoteLines,
      totals: priceCounterBill(priced, input.dakshina),
    },
    lines,
    claims,
    temple,
  };
}
