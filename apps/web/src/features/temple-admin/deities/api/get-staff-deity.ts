import type { StaffDeity } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export function getStaffDeity(templeId: number, deityId: number, signal?: AbortSignal): Promise<StaffDeity> {
  return apiClient.get('/api/v1/temples/{templeId}/deities/{deityId}', {
    params: { path: { templeId, deityId } },
    signal,
  });
}

export function staffDeityQueryOptions(templeId: number, deityId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'deities', deityId],
    queryFn: ({ signal }) => getStaffDeity(templeId, deityId, signal),
  });
}

export function useStaffDeity(templeId: number, deityId: number | null) {
  return useQuery({ ...staffDeityQueryOptions(templeId, deityId ?? 0), enabled: deityId !== null });
}
