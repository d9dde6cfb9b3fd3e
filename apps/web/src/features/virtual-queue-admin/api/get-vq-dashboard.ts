import type { VqDashboard } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A day's slots with booked, admitted, waiting, no-show and remaining counts (default: today). */
export function getVqDashboard(
  templeId: number,
  date: string | null,
  signal?: AbortSignal,
): Promise<VqDashboard> {
  return apiClient.get('/api/v1/temples/{templeId}/virtual-queue/dashboard', {
    params: { path: { templeId }, query: { date: date ?? undefined } },
    signal,
  });
}

export function vqDashboardQueryOptions(templeId: number, date: string | null) {
  return queryOptions({
    queryKey: ['virtual-queue-admin', templeId, 'dashboard', date],
    queryFn: ({ signal }) => getVqDashboard(templeId, date, signal),
    staleTime: 0,
  });
}

export function useVqDashboard(templeId: number | null, date: string | null) {
  return useQuery({ ...vqDashboardQueryOptions(templeId ?? 0, date), enabled: templeId !== null });
}
