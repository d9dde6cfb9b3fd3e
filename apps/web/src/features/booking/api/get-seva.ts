import type { SevaDetail } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** One seva with its temple and availability summary (seva details; not found when not bookable). */
export function getSeva(sevaId: number, signal?: AbortSignal): Promise<SevaDetail> {
  return apiClient.get('/api/v1/sevas/{sevaId}', { params: { path: { sevaId } }, signal });
}

export function sevaQueryOptions(sevaId: number) {
  return queryOptions({
    queryKey: ['sevas', sevaId],
    queryFn: ({ signal }) => getSeva(sevaId, signal),
  });
}

export function useSeva(sevaId: number | null) {
  return useQuery({ ...sevaQueryOptions(sevaId ?? 0), enabled: sevaId !== null });
}
