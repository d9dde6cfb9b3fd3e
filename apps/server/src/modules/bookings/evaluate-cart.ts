import {
  type CartEvaluation,
  type CartInput,
  type CartLineInput,
  type CartOrder,
  type CartProblem,
  continuousDates,
  DEFAULT_MAX_AHEAD_DAYS,
  DomainError,
  dailyLimitProblem,
  ERROR_MESSAGES,
  type ErrorCode,
  type EvaluatedCartLine,
  formatDisplayDate,
  formatRupees,
  isBlockingProblem,
  isIsoDate,
  isStarSeriesOffered,
  lastBookableDate,
  MAX_CONTINUOUS_DAYS,
  PrasadamDelivery,
  type PricedLineInput,
  priceOrder,
  SevaType,
  weekdayOf,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { SevaRow } from '../sevas/index.ts';
import {
  type BookingFacts,
  type BookingFactsScope,
  dayState,
  isTempleBookable,
  loadBookingFacts,
  sevaMinPerformDate,
} from '../sevas/index.ts';
import { type SeriesStarDays, seriesDayState, seriesStarDays } from '../star-series/index.ts';
import type { TempleBookingSettings } from '../temples/index.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The days the cart's lines name, so blockings and counters are read for that span only. */
function daySpan(lines: readonly CartLineInput[]): { from: string; to: string } | null {
  const dates = lines
    .flatMap((line) => [line.performDate, line.tillDate, ...(line.starSeries?.dates ?? [])])
    .filter((date): date is string => date !== undefined && isIsoDate(date))
    .sort();
  const from = dates[0];
  const to = dates.at(-1);
  return from && to ? { from, to } : null;
}

/** English detail for a problem; the screens word the code itself from messages.ts. */
function problemMessage(
  code: ErrorCode,
  context: { seva: SevaRow; temple: TempleBookingSettings | undefined; date: string | null; now: Date },
): string {
  const { seva, temple, date, now } = context;
  const day = date ? formatDisplayDate(date) : '';
  switch (code) {
    case 'SEVA_NOT_AVAILABLE':
      return isTempleBookable(temple)
        ? `${seva.name} cannot be booked online now`
        : `${temple?.name ?? 'This temple'} does not take seva bookings online now`;
    case 'BEFORE_MIN_PERFORM_DATE': {
      const minimum = temple && sevaMinPerformDate(seva, temple, now);
      return minimum
        ? `The earliest date for ${seva.name} is ${formatDisplayDate(minimum)}`
        : ERROR_MESSAGES[code];
    }
    case 'AFTER_SEVA_END_DATE': {
      const end = lastBookableDate(seva.endDate, temple?.sevaEndDate ?? null);
      return end ? `${seva.name} can be booked up to ${formatDisplayDate(end)}` : ERROR_MESSAGES[code];
    }
    case 'DATE_BLOCKED':
      return `Bookings for ${seva.name} are closed on ${day}`;
    case 'WEEKDAY_NOT_ALLOWED':
      return date
        ? `${seva.name} is not performed on ${WEEKDAY_NAMES[weekdayOf(date)]}, ${day}`
        : ERROR_MESSAGES[code];
    case 'NOT_A_SPECIAL_POOJA_DATE':
      return `${day} is not one of the dates of ${seva.name}`;
    case 'TOO_FAR_AHEAD':
      return `Bookings are open up to ${DEFAULT_MAX_AHEAD_DAYS} days ahead`;
    default:
      return ERROR_MESSAGES[code];
  }
}

interface LineContext {
  facts: BookingFacts;
  now: Date;
  /** Units this cart already takes per seva and day, in line order (capacity is checked together). */
  takenByCart: Map<string, number>;
  /** The star's days at the temple, for each line that follows the devotee's star (by line index). */
  starDays: SeriesStarDays;
}

/** The perform dates of a line: one per day of a continuous seva, none for a pre-booking. */
function performDatesOf(line: CartLineInput, seva: SevaRow, problems: CartProblem[]): string[] {
  if (line.starSeries) return line.starSeries.dates;
  if (seva.sevaType === SevaType.PreBooking || !line.performDate) return [];
  if (!seva.isContinuous || !line.tillDate) return [line.performDate];
  const dates = continuousDates(line.performDate, line.tillDate);
  if (dates.length > 0) return dates;
  problems.push({
    code: 'TILL_DATE_INVALID',
    message: `The till date must be on or after the perform date and within ${MAX_CONTINUOUS_DAYS} days of it`,
  });
  return [line.performDate];
}

function evaluateLine(
  line: CartLineInput,
  index: number,
  seva: SevaRow,
  context: LineContext,
): { line: EvaluatedCartLine; priced: PricedLineInput[] } {
  const { facts, now, takenByCart } = context;
  const series = line.starSeries;
  const temple = facts.temples.get(seva.templeId);
  const problems: CartProblem[] = [];
  const add = (code: ErrorCode, date: string | null) => {
    if (problems.some((problem) => problem.code === code && (problem.date ?? null) === date)) return;
    const message = problemMessage(code, { seva, temple, date, now });
    problems.push(date ? { code, message, date } : { code, message });
  };

  const performDates = performDatesOf(line, seva, problems);
  if (series) {
    const starDays = context.starDays.get(index);
    if (!isStarSeriesOffered(seva)) {
      problems.push({
        code: 'STAR_SERIES_NOT_OFFERED',
        message: `${seva.name} cannot be booked as a star series`,
      });
    }
    for (const date of performDates) {
      if (starDays?.has(date)) continue;
      problems.push({
        code: 'NOT_STAR_DAY',
        message: `${formatDisplayDate(date)} is not the day of the devotee's star at the temple`,
        date,
      });
    }
  }
  const dayLimits: EvaluatedCartLine['dayLimits'] = [];
  for (const date of performDates.length > 0 ? performDates : [null]) {
    const state = series && date ? seriesDayState(facts, seva, date, now) : dayState(facts, seva, date, now);
    for (const code of state.problems) add(code, code === 'SEVA_NOT_AVAILABLE' ? null : date);
    if (date === null) continue;
    dayLimits.push({ date, limit: state.limit, remaining: state.remaining });
    if (state.problems.length > 0 || state.limit === null) continue;
    // ARCHITECTURE rule 3 is checkout's (the atomic hold); this is the read-only forecast of it.
    const key = `${seva.id}|${date}`;
    const taken = takenByCart.get(key) ?? 0;
    const left = Math.max(0, state.limit - state.booked - taken);
    if (line.quantity > left) {
      problems.push({
        code: 'SEVA_FULL',
        message:
          left === 0
            ? `${seva.name} is fully booked on ${formatDisplayDate(date)}`
            : `Only ${left} of ${seva.name} can still be booked on ${formatDisplayDate(date)}`,
        date,
      });
    } else {
      takenByCart.set(key, taken + line.quantity);
    }
  }

  // A pre-booking holds no day's place until the temple allots one, so the capacity check above never
  // sees it: its quantity meets the seva's daily limit here instead, before anything is paid. (The
  // approval checks the allotted day as a regular seva's, staff-date-rules.ts, so this stays out of it.)
  if (seva.sevaType === SevaType.PreBooking) {
    const overLimit = dailyLimitProblem(
      { sevaName: seva.name, quantity: line.quantity },
      seva.maxLimitPerDay,
    );
    if (overLimit) problems.push(overLimit);
  }

  const isPosted = line.prasadamDelivery === PrasadamDelivery.Post;
  if (isPosted && !seva.isPrasadamDeliverable) add('DELIVERY_NOT_AVAILABLE', null);
  const postageCharge =
    seva.postageCharge + (isPosted && seva.isPrasadamDeliverable ? seva.deliveryCharge : 0);

  // A stale rate from the device is informational: the seva's rate applies (ARCHITECTURE rule 2).
  if (typeof line.rate === 'number' && line.rate !== seva.rate) {
    problems.push({
      code: 'PRICE_CHANGED',
      message: `The rate of ${seva.name} is now ${formatRupees(seva.rate)} (it was ${formatRupees(Math.round(line.rate))})`,
    });
  }

  // A series paid date by date pays its first date now; each later one becomes its own order, priced
  // alone with the temple's charges, to be paid before it comes.
  const paysEachDate = series?.payment === 'each' && performDates.length > 1;
  const days = paysEachDate ? 1 : Math.max(1, performDates.length);
  const pricedDay = { rate: seva.rate, postageCharge, quantity: line.quantity };
  const priced = Array.from({ length: days }, () => pricedDay);
  // sevas.temple_id is a foreign key: the seva's temple is loaded.
  const seriesDue = paysEachDate
    ? { dates: performDates.slice(1), totalEach: priceOrder([pricedDay], temple!.charges, 0).totalAmount }
    : null;
  return {
    priced,
    line: {
      index,
      sevaId: seva.id,
      sevaName: seva.name,
      deityId: seva.deityId,
      deityName: seva.deityName,
      sevaType: seva.sevaType,
      isContinuous: seva.isContinuous,
      performDates,
      tillDate: seva.isContinuous && performDates.length > 0 ? (performDates.at(-1) ?? null) : null,
      quantity: line.quantity,
      rate: seva.rate,
      postageCharge,
      amount: seva.rate * line.quantity * days,
      seriesDue,
      devoteeName: line.devoteeName,
      devoteeNameId: line.devoteeNameId ?? null,
      starId: line.starId,
      prasadamDelivery: line.prasadamDelivery,
      deliveryAddress: isPosted ? (line.deliveryAddress ?? null) : null,
      description: line.description ?? null,
      forType: line.forType,
      dayLimits,
      isValid: problems.every((problem) => !isBlockingProblem(problem.code)),
      problems,
    },
  };
}

/** What loadBookingFacts must read for a cart: its sevas, and the days its lines name. */
export function cartFactsScope(input: CartInput): BookingFactsScope {
  return { sevaIds: input.lines.map((line) => line.sevaId), days: daySpan(input.lines) };
}

/**
 * The cart as the server sees it (spec §3 cart, ARCHITECTURE rule 2): lines grouped into one order per
 * temple, each re-priced from the seva and the temple (client rates, amounts and charges are ignored),
 * each checked against the date rules and, read only, against the day's remaining capacity, counting
 * every line of this cart on the same seva and day together. Problems are reported on their line, never
 * thrown: an unknown seva lands in unknownLines. Reads in one query whatever the size of the cart.
 */
export async function evaluateCart(
  deps: Pick<AppDeps, 'db' | 'starCalendars'>,
  input: CartInput,
  now: Date,
): Promise<CartEvaluation> {
  const facts = await loadBookingFacts(deps.db, cartFactsScope(input));
  return evaluateCartFacts(facts, input, now, await seriesStarDays(deps, facts, input));
}

/** evaluateCart on facts already read (checkout reads them once for the cart and the payment mode). */
export function evaluateCartFacts(
  facts: BookingFacts,
  input: CartInput,
  now: Date,
  starDays: SeriesStarDays = new Map(),
): CartEvaluation {
  const context: LineContext = { facts, now, takenByCart: new Map(), starDays };

  const unknownLines: CartEvaluation['unknownLines'] = [];
  const byTemple = new Map<number, { lines: EvaluatedCartLine[]; priced: PricedLineInput[] }>();
  input.lines.forEach((line, index) => {
    const seva = facts.sevas.get(line.sevaId);
    if (!seva) {
      unknownLines.push({
        index,
        sevaId: line.sevaId,
        problems: [{ code: 'NOT_FOUND', message: 'This seva is no longer offered' }],
      });
      return;
    }
    const evaluated = evaluateLine(line, index, seva, context);
    const group = byTemple.get(seva.templeId) ?? { lines: [], priced: [] };
    group.lines.push(evaluated.line);
    group.priced.push(...evaluated.priced);
    byTemple.set(seva.templeId, group);
  });

  const dakshinaByTemple = new Map((input.dakshina ?? []).map((entry) => [entry.templeId, entry.amount]));
  const strayDakshina = (input.dakshina ?? []).findIndex((entry) => !byTemple.has(entry.templeId));
  if (strayDakshina >= 0) {
    const field = `dakshina.${strayDakshina}.templeId`;
    throw new DomainError('VALIDATION_FAILED', `${field}: no seva of this temple is in the cart`, {
      errors: [{ field, message: 'No seva of this temple is in the cart' }],
    });
  }

  const orders: CartOrder[] = [...byTemple].map(([templeId, group]) => {
    // sevas.temple_id is a foreign key: every known seva's temple is loaded.
    const temple = facts.temples.get(templeId)!;
    const problems: CartProblem[] = [];
    let dakshina = dakshinaByTemple.get(templeId) ?? 0;
    if (dakshina > 0 && !temple.isDakshinaEnabled) {
      problems.push({
        code: 'DAKSHINA_NOT_ACCEPTED',
        message: `${temple.name} does not accept dakshina online`,
      });
      dakshina = 0;
    }
    return {
      templeId,
      templeName: temple.name,
      charges: temple.charges,
      lines: group.lines,
      problems,
      totals: priceOrder(group.priced, temple.charges, dakshina),
    };
  });

  const isValid =
    unknownLines.length === 0 &&
    orders.every((order) => order.problems.length === 0 && order.lines.every((line) => line.isValid));
  return { isValid, orders, unknownLines };
}
