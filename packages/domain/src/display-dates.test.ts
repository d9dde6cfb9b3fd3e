import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayMonth,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantTime,
} from './display-dates.ts';
import { LANGUAGES } from './languages.ts';

/**
 * ARCHITECTURE rule 8: times are the temple's, not the device's or the server's. Each case runs with the
 * process (the "device") in a zone other than India's, so a formatter that fell back to Date#getHours
 * or Date#getDate would fail.
 */

// 00:05 on 22-Nov-2026 in India is still 21-Nov on a device in UTC or New York.
const JUST_AFTER_IST_MIDNIGHT = '2026-11-21T18:35:00.000Z';
// 23:59 on 22-Nov-2026 in India is already 23-Nov in Tokyo and on the Pacific's far side.
const JUST_BEFORE_IST_MIDNIGHT = '2026-11-22T18:29:00.000Z';

const originalZone = process.env.TZ;

describe.each([
  { deviceZone: 'UTC', deviceDayAfterIstMidnight: 21, offsetMinutes: 0 },
  { deviceZone: 'America/New_York', deviceDayAfterIstMidnight: 21, offsetMinutes: 300 },
  { deviceZone: 'Pacific/Kiritimati', deviceDayAfterIstMidnight: 22, offsetMinutes: -840 },
])('on a device in $deviceZone', ({ deviceZone, deviceDayAfterIstMidnight, offsetMinutes }) => {
  beforeAll(() => {
    process.env.TZ = deviceZone;
  });
  afterAll(() => {
    process.env.TZ = originalZone;
  });

  it('really runs in that zone', () => {
    const instant = new Date(JUST_AFTER_IST_MIDNIGHT);
    expect(instant.getTimezoneOffset()).toBe(offsetMinutes);
    expect(instant.getDate()).toBe(deviceDayAfterIstMidnight);
  });

  it("shows an instant's day and time in India by default", () => {
    expect(formatInstantDate(JUST_AFTER_IST_MIDNIGHT)).toBe('22-Nov-2026');
    expect(formatInstantDateTime(JUST_AFTER_IST_MIDNIGHT)).toBe('22-Nov-2026 00:05');
    expect(formatInstantDate(JUST_BEFORE_IST_MIDNIGHT)).toBe('22-Nov-2026');
    expect(formatInstantDateTime(JUST_BEFORE_IST_MIDNIGHT)).toBe('22-Nov-2026 23:59');
    expect(formatInstantTime(JUST_AFTER_IST_MIDNIGHT)).toBe('00:05');
    expect(formatInstantTime(null)).toBe('');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatInstantDateTime(new Date(JUST_AFTER_IST_MIDNIGHT))).toBe('22-Nov-2026 00:05');
    expect(formatInstantDate(new Date('2026-03-04T20:00:00Z'))).toBe('05-Mar-2026');
  });

  it("shows the temple's own zone when one is given", () => {
    expect(formatInstantDateTime(JUST_AFTER_IST_MIDNIGHT, 'Asia/Kolkata')).toBe('22-Nov-2026 00:05');
    expect(formatInstantDateTime(JUST_AFTER_IST_MIDNIGHT, 'America/New_York')).toBe('21-Nov-2026 13:35');
    expect(formatInstantDate(JUST_BEFORE_IST_MIDNIGHT, 'Asia/Tokyo')).toBe('23-Nov-2026');
    expect(formatInstantDateTime('2026-06-30T23:30:00Z', 'Asia/Kathmandu')).toBe('01-Jul-2026 05:15');
  });

  it('keeps the dd-MMM-yyyy HH:mm shape: padded day, English month, 24-hour clock from 00', () => {
    expect(formatInstantDateTime('2026-01-04T18:30:00Z')).toBe('05-Jan-2026 00:00');
    expect(formatInstantDateTime('2026-12-31T08:45:00Z')).toBe('31-Dec-2026 14:15');
    expect(formatInstantDate('2026-12-31T18:30:00Z')).toBe('01-Jan-2027');
  });

  it('reads a yyyy-MM-dd calendar day as that day, with no zone at all', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDisplayDate('2026-11-22')).toBe('22-Nov-2026');
  });
});

describe('display dates', () => {
  it.each([
    ['2026-03-05', '05-Mar-2026'],
    ['2026-01-01', '01-Jan-2026'],
    ['2026-12-31', '31-Dec-2026'],
    ['2028-02-29', '29-Feb-2028'],
    ['2026-03-05T10:00:00Z', '05-Mar-2026'],
    ['2026-13-01', ''],
    ['2026-02-30', ''],
    ['05-03-2026', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('day %j → %j', (day, shown) => {
    expect(formatDisplayDate(day)).toBe(shown);
  });

  it.each([
    ['2026-03', 'Mar-2026'],
    ['2026-12', 'Dec-2026'],
    ['2026-13', ''],
    ['2026-3', ''],
    [null, ''],
  ])('month %j → %j', (month, shown) => {
    expect(formatDisplayMonth(month)).toBe(shown);
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])(
    'shows nothing for the instant %j',
    (instant) => {
      expect(formatInstantDate(instant)).toBe('');
      expect(formatInstantDateTime(instant)).toBe('');
    },
  );

  it.each([
    ['ml', '05-മാർ-2026', 'ഡിസം-2026'],
    ['hi', '05-मार्च-2026', 'दिस-2026'],
    ['ta', '05-மார்-2026', 'டிச-2026'],
    ['te', '05-మార్చి-2026', 'డిసెం-2026'],
    ['kn', '05-ಮಾರ್ಚ್-2026', 'ಡಿಸೆಂ-2026'],
  ] as const)('writes the month in %s (issue #18), keeping dd-MMM-yyyy', (language, day, month) => {
    expect(formatDisplayDate('2026-03-05', language)).toBe(day);
    expect(formatDisplayMonth('2026-12', language)).toBe(month);
    expect(formatInstantDateTime('2026-03-05T04:30:00Z', 'Asia/Kolkata', language)).toBe(`${day} 10:00`);
  });

  it('has twelve distinct months in every language, without abbreviation dots', () => {
    for (const language of LANGUAGES) {
      const months = Array.from({ length: 12 }, (_, index) =>
        formatDisplayMonth(`2026-${String(index + 1).padStart(2, '0')}`, language).replace('-2026', ''),
      );
      expect(new Set(months).size, language).toBe(12);
      expect(
        months.filter((name) => /[.॰]/.test(name)),
        language,
      ).toEqual([]);
    }
  });
});
