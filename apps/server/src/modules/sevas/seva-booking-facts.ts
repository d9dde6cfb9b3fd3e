import {
  type AvailabilityRule,
  checkPerformDate,
  dailyLimitFor,
  type PerformDateProblemCode,
  type SevaDateFacts,
  type SevaDay,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type TempleBookingSettings, toTempleBookingSettings } from '../temples/index.ts';
import {
  type AvailabilityRuleRow,
  type BlockingRow,
  type SevaRow,
  selectBookingFactRows,
  type TemplePaymentRow,
} from './sevas-repository.ts';

/**
 * Everything the date and capacity rules need about some sevas over some days, loaded in ONE query
 * whatever the number of sevas and days (sevas, temples, rules, blockings, counters): the availability
 * calendar, the special-pooja list, cart evaluation and checkout all read through it.
 */
export interface BookingFacts {
  sevas: Map<number, SevaRow>;
  temples: Map<number, TempleBookingSettings>;
  /** Where each temple's money goes (checkout: gateway or bank transfer, and the trust's account). */
  payments: Map<number, TemplePaymentRow>;
  rulesOf(sevaId: number): AvailabilityRuleRow[];
  /** The seva's own blocked ranges and its temple's. */
  blockingsOf(seva: Pick<SevaRow, 'id' | 'templeId'>): BlockingRow[];
  /** Units paid or held for the seva on the day (seva_day_counters.booked). */
  booked(sevaId: number, date: string): number;
  /** The booking facts' version these were read at (schema bookingFactsVersion); counters have none. */
  version: string;
}

export interface BookingFactsScope {
  sevaIds: readonly number[];
  /** The days whose blockings and counters are wanted; null when no day is (pre-bookings only). */
  days: { from: string; to: string } | null;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export async function loadBookingFacts(db: Executor, scope: BookingFactsScope): Promise<BookingFacts> {
  const {
    sevas: sevaRows,
    temples,
    rules,
    blockings,
    counters,
    factsVersion,
  } = await selectBookingFactRows(db, {
    sevaIds: [...new Set(scope.sevaIds)],
    days: scope.days,
  });
  const rulesBySeva = groupBy(rules, (rule) => rule.sevaId);
  const templeWide = groupBy(
    blockings.filter((range) => range.sevaId === null),
    (range) => range.templeId,
  );
  const bySeva = groupBy(
    blockings.filter((range) => range.sevaId !== null),
    (range) => range.sevaId,
  );
  const bookedByKey = new Map(counters.map((row) => [`${row.sevaId}|${row.performDate}`, row.booked]));
  return {
    sevas: new Map(sevaRows.map((row) => [row.id, row])),
    temples: new Map(temples.map((row) => [row.id, toTempleBookingSettings(row)])),
    payments: new Map(temples.map((row) => [row.id, row])),
    rulesOf: (sevaId) => rulesBySeva.get(sevaId) ?? [],
    blockingsOf: (seva) => [...(templeWide.get(seva.templeId) ?? []), ...(bySeva.get(seva.id) ?? [])],
    booked: (sevaId, date) => bookedByKey.get(`${sevaId}|${date}`) ?? 0,
    version: factsVersion,
  };
}

export function toAvailabilityRule(row: AvailabilityRuleRow): AvailabilityRule {
  // The column's check constraint admits only these kinds.
  return {
    kind: row.kind as AvailabilityRule['kind'],
    weekdays: row.weekdays,
    fromDate: row.fromDate,
    toDate: row.toDate,
    dailyLimit: row.dailyLimit,
  };
}

export function toSevaDateFacts(seva: SevaRow): SevaDateFacts {
  return {
    sevaType: seva.sevaType,
    dayType: seva.dayType,
    blockTime: seva.blockTime,
    endDate: seva.endDate,
    status: seva.status,
    isApproved: seva.isApproved,
    bookingType: seva.bookingType,
  };
}

/** Whether the temple takes seva bookings at all (listed, spec IsSeva). */
export function isTempleBookable(temple: TempleBookingSettings | undefined): boolean {
  return temple?.isActive === true && temple.isSeva;
}

export interface DayState {
  problems: PerformDateProblemCode[];
  limit: number | null;
  booked: number;
  /** limit − booked (never below 0); null without a limit. */
  remaining: number | null;
}

/** The date rules and the capacity of one seva on one day (null date: a pre-booking). */
export function dayState(facts: BookingFacts, seva: SevaRow, date: string | null, now: Date): DayState {
  const temple = facts.temples.get(seva.templeId);
  const rules = facts.rulesOf(seva.id).map(toAvailabilityRule);
  const problems = checkPerformDate({
    date,
    now,
    timeZone: temple?.timeZone ?? 'Asia/Kolkata',
    temple: {
      sevaBlockPeriodDays: temple?.sevaBlockPeriodDays ?? 0,
      sevaEndDate: temple?.sevaEndDate ?? null,
    },
    seva: toSevaDateFacts(seva),
    availability: rules,
    blockings: facts.blockingsOf(seva),
  });
  if (!isTempleBookable(temple) && !problems.includes('SEVA_NOT_AVAILABLE')) {
    problems.unshift('SEVA_NOT_AVAILABLE');
  }
  if (date === null) return { problems, limit: null, booked: 0, remaining: null };
  const limit = dailyLimitFor(date, seva.maxLimitPerDay, rules);
  const booked = facts.booked(seva.id, date);
  return { problems, limit, booked, remaining: limit === null ? null : Math.max(0, limit - booked) };
}

/** A day as the calendar shows it: open, full, blocked or closed, with the reason. */
export function toSevaDay(date: string, state: DayState): SevaDay {
  const { problems, limit, remaining } = state;
  const base = { date, limit, remaining };
  const reason = problems[0];
  if (reason === 'DATE_BLOCKED') return { ...base, status: 'blocked', reason };
  if (reason !== undefined) return { ...base, status: 'closed', reason };
  if (remaining !== null && remaining <= 0) return { ...base, status: 'full', reason: 'SEVA_FULL' };
  return { ...base, status: 'open', reason: null };
}
