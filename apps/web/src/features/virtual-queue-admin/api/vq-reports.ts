import type { VqReportKind } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reportUrl } from '../admin-forms.ts';

/** A report's JSON for its table (the same address with format=csv|xlsx downloads it). */
export function useVqReport<T>(
  templeId: number,
  kind: VqReportKind,
  range: { from: string; to: string },
  extra: Record<string, string | number> = {},
) {
  return useQuery({
    queryKey: ['virtual-queue-admin', templeId, 'report', kind, range.from, range.to, extra],
    queryFn: ({ signal }) => apiClient.get<T>(reportUrl(templeId, kind, range, 'json', extra), { signal }),
    placeholderData: keepPreviousData,
  });
}
