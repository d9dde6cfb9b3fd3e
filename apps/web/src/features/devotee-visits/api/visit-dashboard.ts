import type { VisitDashboard } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { visitsKey } from './visit-settings.ts';

/** spec devotee-visit-dashboard: a temple day per zone; today when `date` is null. */
export function useVisitDashboard(templeId: number, date: string | null) {
  return useQuery({
    queryKey: [...visitsKey(templeId), 'dashboard', date],
    queryFn: ({ signal }): Promise<VisitDashboard> =>
      apiClient.get('/api/v1/temples/{templeId}/visits/dashboard', {
        params: { path: { templeId }, query: date ? { date } : {} },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Today's figures move with the gates.
    refetchInterval: date === null ? 30_000 : false,
  });
}
