import type { SevaAvailability } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * Day by day, whether the seva can be booked and how many places are left (at most 92 days a call).
 * The devotee's booking calendar and the staff's approval calendar both read it, so it lives here.
 */
export function getSevaAvailability(
  sevaId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<SevaAvailability> {
  return apiClient.get('/api/v1/sevas/{sevaId}/availability', {
    params: { path: { sevaId }, query: { from, to } },
    signal,
  });
}

export function sevaAvailabilityQueryOptions(sevaId: number, from: string, to: string) {
  return queryOptions({
    queryKey: ['sevas', sevaId, 'availability', from, to],
    queryFn: ({ signal }) => getSevaAvailability(sevaId, from, to, signal),
    staleTime: 30_000,
  });
}

export function useSevaAvailability(sevaId: number, window: { from: string; to: string } | null) {
  return useQuery({
    ...sevaAvailabilityQueryOptions(sevaId, window?.from ?? '', window?.to ?? ''),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });
}
