import { describe, expect, it } from 'vitest';
import { monthlySeriesDates, starOccurrences, yearlySeriesDates } from './star-series.ts';

describe('star occurrences', () => {
  it('takes the first of two days running on which the star is at sunrise, keeping the second', () => {
    expect(starOccurrences(['2026-12-03', '2026-12-04', '2026-12-31'])).toEqual([
      { date: '2026-12-03', note: 'twoSunrises', otherDate: '2026-12-04' },
      { date: '2026-12-31', note: null, otherDate: null },
    ]);
  });

  it('joins days running across a month boundary', () => {
    expect(starOccurrences(['2026-01-31', '2026-02-01'])).toEqual([
      { date: '2026-01-31', note: 'twoSunrises', otherDate: '2026-02-01' },
    ]);
  });
});

describe('every month on the star', () => {
  it('keeps both occurrences of a Gregorian month that holds the star twice', () => {
    const dates = monthlySeriesDates(
      ['2026-03-01', '2026-03-28', '2026-04-24', '2026-05-22'],
      '2026-03-01',
      3,
    );
    expect(dates.map((each) => each.date)).toEqual(['2026-03-01', '2026-03-28', '2026-04-24']);
  });

  it('counts a star at two sunrises once', () => {
    const dates = monthlySeriesDates(
      ['2026-03-01', '2026-03-02', '2026-03-28', '2026-04-24'],
      '2026-02-27',
      2,
    );
    expect(dates).toEqual([
      { date: '2026-03-01', note: 'twoSunrises', otherDate: '2026-03-02' },
      { date: '2026-03-28', note: null, otherDate: null },
    ]);
  });

  it('gives fewer dates only when the star has no more days in the span', () => {
    expect(monthlySeriesDates(['2026-03-01'], '2026-03-01', 6)).toHaveLength(1);
  });

  it('says when a cycle went by in which the star was no day’s star', () => {
    // Rohini at the six-nazhika moment: 25 Nov 2026, none in December, 19 Jan 2027 (temple 2 of the demo).
    expect(monthlySeriesDates(['2026-11-25', '2027-01-19', '2027-02-15'], '2026-11-27', 2)).toEqual([
      { date: '2027-01-19', note: 'afterSkippedCycle', otherDate: null },
      { date: '2027-02-15', note: null, otherDate: null },
    ]);
    expect(monthlySeriesDates(['2026-03-01', '2026-04-24'], '2026-03-01', 2)[1]?.note).toBe(
      'afterSkippedCycle',
    );
  });
});

describe('every year on the star in a Malayalam month', () => {
  // Chingam of ME 1202, 1203 and 1204 (illustrative spans).
  const chingam = [
    { year: 1202, first: '2026-08-17', last: '2026-09-16' },
    { year: 1203, first: '2027-08-17', last: '2027-09-16' },
    { year: 1204, first: '2028-08-17', last: '2028-09-16' },
  ];

  it("takes the star's day in the month, one a year", () => {
    const dates = yearlySeriesDates(
      ['2026-07-20', '2026-08-20', '2026-09-17', '2027-08-10', '2027-09-06', '2028-08-29'],
      chingam,
      '2026-06-01',
      3,
    );
    expect(dates).toEqual([
      { date: '2026-08-20', note: null, otherDate: null },
      { date: '2027-09-06', note: null, otherDate: null },
      { date: '2028-08-29', note: null, otherDate: null },
    ]);
  });

  it('keeps the first when the star comes twice in the month', () => {
    const dates = yearlySeriesDates(['2026-08-18', '2026-09-14'], chingam, '2026-06-01', 1);
    expect(dates).toEqual([{ date: '2026-08-18', note: 'twiceInMonth', otherDate: '2026-09-14' }]);
  });

  it("takes the star's next day after a month that does not hold it, never leaving the year out", () => {
    const dates = yearlySeriesDates(['2026-08-10', '2026-09-18', '2027-08-20'], chingam, '2026-06-01', 2);
    expect(dates).toEqual([
      { date: '2026-09-18', note: 'notInMonth', otherDate: null },
      { date: '2027-08-20', note: null, otherDate: null },
    ]);
  });

  it('starts next year when this year’s month is under way and its star day has passed', () => {
    const dates = yearlySeriesDates(['2026-08-20', '2026-09-17', '2027-08-25'], chingam, '2026-09-01', 1);
    expect(dates).toEqual([{ date: '2027-08-25', note: null, otherDate: null }]);
  });
});
