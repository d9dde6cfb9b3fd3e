import { addDays } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  civilDatesBetween,
  isoUtc,
  localDateTime,
  localTimeOfDay,
  startOfCivilDay,
  zoneOffsetMs,
} from './civil-time.ts';

function utc(iso: string): number {
  return Date.parse(iso);
}

describe('civil time', () => {
  it.each([
    ['2026-11-22', 'Asia/Kolkata', '2026-11-21T18:30:00Z'],
    ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00Z'],
    ['2026-03-30', 'Europe/London', '2026-03-29T23:00:00Z'],
    ['2026-10-26', 'Europe/London', '2026-10-26T00:00:00Z'],
    ['2026-06-21', 'Australia/Sydney', '2026-06-20T14:00:00Z'],
    // Brazil once sprang forward at midnight: 2018-11-04 began at 01:00 (-02), and fell back at midnight.
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T03:00:00Z'],
    ['2019-02-17', 'America/Sao_Paulo', '2019-02-17T03:00:00Z'],
  ])('%s in %s starts at %s', (date, zone, expected) => {
    expect(new Date(startOfCivilDay(date, zone)).toISOString().replace('.000', '')).toBe(expected);
  });

  it('reads offsets, including the seconds of old local mean times', () => {
    expect(zoneOffsetMs(utc('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(19_800_000);
    expect(localDateTime(utc('1900-06-01T00:00:00Z'), 'Asia/Kolkata')).toMatch(
      /^1900-06-01T05:\d\d\+05:\d\d:\d\d$/,
    );
  });

  it('formats UTC to the second and local times to the nearest minute', () => {
    const instant = utc('2026-11-22T08:33:29.600Z');
    expect(isoUtc(instant)).toBe('2026-11-22T08:33:30Z');
    expect(localTimeOfDay(instant, 'Asia/Kolkata')).toBe('14:03');
    expect(localDateTime(instant, 'Asia/Kolkata')).toBe('2026-11-22T14:03+05:30');
    expect(localDateTime(utc('2026-11-22T18:29:31Z'), 'Asia/Kolkata')).toBe('2026-11-23T00:00+05:30');
    expect(localDateTime(utc('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00-04:00');
  });

  it('counts civil dates across month ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(civilDatesBetween('2025-12-30', '2026-01-02')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });
});
