import type { Deity, Page } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The deities of a temple (temple-dieties), each with its image (the default deity image when none). */
export function findDeities(templeId: number, signal?: AbortSignal): Promise<Page<Deity>> {
  return apiClient.get('/api/v1/temples/{templeId}/deities', { params: { path: { templeId } }, signal });
}

export function deitiesQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', templeId, 'deities'],
    queryFn: ({ signal }) => findDeities(templeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDeities(templeId: number) {
  return useQuery(deitiesQueryOptions(templeId));
}
