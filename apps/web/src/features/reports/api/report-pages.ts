import type { ReportName, ReportPage, ReportRow } from '@nivedya/domain';
import { useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ReportRequest } from './reports.ts';

/**
 * GET T/reports/{report}, several pages at once: the rows of all of them in order, once every one has
 * come. Each page is cached under useReport's key, so a page the table has fetched is not asked again.
 */
export function useReportPages(
  templeId: number,
  report: ReportName,
  requests: readonly ReportRequest[],
  isEnabled = true,
) {
  return useQueries({
    queries: requests.map((request) => ({
      queryKey: ['reports', templeId, report, request],
      queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReportPage> =>
        apiClient.get('/api/v1/temples/{templeId}/reports/{report}', {
          params: { path: { templeId, report }, query: request },
          signal,
        }),
      enabled: isEnabled,
    })),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      const pages = results.map((result) => result.data);
      const isComplete = pages.every((page): page is ReportPage => page !== undefined);
      return {
        pages: isComplete ? pages : undefined,
        rows: isComplete ? pages.flatMap((page): ReportRow[] => page.items) : undefined,
        error: failed?.error ?? null,
        refetch: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
