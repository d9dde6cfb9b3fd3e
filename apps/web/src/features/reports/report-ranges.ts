import { addDays, daysBetween, isIsoDate, REPORT_MAX_DAYS } from '@nivedya/domain';

/** The quick ranges of a report's filter bar (issue #14 §1), each ending today at the latest. */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'financialYear',
] as const;
/** The day ahead, offered first by the reports that open on it (the priest's worksheet). */
export const TOMORROW_PRESET: 'tomorrow' = 'tomorrow';
export type RangePreset = (typeof RANGE_PRESETS)[number] | typeof TOMORROW_PRESET;

export interface DateRange {
  from: string;
  to: string;
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * A preset's days, from the temple's `today` (yyyy-MM-dd, lib/time-zone.ts todayIn): weeks start on
 * Monday; "this" week, month and financial year run to today; last month is the whole month before
 * this one (December of last year in January); the financial year starts on 1 April (Indian FY).
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'financialYear': {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today };
    }
  }
}

/** The preset the range is, if any (the first one matching: today before this week on a Monday). */
export function presetOf(range: DateRange, today: string): RangePreset | undefined {
  return ([...RANGE_PRESETS, TOMORROW_PRESET] as const).find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** The address's dates, each falling back to the report's first day (today) when missing or not a date. */
export function rangeFromAddress(filters: { from: string; to: string }, today: string): DateRange {
  return {
    from: isIsoDate(filters.from) ? filters.from : today,
    to: isIsoDate(filters.to) ? filters.to : today,
  };
}

/** Why the server would refuse the range, as the domain's ReportQuery checks it. */
export function rangeProblem(range: DateRange): 'reversed' | 'tooLong' | undefined {
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) return 'reversed';
  if (days > REPORT_MAX_DAYS) return 'tooLong';
  return undefined;
}
