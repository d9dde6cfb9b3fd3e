import type { TempleDetail } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * One temple's public profile (spec GET /Temple?Id). The temple pages, the cart (dakshina, bank
 * details) and the devotee's own pages all read it, so the call lives here, not in one feature.
 */
export function getTemple(templeId: number, signal?: AbortSignal): Promise<TempleDetail> {
  return apiClient.get('/api/v1/temples/{templeId}', { params: { path: { templeId } }, signal });
}

export function templeQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', 'detail', templeId],
    queryFn: ({ signal }) => getTemple(templeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTemple(templeId: number | null) {
  return useQuery({ ...templeQueryOptions(templeId ?? 0), enabled: templeId !== null && templeId > 0 });
}
