/**
 * Calendar days as the API speaks them (ARCHITECTURE rule 8): 'yyyy-MM-dd' strings, meaning a day in
 * the temple's time zone. Arithmetic runs on UTC midnights, where every day has 24 hours. No zod here
 * (IsoDateSchema is in iso-date-schema.ts): every screen that shows a date imports these rules.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(date: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`'${date}' is not a yyyy-MM-dd date`);
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 Sunday … 6 Saturday (spec wday), of the calendar day itself. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay();
}

export const ISO_DATE_MESSAGE = 'Enter a date as yyyy-MM-dd';
