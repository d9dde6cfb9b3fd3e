import type { StaffSevaGroupList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/seva-groups/all: the groups a seva may belong to. */
export function findStaffSevaGroups(templeId: number, signal?: AbortSignal): Promise<StaffSevaGroupList> {
  return apiClient.get('/api/v1/temples/{templeId}/seva-groups/all', {
    params: { path: { templeId }, query: { limit: 200 } },
    signal,
  });
}

export function staffSevaGroupsQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'seva-groups'],
    queryFn: ({ signal }) => findStaffSevaGroups(templeId, signal),
  });
}

export function useStaffSevaGroups(templeId: number) {
  return useQuery(staffSevaGroupsQueryOptions(templeId));
}
