import { DEFAULT_TIME_ZONE, wallClock } from '@nivedya/domain';

/** spec §9: dates show as dd-MMM-yyyy (e.g. 05-Mar-2026); money in rupees with 2 decimals, en-IN. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface ZonedParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/**
 * The wall-clock parts of an instant in a zone. ARCHITECTURE rule 8: times are the temple's, never
 * the device's, so a phone set to another zone (or a browser in UTC) still shows the temple's day.
 */
function zonedParts(value: string | Date | null | undefined, timeZone: string): ZonedParts | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const clock = wallClock(date, timeZone);
  const month = MONTHS[clock.month - 1];
  if (!month) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: pad(clock.day),
    month,
    year: String(clock.year),
    hour: pad(clock.hour),
    minute: pad(clock.minute),
  };
}

/** "22-Nov-2026": the day an instant falls on in the zone (the temple's; the product's by default). */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = zonedParts(value, timeZone);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

/** "22-Nov-2026 00:05": an instant's day and 24-hour time in the zone. */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = zonedParts(value, timeZone);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : '';
}

/** A name in the reader's language: the Malayalam narration when reading Malayalam and there is one. */
export function localName(
  item: { name: string; nameNarration?: string | null | undefined },
  language: string,
): string {
  return language === 'ml' && item.nameNarration ? item.nameNarration : item.name;
}

/** "05-Mar-2026" for a yyyy-MM-dd day, read as that calendar day whatever the device's time zone. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.slice(0, 10).split('-');
  const index = Number(month) - 1;
  return year && day && MONTHS[index] ? `${day}-${MONTHS[index]}-${year}` : '';
}
