import type { StaffSeva } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

export function getStaffSeva(templeId: number, sevaId: number, signal?: AbortSignal): Promise<StaffSeva> {
  return apiClient.get<StaffSeva>(templePath(templeId, `sevas/${sevaId}`), { signal });
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
