import { addDays, weekdayOf } from '@nivedya/domain';

/** Month arithmetic for the availability calendar, on yyyy-MM-dd days (no time zones involved). */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function monthStart(month: string): string {
  return `${month}-01`;
}

export function nextMonth(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

export function previousMonth(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

export function monthEnd(month: string): string {
  return addDays(monthStart(nextMonth(month)), -1);
}

export interface MonthCell {
  key: string;
  /** yyyy-MM-dd, or null where the week runs outside the month. */
  day: string | null;
}

/** The month's days as weeks of 7 (Sunday first), with empty cells where the month has no day. */
export function monthWeeks(month: string): MonthCell[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const cells: MonthCell[] = Array.from({ length: weekdayOf(first) }, (_, index) => ({
    key: `before-${index}`,
    day: null,
  }));
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push({ key: day, day });
  for (let index = 0; cells.length % 7 !== 0; index += 1) cells.push({ key: `after-${index}`, day: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
