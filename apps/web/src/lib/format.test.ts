import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './format.ts';
import { todayIn } from './time-zone.ts';

/**
 * ARCHITECTURE rule 8: times are the temple's, not the device's. Each case runs with the process (the
 * "device") in a zone other than India's, so a formatter that fell back to Date#getHours would fail.
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
    expect(formatDate(JUST_AFTER_IST_MIDNIGHT)).toBe('22-Nov-2026');
    expect(formatDateTime(JUST_AFTER_IST_MIDNIGHT)).toBe('22-Nov-2026 00:05');
    expect(formatDate(JUST_BEFORE_IST_MIDNIGHT)).toBe('22-Nov-2026');
    expect(formatDateTime(JUST_BEFORE_IST_MIDNIGHT)).toBe('22-Nov-2026 23:59');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatDateTime(new Date(JUST_AFTER_IST_MIDNIGHT))).toBe('22-Nov-2026 00:05');
    expect(formatDate(new Date('2026-03-04T20:00:00Z'))).toBe('05-Mar-2026');
  });

  it("shows the temple's own zone when one is given", () => {
    expect(formatDateTime(JUST_AFTER_IST_MIDNIGHT, 'Asia/Kolkata')).toBe('22-Nov-2026 00:05');
    expect(formatDateTime(JUST_AFTER_IST_MIDNIGHT, 'America/New_York')).toBe('21-Nov-2026 13:35');
    expect(formatDate(JUST_BEFORE_IST_MIDNIGHT, 'Asia/Tokyo')).toBe('23-Nov-2026');
    expect(formatDateTime('2026-06-30T23:30:00Z', 'Asia/Kathmandu')).toBe('01-Jul-2026 05:15');
  });

  it('keeps the dd-MMM-yyyy HH:mm shape: padded day, English month, 24-hour clock from 00', () => {
    expect(formatDateTime('2026-01-04T18:30:00Z')).toBe('05-Jan-2026 00:00');
    expect(formatDateTime('2026-12-31T08:45:00Z')).toBe('31-Dec-2026 14:15');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('01-Jan-2027');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('reads a yyyy-MM-dd calendar day as that day, with no zone at all', () => {
    expect(formatDay('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDay('2026-11-22')).toBe('22-Nov-2026');
    expect(formatDay('2026-13-01')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it("finds the temple's today, not the device's", () => {
    const now = new Date(JUST_AFTER_IST_MIDNIGHT);
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-22');
    expect(todayIn('America/New_York', now)).toBe('2026-11-21');
  });
});
