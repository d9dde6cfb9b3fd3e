import type { ReportFormat, ReportList, ReportName, ReportPage } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';

/** What a report is asked for: the temple's days, a payment mode, a page. */
export interface ReportRequest {
  from: string;
  to: string;
  paymentMode?: number | undefined;
  offset: number;
  limit: number;
}

const reportsKey = (templeId: number) => ['reports', templeId] as const;

/** GET T/reports (spec transactionreports): the reports this temple's users may open, grouped. */
export function useReportList(templeId: number) {
  return useQuery({
    queryKey: [...reportsKey(templeId), 'list'],
    queryFn: ({ signal }): Promise<ReportList> =>
      apiClient.get('/api/v1/temples/{templeId}/reports', { params: { path: { templeId } }, signal }),
  });
}

/** GET T/reports/{report}: one page of the report's rows with the totals and subtotals over all of them. */
export function useReport(templeId: number, report: ReportName, request: ReportRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...reportsKey(templeId), report, request],
    queryFn: ({ signal }): Promise<ReportPage> =>
      apiClient.get('/api/v1/temples/{templeId}/reports/{report}', {
        params: { path: { templeId, report }, query: request },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The report as a file (every row and the totals row), for a download link. */
export function reportFileUrl(
  templeId: number,
  report: ReportName,
  request: Omit<ReportRequest, 'offset' | 'limit'>,
  format: Exclude<ReportFormat, 'json'>,
): string {
  return apiUrl('/api/v1/temples/{templeId}/reports/{report}', {
    path: { templeId, report },
    query: {
      from: request.from,
      to: request.to,
      ...(request.paymentMode === undefined ? {} : { paymentMode: request.paymentMode }),
      format,
    },
  });
}
