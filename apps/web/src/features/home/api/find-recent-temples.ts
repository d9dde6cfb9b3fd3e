import type { TempleList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The temples the signed-in devotee booked at lately, most recent first (spec GET /Temple?UserId…). */
export function findRecentTemples(signal?: AbortSignal): Promise<TempleList> {
  return apiClient.get('/api/v1/me/recent-temples', { params: { query: { limit: 10 } }, signal });
}

export function recentTemplesQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'recent-temples'],
    queryFn: ({ signal }) => findRecentTemples(signal),
  });
}

export function useRecentTemples(isSignedIn: boolean) {
  return useQuery({ ...recentTemplesQueryOptions(), enabled: isSignedIn });
}
