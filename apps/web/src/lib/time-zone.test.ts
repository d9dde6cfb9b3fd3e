import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantIn, todayIn } from './time-zone.ts';

/**
 * ARCHITECTURE rule 8: the day is the temple's, not the device's. Each case runs with the process (the
 * "device") in a zone other than India's. (The dd-MMM-yyyy formatters are tested in the domain,
 * display-dates.test.ts.)
 */

// 00:05 on 22-Nov-2026 in India is still 21-Nov on a device in UTC or New York.
const JUST_AFTER_IST_MIDNIGHT = '2026-11-21T18:35:00.000Z';

const originalZone = process.env.TZ;

describe.each(['UTC', 'America/New_York', 'Pacific/Kiritimati'])('on a device in %s', (deviceZone) => {
  beforeAll(() => {
    process.env.TZ = deviceZone;
  });
  afterAll(() => {
    process.env.TZ = originalZone;
  });

  it("finds the temple's today, not the device's", () => {
    const now = new Date(JUST_AFTER_IST_MIDNIGHT);
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-22');
    expect(todayIn('America/New_York', now)).toBe('2026-11-21');
  });

  it("reads a day and time as the temple's clock shows them", () => {
    expect(instantIn('Asia/Kolkata', '2026-11-22', '00:05').toISOString()).toBe(JUST_AFTER_IST_MIDNIGHT);
    expect(instantIn('Asia/Kolkata', '2026-12-12', '18:30').toISOString()).toBe('2026-12-12T13:00:00.000Z');
    expect(instantIn('America/New_York', '2026-07-01', '09:00').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(instantIn('America/New_York', '2026-12-01', '09:00').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    // 02:30 on 8 March 2026 does not exist in New York: the clocks go from 02:00 to 03:00.
    expect(instantIn('America/New_York', '2026-03-08', '02:30').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});
