import { isIsoDate } from './booking/calendar.ts';
import { DEFAULT_TIME_ZONE } from './constants.ts';
import type { Language } from './languages.ts';
import { wallClock, wallClockDate } from './wall-clock.ts';

/**
 * spec §9 and ARCHITECTURE rule 8: the screens, receipts, SMS and reports show dates as dd-MMM-yyyy
 * (05-Mar-2026; the month in the reader's language, 05-മാർ-2026) and times as 24-hour HH:mm, always in the temple's zone, never the device's or the
 * server's. The one place that writes them, for the server and the web app alike.
 */

/** English month abbreviations, January first: the MMM of dd-MMM-yyyy in English. */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * The MMM of dd-MMM-yyyy in each language (issue #18: month names in the reader's language): the short
 * month names of CLDR (Intl's month: 'short' for <language>-IN), without their abbreviation dots, which
 * would read as a separator between the hyphens. Kept here rather than asked of Intl so that a receipt
 * reads the same on every device and server.
 */
const MONTHS_BY_LANGUAGE: Record<Language, readonly string[]> = {
  en: MONTH_ABBREVIATIONS,
  ml: ['ജനു', 'ഫെബ്രു', 'മാർ', 'ഏപ്രി', 'മേയ്', 'ജൂൺ', 'ജൂലൈ', 'ഓഗ', 'സെപ്റ്റം', 'ഒക്ടോ', 'നവം', 'ഡിസം'],
  hi: ['जन', 'फ़र', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल', 'अग', 'सित', 'अक्टू', 'नव', 'दिस'],
  ta: ['ஜன', 'பிப்', 'மார்', 'ஏப்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக', 'செப்', 'அக்', 'நவ', 'டிச'],
  te: ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం'],
  kn: ['ಜನ', 'ಫೆಬ್ರ', 'ಮಾರ್ಚ್', 'ಏಪ್ರಿ', 'ಮೇ', 'ಜೂನ್', 'ಜುಲೈ', 'ಆಗ', 'ಸೆಪ್ಟೆಂ', 'ಅಕ್ಟೋ', 'ನವೆಂ', 'ಡಿಸೆಂ'],
};

function monthAbbreviation(month: number, language: Language): string {
  return MONTHS_BY_LANGUAGE[language][month - 1] ?? '';
}

/**
 * '2026-03-05' → '05-Mar-2026': a calendar day as the API speaks it (yyyy-MM-dd, the temple's day), read
 * as that day with no zone at all. Anything after the day is ignored; nothing, or no real day, shows ''.
 */
export function formatDisplayDate(date: string | null | undefined, language: Language = 'en'): string {
  const day = date?.slice(0, 10);
  if (!day || !isIsoDate(day)) return '';
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}-${monthAbbreviation(Number(month), language)}-${year}`;
}

/** '2026-03' → 'Mar-2026': the month part of dd-MMM-yyyy; '' for anything else. */
export function formatDisplayMonth(month: string | null | undefined, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const name = match ? monthAbbreviation(Number(match[2]), language) : '';
  return match && name ? `${name}-${match[1]}` : '';
}

function wallClockOf(instant: string | Date | null | undefined, timeZone: string) {
  if (!instant) return null;
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : wallClock(date, timeZone);
}

/** An instant (ISO 8601 or a Date) → the dd-MMM-yyyy of the day it falls on in the zone. */
export function formatInstantDate(
  instant: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
  language: Language = 'en',
): string {
  const clock = wallClockOf(instant, timeZone);
  return clock ? formatDisplayDate(wallClockDate(clock), language) : '';
}

/** An instant → 'HH:mm', its 24-hour time in the zone (for times of today). */
export function formatInstantTime(
  instant: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = wallClockOf(instant, timeZone);
  if (!clock) return '';
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** An instant → 'dd-MMM-yyyy HH:mm', its day and 24-hour time in the zone. */
export function formatInstantDateTime(
  instant: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
  language: Language = 'en',
): string {
  const clock = wallClockOf(instant, timeZone);
  return clock
    ? `${formatDisplayDate(wallClockDate(clock), language)} ${formatInstantTime(instant, timeZone)}`
    : '';
}
