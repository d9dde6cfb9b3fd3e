import type { ReportFormat, ReportList, ReportName, ReportPage } from '@nivedya/domain';

/** The narrowing filters; each report takes some (the domain's REPORT_STATUSES, REPORTS_BY_…). */
export interface ReportFilterValues {
  paymentMode?: number | undefined;
  status?: string | undefined;
  sevaId?: number | undefined;
  deityId?: number | undefined;
  staffUserId?: number | undefined;
}

/** The filters that are set, for a query string. */
export function setFilters(values: ReportFilterValues): ReportFilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';

/** What a report is asked for: the temple's days, the filters the report takes, a page. */
export interface ReportRequest extends ReportFilterValues {
  from: string;
  to: string;
  offset: number;
  limit: number;
  /** report-details-page: the row whose order lines are asked for (sevaId, orderId, …). */
  details?: Partial<Record<'sevaId' | 'deityId' | 'sevaGroupId' | 'orderId' | 'orderType', number>>;
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

/** GET /reports (administrators): every report, and those they may read across every temple at once. */
export function usePlatformReportList() {
  return useQuery({
    queryKey: ['reports', 'platform', 'list'],
    queryFn: ({ signal }): Promise<ReportList> => apiClient.get('/api/v1/reports', { signal }),
  });
}

/**
 * One page of the report's rows with the totals and subtotals over all of them: GET T/reports/{report}
 * for a temple, GET /reports/{report} for every temple at once (an administrator's, templeId null).
 */
export function fetchReport(
  templeId: number | null,
  report: ReportName,
  { details, ...request }: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportPage> {
  if (details) {
    if (templeId === null) throw new Error('Details are read one temple at a time');
    return apiClient.get('/api/v1/temples/{templeId}/reports/{report}/details', {
      params: { path: { templeId, report }, query: { ...request, ...details } },
      signal,
    });
  }
  return templeId === null
    ? apiClient.get('/api/v1/reports/{report}', { params: { path: { report }, query: request }, signal })
    : apiClient.get('/api/v1/temples/{templeId}/reports/{report}', {
        params: { path: { templeId, report }, query: request },
        signal,
      });
}

export function useReport(
  templeId: number | null,
  report: ReportName,
  request: ReportRequest,
  isEnabled = true,
) {
  return useQuery({
    queryKey: ['reports', templeId ?? 'all', report, request],
    queryFn: ({ signal }) => fetchReport(templeId, report, request, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The report as a file (every row and the totals row), for a download link. */
export function reportFileUrl(
  templeId: number | null,
  report: ReportName,
  request: Omit<ReportRequest, 'offset' | 'limit'>,
  format: Exclude<ReportFormat, 'json'>,
): string {
  const { from, to, paymentMode, status, sevaId, deityId, staffUserId } = request;
  const query = {
    from,
    to,
    ...setFilters({ paymentMode, status, sevaId, deityId, staffUserId }),
    format,
  };
  if (request.details && templeId !== null) {
    return apiUrl('/api/v1/temples/{templeId}/reports/{report}/details', {
      path: { templeId, report },
      query: { ...query, ...request.details },
    });
  }
  return templeId === null
    ? apiUrl('/api/v1/reports/{report}', { path: { report }, query })
    : apiUrl('/api/v1/temples/{templeId}/reports/{report}', { path: { templeId, report }, query });
}
