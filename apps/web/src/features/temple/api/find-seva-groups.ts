import type { Page, SevaGroup } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A temple's seva groups (Archana, Nivedyam…), each with how many sevas can be booked online. */
export function findSevaGroups(templeId: number, signal?: AbortSignal): Promise<Page<SevaGroup>> {
  return apiClient.get('/api/v1/temples/{templeId}/seva-groups', { params: { path: { templeId } }, signal });
}

export function sevaGroupsQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', templeId, 'seva-groups'],
    queryFn: ({ signal }) => findSevaGroups(templeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSevaGroups(templeId: number) {
  return useQuery(sevaGroupsQueryOptions(templeId));
}
