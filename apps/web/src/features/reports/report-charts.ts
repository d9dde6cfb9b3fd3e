import {
  addDays,
  daysBetween,
  formatRupees,
  PAGE_SIZE_MAX,
  PaymentMode,
  type ReportPage,
  type ReportRow,
} from '@nivedya/domain';
import type { ReportRequest } from './api/reports.ts';
import type { DateRange } from './report-ranges.ts';

/**
 * The charts above a report's table (issue #14 §1: "collection by day, by seva, by payment mode"):
 * what each one draws, shaped from the report's JSON page. Money stays paise until it is written.
 */
export const REPORT_CHARTS = ['byDay', 'bySeva', 'byPaymentMode'] as const;
export type ReportChartKind = (typeof REPORT_CHARTS)[number];

/** The sevas drawn one by one; the rest are one "Others" bar, so a temple of 60 sevas still reads. */
export const TOP_SEVAS = 10;

/**
 * The charts' colours, the app's orange and amber first; each at least 3:1 against white (WCAG 1.4.11),
 * and each payment mode always its own, so cash is the same colour on every day's chart.
 */
export const CHART_COLOURS = {
  online: '#9a3412',
  counter: '#d97706',
  seva: '#9a3412',
  others: '#78716c',
} as const;

const PAYMENT_MODE_COLOURS: Record<number, string> = {
  [PaymentMode.Gateway]: '#9a3412',
  [PaymentMode.BankTransfer]: '#0f766e',
  [PaymentMode.Cash]: '#d97706',
  [PaymentMode.Upi]: '#1d4ed8',
  [PaymentMode.Card]: '#7e22ce',
};

export function paymentModeColour(mode: number): string {
  return PAYMENT_MODE_COLOURS[mode] ?? '#57534e';
}

export interface DayBar {
  date: string;
  online: number;
  counter: number;
  total: number;
}

export interface SevaBar {
  /** The seva's name, or '' for the others together. */
  seva: string;
  amount: number;
  isOthers: boolean;
}

export interface PaymentModeSlice {
  paymentMode: number;
  total: number;
}

const paise = (value: ReportRow[string] | undefined): number => (typeof value === 'number' ? value : 0);

/**
 * A bar for every day of the range, in order, from dailywisereport's rows (one per day with
 * collection): days without any are drawn as nothing collected rather than left out, so the gaps show.
 */
export function collectionByDay(rows: readonly ReportRow[], range: DateRange): DayBar[] {
  const byDate = new Map(rows.map((row) => [String(row.date), row]));
  const days = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(days, 0) }, (_, index) => {
    const date = addDays(range.from, index);
    const row = byDate.get(date);
    return {
      date,
      online: paise(row?.online),
      counter: paise(row?.counter),
      total: paise(row?.total),
    };
  });
}

/**
 * seva-wise-report's rows come largest amount first: the first TOP_SEVAS are drawn as they are, and
 * what the report's total holds beyond them is one "Others" bar (left out when it is nothing).
 */
export function collectionBySeva(rows: readonly ReportRow[], totalAmount: number): SevaBar[] {
  const top = rows.slice(0, TOP_SEVAS).map((row) => ({
    seva: String(row.seva ?? ''),
    amount: paise(row.amount),
    isOthers: false,
  }));
  const others = totalAmount - top.reduce((sum, bar) => sum + bar.amount, 0);
  return others > 0 ? [...top, { seva: '', amount: others, isOthers: true }] : top;
}

/**
 * dailyreport's subtotals are a line per cashier and payment mode over every row: added up per mode,
 * largest first (the mode's number breaks a tie, so the order never flickers). Modes that came to
 * nothing are left out: a slice of nothing cannot be seen.
 */
export function collectionByPaymentMode(subtotals: ReportPage['subtotals']): PaymentModeSlice[] {
  const totals = new Map<number, number>();
  for (const { values } of subtotals) {
    const mode = Number(values.paymentMode);
    if (!Number.isInteger(mode)) continue;
    totals.set(mode, (totals.get(mode) ?? 0) + paise(values.total));
  }
  return [...totals]
    .map(([paymentMode, total]) => ({ paymentMode, total }))
    .filter((slice) => slice.total > 0)
    .sort((a, b) => b.total - a.total || a.paymentMode - b.paymentMode);
}

/** The day with the most collection (the first of equals), for the chart's summary; none when all are nothing. */
export function highestDay(bars: readonly DayBar[]): DayBar | undefined {
  return bars.reduce<DayBar | undefined>(
    (best, bar) => (bar.total > (best?.total ?? 0) ? bar : best),
    undefined,
  );
}

/**
 * The report's first `count` rows (every row when `count` is left out) when the page the table shows
 * already holds them, so the chart asks the server nothing more; undefined when it must ask.
 */
export function rowsInPage(
  page: ReportPage,
  request: ReportRequest,
  count?: number,
): ReportRow[] | undefined {
  // The page still on show while the next range loads is the last range's.
  if (request.offset !== 0 || page.from !== request.from || page.to !== request.to) return undefined;
  const needed = Math.min(count ?? page.total, page.total);
  return page.items.length >= needed ? page.items.slice(0, needed) : undefined;
}

/**
 * The requests that together bring every one of a report's `total` rows. The server answers at most
 * PAGE_SIZE_MAX (100) rows a request, fewer than a year's 366 days, so a long range takes a few.
 */
export function everyRowRequests(request: ReportRequest, total: number): ReportRequest[] {
  const pages = Math.max(Math.ceil(total / PAGE_SIZE_MAX), 1);
  return Array.from({ length: pages }, (_, page) => ({
    ...request,
    offset: page * PAGE_SIZE_MAX,
    limit: PAGE_SIZE_MAX,
  }));
}

/** The request for a report's first rows, as many as the chart draws. */
export function firstRowsRequest(request: ReportRequest, count: number): ReportRequest {
  return { ...request, offset: 0, limit: count };
}

/** An axis tick in rupees: the app's en-IN amount without paise on whole rupees (₹1,25,000). */
export function formatAxisRupees(value: number): string {
  return formatRupees(Math.round(value)).replace(/\.00$/, '');
}

/** A share of a whole as a percentage, to one decimal where it is not whole (37.5%). */
export function formatShare(part: number, whole: number): string {
  const percent = whole > 0 ? (part / whole) * 100 : 0;
  return `${Number(percent.toFixed(1))}%`;
}

/** Letters as a reader sees them; code points where the browser cannot tell (Firefox before 125). */
function lettersOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * A name cut to `length` letters with an ellipsis, for an axis on a narrow screen; cut between
 * letters as a reader sees them, so a Malayalam vowel sign is never split from its letter.
 */
export function shortenLabel(name: string, length: number): string {
  const letters = lettersOf(name);
  if (letters.length <= length) return name;
  return `${letters
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}
