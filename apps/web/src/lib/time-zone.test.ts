import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from './time-zone.ts';

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
});
