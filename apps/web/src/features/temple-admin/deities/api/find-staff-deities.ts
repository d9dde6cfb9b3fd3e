import type { StaffDeityList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/deities/all: every deity of the temple but the deleted ones, hidden ones included. */
export function findStaffDeities(templeId: number, signal?: AbortSignal): Promise<StaffDeityList> {
  return apiClient.get('/api/v1/temples/{templeId}/deities/all', {
    params: { path: { templeId }, query: { limit: 200 } },
    signal,
  });
}

export function staffDeitiesQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'deities'],
    queryFn: ({ signal }) => findStaffDeities(templeId, signal),
  });
}

export function useStaffDeities(templeId: number) {
  return useQuery(staffDeitiesQueryOptions(templeId));
}
