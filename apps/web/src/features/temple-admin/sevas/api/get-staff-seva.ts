import type { StaffSeva } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export function getStaffSeva(templeId: number, sevaId: number, signal?: AbortSignal): Promise<StaffSeva> {
  return apiClient.get('/api/v1/temples/{templeId}/sevas/{sevaId}', {
    params: { path: { templeId, sevaId } },
    signal,
  });
}

export function staffSevaQueryOptions(templeId: number, sevaId: number) {
  return queryOptions({
    queryKey: ['temple-admin', templeId, 'sevas', sevaId],
    queryFn: ({ signal }) => getStaffSeva(templeId, sevaId, signal),
  });
}

export function useStaffSeva(templeId: number, sevaId: number | null) {
  return useQuery({ ...staffSevaQueryOptions(templeId, sevaId ?? 0), enabled: sevaId !== null });
}
