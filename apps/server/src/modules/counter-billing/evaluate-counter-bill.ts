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
import type { TempleBookingSettings } from '../temples/index.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A line of the bill as it will be written, for a bill whose every line is valid. */
export interface BillableLine {
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

/** What loadBookingFacts must read for a bill: its sevas over the days its lines name. */
export function counterFactsScope(input: CounterBillQuoteInput): BookingFactsScope {
  const dates = input.lines.map((line) => line.performDate).sort();
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
    default:
      return ERROR_MESSAGES[code];
  }
}

/**
 * A counter bill as the server prices and checks it (ARCHITECTURE rule 2): each line against the seva of
 * THIS temple, the counter's date rules (domain checkCounterPerformDate) and, read only, the day's
 * remaining capacity, the bill's lines on the same seva and day counted together. Problems stay on their
 * line; the atomic hold is createCounterBill's. Pure: the facts are read by the caller.
 */
export function evaluateCounterBill(
  facts: BookingFacts,
  templeId: number,
  input: CounterBillQuoteInput,
  now: Date,
): CounterEvaluation {
  const temple = facts.temples.get(templeId);
  const takenByBill = new Map<string, number>();
  const priced: PricedLineInput[] = [];
  const lines: BillableLine[] = [];
  const claims: CapacityClaim[] = [];

  const quoteLines = input.lines.map((line, index): CounterQuoteLine => {
    const seva = facts.sevas.get(line.sevaId);
    const base = {
      index,
      sevaId: line.sevaId,
      performDate: line.performDate,
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
    const problems: CartProblem[] = checkCounterPerformDate({
      date: line.performDate,
      now,
      timeZone: temple.timeZone,
      temple: { sevaEndDate: temple.sevaEndDate },
      seva: toSevaDateFacts(seva),
      availability: rules,
      blockings: facts.blockingsOf(seva),
    }).map((code) => ({
      code,
      message: problemMessage(code, seva, temple, line.performDate, now),
      ...(code === 'SEVA_NOT_AVAILABLE' ? {} : { date: line.performDate }),
    }));

    const limit = dailyLimitFor(line.performDate, seva.maxLimitPerDay, rules);
    const remaining = limit === null ? null : Math.max(0, limit - facts.booked(seva.id, line.performDate));
    if (problems.length === 0 && remaining !== null) {
      const key = `${seva.id}|${line.performDate}`;
      const left = Math.max(0, remaining - (takenByBill.get(key) ?? 0));
      if (line.quantity > left) {
        const day = formatDisplayDate(line.performDate);
        problems.push({
          code: 'SEVA_FULL',
          message:
            left === 0
              ? `${seva.name} is fully booked on ${day}`
              : `Only ${left} of ${seva.name} can still be booked on ${day}`,
          date: line.performDate,
        });
      } else {
        takenByBill.set(key, (takenByBill.get(key) ?? 0) + line.quantity);
      }
    }

    // Collected at the desk: the seva's own postage applies, never its delivery charge.
    priced.push({ rate: seva.rate, postageCharge: seva.postageCharge, quantity: line.quantity });
    lines.push({ index, seva, ...line });
    claims.push({
      templeId,
      sevaId: seva.id,
      performDate: line.performDate,
      quantity: line.quantity,
      capacity: limit,
    });
    return {
      ...base,
      sevaName: seva.name,
      deityName: seva.deityName,
      rate: seva.rate,
      postageCharge: seva.postageCharge,
      amount: seva.rate * line.quantity,
      lineTotal: (seva.rate + seva.postageCharge) * line.quantity,
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
