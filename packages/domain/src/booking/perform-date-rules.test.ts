import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, weekdayOf } from './calendar.ts';
import {
  type AvailabilityRule,
  type CheckPerformDateInput,
  checkPerformDate,
  continuousDates,
  dailyLimitFor,
  localDateTime,
  MAX_CONTINUOUS_DAYS,
  minPerformDate,
  type SevaDateFacts,
} from './perform-date-rules.ts';

const KOLKATA = 'Asia/Kolkata';

describe('calendar days', () => {
  it.each([
    ['2026-03-05', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-3-5', false],
    ['05-03-2026', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('adds days across months and years, counts days and names weekdays (0 Sunday)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-03-07')).toBe(6);
  });
});

describe('localDateTime', () => {
  it.each([
    // 20:00 UTC is 01:30 the next day in India.
    ['2026-03-04T20:00:00Z', KOLKATA, '2026-03-05', 90],
    ['2026-03-04T18:29:00Z', KOLKATA, '2026-03-04', 23 * 60 + 59],
    ['2026-03-04T18:30:00Z', KOLKATA, '2026-03-05', 0],
    ['2026-03-04T20:00:00Z', 'UTC', '2026-03-04', 20 * 60],
    ['2026-03-05T03:00:00Z', 'America/New_York', '2026-03-04', 22 * 60],
  ])('%s in %s is %s, minute %i', (now, timeZone, date, minutes) => {
    expect(localDateTime(new Date(now), timeZone)).toEqual({ date, minutes });
  });

  it('answers each zone and each minute on its own when asked again within a minute', () => {
    const first = new Date('2026-03-04T18:29:10Z');
    const sameMinute = new Date('2026-03-04T18:29:50Z');
    const nextMinute = new Date('2026-03-04T18:30:05Z');
    expect(localDateTime(first, KOLKATA)).toEqual({ date: '2026-03-04', minutes: 23 * 60 + 59 });
    expect(localDateTime(first, 'UTC')).toEqual({ date: '2026-03-04', minutes: 18 * 60 + 29 });
    expect(localDateTime(sameMinute, KOLKATA)).toEqual({ date: '2026-03-04', minutes: 23 * 60 + 59 });
    expect(localDateTime(nextMinute, KOLKATA)).toEqual({ date: '2026-03-05', minutes: 0 });
    expect(localDateTime(first, KOLKATA)).toEqual({ date: '2026-03-04', minutes: 23 * 60 + 59 });
  });
});

describe('minPerformDate', () => {
  it.each([
    // [now (UTC), block period days, block time, expected]
    ['2026-03-04T06:00:00Z', 0, null, '2026-03-04'],
    ['2026-03-04T06:00:00Z', 1, null, '2026-03-05'],
    ['2026-03-04T06:00:00Z', 2, null, '2026-03-06'],
    // 17:59 in India, block time 18:00: still open for tomorrow.
    ['2026-03-04T12:29:00Z', 1, '18:00:00', '2026-03-05'],
    // 18:00 in India: tomorrow has closed.
    ['2026-03-04T12:30:00Z', 1, '18:00:00', '2026-03-06'],
    ['2026-03-04T12:30:00Z', 0, '18:00:00', '2026-03-05'],
    // 20:00 UTC is already the 5th in India (01:30), before the block time.
    ['2026-03-04T20:00:00Z', 1, '18:00:00', '2026-03-06'],
    ['2026-03-04T20:00:00Z', 0, null, '2026-03-05'],
  ])('now %s, block period %i, block time %s → %s', (now, sevaBlockPeriodDays, blockTime, expected) => {
    expect(minPerformDate({ now: new Date(now), timeZone: KOLKATA, sevaBlockPeriodDays, blockTime })).toBe(
      expected,
    );
  });
});

const regular: SevaDateFacts = {
  sevaType: 1,
  dayType: 1,
  blockTime: null,
  endDate: null,
  status: 1,
  isApproved: true,
  bookingType: 1,
};

// 10:00 in India on Wednesday 4 March 2026.
const NOW = new Date('2026-03-04T04:30:00Z');

function check(overrides: Omit<Partial<CheckPerformDateInput>, 'seva'> & { seva?: Partial<SevaDateFacts> }) {
  const { seva, ...rest } = overrides;
  return checkPerformDate({
    date: '2026-03-10',
    now: NOW,
    timeZone: KOLKATA,
    temple: { sevaBlockPeriodDays: 1, sevaEndDate: null },
    availability: [],
    blockings: [],
    ...rest,
    seva: { ...regular, ...seva },
  });
}

const mondays: AvailabilityRule = {
  kind: 'weekly',
  weekdays: [1],
  fromDate: null,
  toDate: null,
  dailyLimit: null,
};
const special = (date: string, dailyLimit: number | null = null): AvailabilityRule => ({
  kind: 'special',
  weekdays: null,
  fromDate: date,
  toDate: date,
  dailyLimit,
});

describe('checkPerformDate', () => {
  it.each<[string, Parameters<typeof check>[0], string[]]>([
    ['an open day', {}, []],
    ['the minimum day itself', { date: '2026-03-05' }, []],
    ['today, inside the block period', { date: '2026-03-04' }, ['BEFORE_MIN_PERFORM_DATE']],
    ['a past day', { date: '2026-02-01' }, ['BEFORE_MIN_PERFORM_DATE']],
    [
      'tomorrow after the block time',
      { date: '2026-03-05', now: new Date('2026-03-04T13:00:00Z'), seva: { blockTime: '18:00:00' } },
      ['BEFORE_MIN_PERFORM_DATE'],
    ],
    [
      'a day blocked for the seva or the temple',
      { blockings: [{ fromDate: '2026-03-09', toDate: '2026-03-11' }] },
      ['DATE_BLOCKED'],
    ],
    ['a day after the seva end date', { seva: { endDate: '2026-03-09' } }, ['AFTER_SEVA_END_DATE']],
    [
      'a day after the temple end date',
      { temple: { sevaBlockPeriodDays: 1, sevaEndDate: '2026-03-09' } },
      ['AFTER_SEVA_END_DATE'],
    ],
    ['the end date itself', { seva: { endDate: '2026-03-10' } }, []],
    [
      'a Tuesday for a Monday seva',
      { seva: { dayType: 2 }, availability: [mondays] },
      ['WEEKDAY_NOT_ALLOWED'],
    ],
    ['a Monday for a Monday seva', { date: '2026-03-09', seva: { dayType: 2 }, availability: [mondays] }, []],
    ['a day-type-2 seva with no rules', { seva: { dayType: 2 } }, ['WEEKDAY_NOT_ALLOWED']],
    [
      'a dates rule covering the day',
      {
        seva: { dayType: 2 },
        availability: [
          { kind: 'dates', weekdays: null, fromDate: '2026-03-08', toDate: '2026-03-12', dailyLimit: null },
        ],
      },
      [],
    ],
    [
      'a weekly rule outside its range',
      { date: '2026-03-09', seva: { dayType: 2 }, availability: [{ ...mondays, toDate: '2026-03-08' }] },
      ['WEEKDAY_NOT_ALLOWED'],
    ],
    [
      'a special pooja on its date',
      { seva: { sevaType: 2, dayType: 2 }, availability: [special('2026-03-10')] },
      [],
    ],
    [
      'a special pooja off its dates',
      { seva: { sevaType: 2, dayType: 2 }, availability: [special('2026-03-11'), mondays] },
      ['NOT_A_SPECIAL_POOJA_DATE'],
    ],
    ['a day more than a year ahead', { date: '2027-03-05' }, ['TOO_FAR_AHEAD']],
    ['an inactive seva', { seva: { status: 0 } }, ['SEVA_NOT_AVAILABLE']],
    ['a seva not approved for listing', { seva: { isApproved: false } }, ['SEVA_NOT_AVAILABLE']],
    ['a counter-only seva', { seva: { bookingType: 2 } }, ['SEVA_NOT_AVAILABLE']],
    ['an online-only seva', { seva: { bookingType: 3 } }, []],
    ['no date for a regular seva', { date: null }, ['PERFORM_DATE_REQUIRED']],
    ['an impossible date', { date: '2026-02-30' }, ['INVALID_DATE']],
    ['no date for a pre-booking', { date: null, seva: { sevaType: 3 } }, []],
    [
      'a past date for a pre-booking (ignored: the temple allots it)',
      { date: '2020-01-01', seva: { sevaType: 3 } },
      [],
    ],
    ['an inactive pre-booking', { date: null, seva: { sevaType: 3, status: 0 } }, ['SEVA_NOT_AVAILABLE']],
    [
      'several problems at once',
      {
        date: '2026-03-03',
        seva: { dayType: 2, endDate: '2026-03-01' },
        availability: [mondays],
        blockings: [{ fromDate: '2026-03-03', toDate: '2026-03-03' }],
      },
      ['BEFORE_MIN_PERFORM_DATE', 'AFTER_SEVA_END_DATE', 'DATE_BLOCKED', 'WEEKDAY_NOT_ALLOWED'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('reads the weekday of the temple day: 20:00 UTC on a Sunday is Monday in India', () => {
    const now = new Date('2026-03-08T20:00:00Z');
    expect(localDateTime(now, KOLKATA).date).toBe('2026-03-09');
    expect(
      check({
        now,
        date: '2026-03-09',
        temple: { sevaBlockPeriodDays: 0, sevaEndDate: null },
        seva: { dayType: 2 },
        availability: [mondays],
      }),
    ).toEqual([]);
  });
});

describe('dailyLimitFor', () => {
  const saturdays: AvailabilityRule = {
    kind: 'weekly',
    weekdays: [6],
    fromDate: null,
    toDate: null,
    dailyLimit: 60,
  };
  it.each<[string, string, number | null, AvailabilityRule[], number | null]>([
    ['the seva limit without rules', '2026-03-07', 40, [], 40],
    ['no limit at all', '2026-03-07', null, [], null],
    ["a rule's limit on its days", '2026-03-07', 40, [saturdays], 60],
    ["the seva's limit on other days", '2026-03-09', 40, [saturdays], 40],
    ['a rule without a limit leaves the seva limit', '2026-03-09', 40, [mondays], 40],
    ['a special date beats a weekly rule', '2026-03-07', null, [saturdays, special('2026-03-07', 10)], 10],
    [
      'the smaller of two rules of one kind',
      '2026-03-07',
      null,
      [saturdays, { ...saturdays, dailyLimit: 30 }],
      30,
    ],
  ])('%s', (_name, date, maxLimit, rules, expected) => {
    expect(dailyLimitFor(date, maxLimit, rules)).toBe(expected);
  });
});

describe('continuousDates', () => {
  it.each<[string, string, string[]]>([
    ['2026-03-10', '2026-03-10', ['2026-03-10']],
    ['2026-02-27', '2026-03-02', ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']],
    ['2026-03-10', '2026-03-09', []],
    ['2026-03-10', 'not-a-date', []],
  ])('%s to %s', (from, till, expected) => {
    expect(continuousDates(from, till)).toEqual(expected);
  });

  it(`allows at most ${MAX_CONTINUOUS_DAYS} days`, () => {
    expect(continuousDates('2026-01-01', addDays('2026-01-01', MAX_CONTINUOUS_DAYS - 1))).toHaveLength(
      MAX_CONTINUOUS_DAYS,
    );
    expect(continuousDates('2026-01-01', addDays('2026-01-01', MAX_CONTINUOUS_DAYS))).toEqual([]);
  });
});
