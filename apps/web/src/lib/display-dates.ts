import {
  formatDisplayDate as formatDisplayDateIn,
  formatDisplayMonth as formatDisplayMonthIn,
  formatInstantDate as formatInstantDateIn,
  formatInstantDateTime as formatInstantDateTimeIn,
} from '@nivedya/domain';
import i18next from 'i18next';
import { currentLanguage } from './error-text.ts';

/**
 * The domain's dd-MMM-yyyy writers (display-dates.ts) in the language on the screen, so a Malayalam
 * reader sees 05-മാർ-2026. Screens re-render when the language changes (useTranslation), and read the
 * new language then.
 */
const screenLanguage = () => currentLanguage(i18next.language);

export function formatDisplayDate(date: string | null | undefined): string {
  return formatDisplayDateIn(date, screenLanguage());
}

export function formatDisplayMonth(month: string | null | undefined): string {
  return formatDisplayMonthIn(month, screenLanguage());
}

export function formatInstantDate(instant: string | Date | null | undefined, timeZone?: string): string {
  return formatInstantDateIn(instant, timeZone, screenLanguage());
}

export function formatInstantDateTime(instant: string | Date | null | undefined, timeZone?: string): string {
  return formatInstantDateTimeIn(instant, timeZone, screenLanguage());
}

/** A range of days, each dd-MMM-yyyy in the screen's language; one day alone when they are the same. */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
}
