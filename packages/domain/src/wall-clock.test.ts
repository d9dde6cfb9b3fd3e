import { describe, expect, it } from 'vitest';
import { wallClock, wallClockDate } from './wall-clock.ts';

describe('wallClock', () => {
  it("reads an instant as the zone's clock shows it, whatever the machine's zone", () => {
    const instant = Date.parse('2026-11-21T20:45:30Z');
    expect(wallClock(instant, 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 2,
      minute: 15,
      second: 30,
    });
    expect(wallClock(new Date(instant), 'America/Los_Angeles')).toMatchObject({ day: 21, hour: 12 });
  });

  it('shows midnight as hour 0 and follows a zone across its clock change', () => {
    expect(wallClock(Date.parse('2026-03-07T18:30:00Z'), 'Asia/Kolkata')).toMatchObject({ day: 8, hour: 0 });
    // New York moved from UTC−5 to UTC−4 at 07:00 UTC on 8 March 2026.
    expect(wallClock(Date.parse('2026-03-08T06:59:00Z'), 'America/New_York')).toMatchObject({ hour: 1 });
    expect(wallClock(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toMatchObject({ hour: 3 });
  });

  it('gives the calendar day as yyyy-MM-dd', () => {
    expect(wallClockDate(wallClock(Date.parse('2026-01-04T20:00:00Z'), 'Asia/Kolkata'))).toBe('2026-01-05');
  });
});
