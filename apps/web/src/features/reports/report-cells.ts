import { formatCount, formatRupees, type ReportColumnKind } from '@nivedya/domain';
import { formatDisplayDate } from '../../lib/display-dates.ts';
import { paymentModeKey } from '../temple-admin/orders/order-labels.ts';

type Cell = string | number | null | undefined;

/** Where a column's figures sit: money and counts to the right, with figures of one width. */
export function isNumericKind(kind: ReportColumnKind): boolean {
  return kind === 'money' || kind === 'count';
}

/** The kinds added up into a report's totals row (the server's totals carry exactly these). */
export const SUMMED_KINDS: readonly ReportColumnKind[] = ['money', 'count'];

/**
 * A report cell as the screen shows it (issue #14 §1): paise as en-IN rupees (₹1,25,000.00), counts
 * grouped the Indian way, dates dd-MMM-yyyy, times as the server wrote them (HH:mm, the temple's),
 * payment modes in the reader's language; an empty cell is a dash.
 */
export function formatReportCell(kind: ReportColumnKind, value: Cell, t: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'money':
      return formatRupees(Number(value));
    case 'count':
      return formatCount(Number(value));
    case 'date':
      return formatDisplayDate(String(value));
    case 'paymentMode':
      return t(paymentModeKey(Number(value)));
    case 'label':
      return t(`reports.label.${String(value)}`);
    default:
      return String(value);
  }
}
