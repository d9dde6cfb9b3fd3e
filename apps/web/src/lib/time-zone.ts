import { DEFAULT_TIME_ZONE, localDateTime } from '@nivedya/domain';
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
