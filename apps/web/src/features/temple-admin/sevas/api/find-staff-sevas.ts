import type { StaffSevaList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/sevas/all: every seva of the temple but the deleted ones, hidden ones included. */
export function findStaffSevas(templeId: number, signal?: AbortSignal): Promise<StaffSevaList> {
  return apiClient.get('/api/v1/temples/{templeId}/sevas/all', {
    params: { path: { templeId }, query: { limit: 200 } },
    signal,
  });
}

export function staffSevasQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'sevas'],
    queryFn: ({ signal }) => findStaffSevas(templeId, signal),
  });
}

export function useStaffSevas(templeId: number) {
  return useQuery(staffSevasQueryOptions(templeId));
}
