import type { VqTempleDetails } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A temple's virtual queue: rules, questions and booking window (spec virtual-queue-details-and-calendar). */
export function getVqTemple(templeId: number, signal?: AbortSignal): Promise<VqTempleDetails> {
  return apiClient.get('/api/v1/virtual-queue/temples/{templeId}', {
    params: { path: { templeId } },
    signal,
  });
}

export function vqTempleQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['virtual-queue', 'temple', templeId],
    queryFn: ({ signal }) => getVqTemple(templeId, signal),
  });
}

export function useVqTemple(templeId: number | null) {
  return useQuery({ ...vqTempleQueryOptions(templeId ?? 0), enabled: templeId !== null });
}
