import type { StaffSevaList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

/** GET T/sevas/all: every seva of the temple but the deleted ones, hidden ones included. */
export function findStaffSevas(templeId: number, signal?: AbortSignal): Promise<StaffSevaList> {
  return apiClient.get<StaffSevaList>(templePath(templeId, 'sevas/all'), { query: { limit: 200 }, signal });
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
