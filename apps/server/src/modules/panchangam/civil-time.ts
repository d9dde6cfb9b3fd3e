import { addDays, daysBetween, wallClock } from '@nivedya/domain';

/**
 * Civil dates and local times in an IANA time zone, with Intl only (no time-zone library). ARCHITECTURE
 * rule 8: a day is a calendar date in the temple's zone, spoken as yyyy-MM-dd.
 */

const MS_PER_MINUTE = 60_000;

/** The zone's offset from UTC at `instant`, in milliseconds (+05:30 is 19 800 000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A civil date, yyyy-MM-dd, as the UTC midnight of that date (a day number, not an instant). */
function civilDateValue(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The dates from..to inclusive. */
export function civilDatesBetween(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));
}

/** The first instant of a civil date in the zone (local midnight, as a UTC epoch millisecond). */
export function startOfCivilDay(date: string, timeZone: string): number {
  const midnightAsUtc = civilDateValue(date);
  let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  // A second pass settles the offset when the zone changed it between UTC and local midnight.
  instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  const clock = wallClock(instant, timeZone);
  if (Date.UTC(clock.year, clock.month - 1, clock.day) < midnightAsUtc) {
    // Midnight fell in a gap (clocks sprang forward at 00:00): the day starts at the change itself.
    instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  }
  return instant;
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, '0');
}

function offsetText(offsetMs: number): string {
  const totalSeconds = Math.round(offsetMs / 1000);
  const sign = totalSeconds < 0 ? '-' : '+';
  const seconds = Math.abs(totalSeconds);
  const text = `${sign}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  // Before 1942 some zones (Asia/Kolkata among them) kept offsets with seconds.
  return seconds % 60 === 0 ? text : `${text}:${pad(seconds % 60)}`;
}

function roundToMinute(instant: number): number {
  return Math.round(instant / MS_PER_MINUTE) * MS_PER_MINUTE;
}

/** UTC, to the second: 2026-11-22T00:54:12Z. */
export function isoUtc(instant: number): string {
  return `${new Date(Math.round(instant / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** Local wall-clock time to the nearest minute, HH:mm, as a panchangam prints it. */
export function localTimeOfDay(instant: number, timeZone: string): string {
  const clock = wallClock(roundToMinute(instant), timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Local date and time to the nearest minute with the zone's offset: 2026-11-22T14:03+05:30. */
export function localDateTime(instant: number, timeZone: string): string {
  const rounded = roundToMinute(instant);
  const clock = wallClock(rounded, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}${offsetText(zoneOffsetMs(rounded, timeZone))}`;
}
