import { DEFAULT_TIME_ZONE, localDateTime, wallClock } from '@nivedya/domain';
import { useUser } from './auth.ts';

/**
 * The zone of the signed-in user's temple (ARCHITECTURE rule 8), which staff screens show times in;
 * the product's default zone for users without a temple, or before the profile says (an older stored one).
 */
export function useTempleTimeZone(): string {
  const { user } = useUser();
  return user?.templeTimeZone ?? DEFAULT_TIME_ZONE;
}

/** The calendar day (yyyy-MM-dd) it is now in the zone, whatever the device's own zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateTime(now, timeZone).date;
}

/**
 * The instant a clock in the zone shows `date` (yyyy-MM-dd) at `time` (HH:mm): what a time the staff
 * give in their temple's zone is, whatever the device's own zone. A time the zone skips (a daylight
 * saving gap) comes out as the instant just after it.
 */
export function instantIn(timeZone: string, date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - instant;
  };
  // The zone's offset at a first guess, then at the instant that gives: they differ only near a change.
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  const shows = (instant: number) => instant + offsetAt(instant) === asUtc;
  if (shows(second)) return new Date(second);
  return new Date(shows(first) ? first : Math.max(first, second));
}
