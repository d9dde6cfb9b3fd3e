import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeFromAddress, rangeProblem } from './report-ranges.ts';

describe('report date presets, from the temple’s today', () => {
  it('today and yesterday are single days, yesterday across a year boundary', () => {
    expect(presetRange('today', '2026-08-14')).toEqual({ from: '2026-08-14', to: '2026-08-14' });
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('this week runs from Monday to today', () => {
    // 2026-08-14 is a Friday; 2026-08-10 a Monday; 2026-08-16 a Sunday.
    expect(presetRange('thisWeek', '2026-08-14')).toEqual({ from: '2026-08-10', to: '2026-08-14' });
    expect(presetRange('thisWeek', '2026-08-10')).toEqual({ from: '2026-08-10', to: '2026-08-10' });
    expect(presetRange('thisWeek', '2026-08-16')).toEqual({ from: '2026-08-10', to: '2026-08-16' });
  });

  it('this month runs from its first day to today', () => {
    expect(presetRange('thisMonth', '2026-08-14')).toEqual({ from: '2026-08-01', to: '2026-08-14' });
  });

  it('last month is the whole month before, December of last year in January, 29 days in a leap February', () => {
    expect(presetRange('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2026-08-01')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
  });

  it('the financial year starts on 1 April: of this year from April, of last year until March', () => {
    expect(presetRange('financialYear', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('financialYear', '2026-12-31')).toEqual({ from: '2026-04-01', to: '2026-12-31' });
    expect(presetRange('financialYear', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(presetRange('financialYear', '2027-01-05')).toEqual({ from: '2026-04-01', to: '2027-01-05' });
    // A whole financial year is still one the server reads at once (≤ 366 days).
    expect(rangeProblem(presetRange('financialYear', '2028-03-31'))).toBeUndefined();
  });

  it('names the preset a range is, and none for a range of one’s own', () => {
    expect(presetOf({ from: '2026-08-14', to: '2026-08-14' }, '2026-08-14')).toBe('today');
    expect(presetOf({ from: '2026-07-01', to: '2026-07-31' }, '2026-08-14')).toBe('lastMonth');
    expect(presetOf({ from: '2026-07-02', to: '2026-07-31' }, '2026-08-14')).toBeUndefined();
  });
});

describe('the range in the address', () => {
  it('is today where a date is missing or not a date', () => {
    expect(rangeFromAddress({ from: '', to: '' }, '2026-08-14')).toEqual({
      from: '2026-08-14',
      to: '2026-08-14',
    });
    expect(rangeFromAddress({ from: '2026-08-01', to: 'soon' }, '2026-08-14')).toEqual({
      from: '2026-08-01',
      to: '2026-08-14',
    });
  });

  it('is refused reversed or longer than 366 days, as the server would', () => {
    expect(rangeProblem({ from: '2026-08-02', to: '2026-08-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong');
  });
});
