import type { VqReportKind } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { VqReportFilters } from '../admin-forms.ts';

/** What the report screen reads of every report: its rows and totals by column key, and the count. */
export interface VqReportTable {
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
  total?: number;
}

/** A report's JSON for its table (the same address with format=csv|xlsx downloads it: reportUrl). */
export function findVqReport(
  templeId: number,
  kind: VqReportKind,
  range: { from: string; to: string },
  extra: VqReportFilters = {},
  signal?: AbortSignal,
): Promise<VqReportTable> {
  return apiClient.get(`/api/v1/temples/{templeId}/virtual-queue/reports/${kind}`, {
    params: { path: { templeId }, query: { ...range, ...extra } },
    signal,
  });
}

export function useVqReport(
  templeId: number,
  kind: VqReportKind,
  range: { from: string; to: string },
  extra: VqReportFilters = {},
) {
  return useQuery({
    queryKey: ['virtual-queue-admin', templeId, 'report', kind, range.from, range.to, extra],
    queryFn: ({ signal }) => findVqReport(templeId, kind, range, extra, signal),
    placeholderData: keepPreviousData,
  });
}
