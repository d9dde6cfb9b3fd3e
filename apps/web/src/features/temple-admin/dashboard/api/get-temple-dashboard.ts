import type { TempleDashboard } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/dashboard: a day's bookings, collection, sevas to perform and what waits (default today). */
export function getTempleDashboard(templeId: number, signal?: AbortSignal): Promise<TempleDashboard> {
  return apiClient.get('/api/v1/temples/{templeId}/dashboard', { params: { path: { templeId } }, signal });
}

export function templeDashboardQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'dashboard'],
    queryFn: ({ signal }) => getTempleDashboard(templeId, signal),
    staleTime: 0,
  });
}

export function useTempleDashboard(templeId: number) {
  return useQuery(templeDashboardQueryOptions(templeId));
}
