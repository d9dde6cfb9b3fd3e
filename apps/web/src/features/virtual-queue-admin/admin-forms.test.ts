import { canManageTemple, UserType } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { linesOf, pathTime, reportUrl, toNumber } from './admin-forms.ts';

describe('queue admin helpers', () => {
  it.each([
    [UserType.TempleAdmin, true],
    [UserType.Admin, true],
    [UserType.SubAdmin, true],
    [UserType.TempleStaff, false],
    [UserType.Devotee, false],
    [undefined, false],
  ])('user type %s may change the queue: %s', (type, expected) => {
    expect(canManageTemple(type)).toBe(expected);
  });

  it('turns a clock time into the path form', () => {
    expect(pathTime('06:30')).toBe('0630');
  });

  it('reads one entry a line', () => {
    expect(linesOf(' Aadhaar \n\nPassport\n ')).toEqual(['Aadhaar', 'Passport']);
  });

  it('keeps a blank number blank for the schema', () => {
    expect(toNumber('')).toBeNaN();
    expect(toNumber('12')).toBe(12);
  });

  it('builds report addresses for the table and the downloads', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(reportUrl(7, 'daily', range)).toBe(
      '/api/v1/temples/7/virtual-queue/reports/daily?from=2026-01-01&to=2026-01-31',
    );
    expect(reportUrl(7, 'devotees', range, 'csv')).toBe(
      '/api/v1/temples/7/virtual-queue/reports/devotees?from=2026-01-01&to=2026-01-31&format=csv',
    );
  });
});
