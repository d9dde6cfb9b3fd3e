import type { VqBookingStatus, VqReportFormat, VqReportKind } from '@nivedya/domain';
import { apiUrl } from '../../lib/api-client.ts';

/** Pure helpers of the queue's settings, blocking, question and report screens. */

/** A number field's text: blank stays NaN so the schema names the field. */
export function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** 'HH:mm' → 'HHmm', the path form of PATCH /slots/:date/:HHmm. */
export function pathTime(clock: string): string {
  return clock.replace(':', '');
}

/** One entry a line (choices, ID proof types): trimmed, blanks dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The filters of the detailed and devotee reports, beyond the date range. */
export interface VqReportFilters {
  status?: VqBookingStatus;
  offset?: number;
  limit?: number;
}

/** The report's address: JSON for the table, or a CSV / XLSX download. */
export function reportUrl(
  templeId: number,
  kind: VqReportKind,
  range: { from: string; to: string },
  format: VqReportFormat = 'json',
  extra: VqReportFilters = {},
): string {
  return apiUrl(`/api/v1/temples/{templeId}/virtual-queue/reports/${kind}`, {
    path: { templeId },
    query: { from: range.from, to: range.to, ...(format === 'json' ? {} : { format }), ...extra },
  });
}

/** Weekday numbers as the server counts them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
