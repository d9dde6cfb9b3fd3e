import type { Page, SpecialPooja } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The coming special-pooja dates of a temple, with what is left of each (special-pooja-availability). */
export function findSpecialPoojas(templeId: number, signal?: AbortSignal): Promise<Page<SpecialPooja>> {
  return apiClient.get('/api/v1/temples/{templeId}/special-poojas', {
    params: { path: { templeId } },
    signal,
  });
}

export function specialPoojasQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', templeId, 'special-poojas'],
    queryFn: ({ signal }) => findSpecialPoojas(templeId, signal),
  });
}

export function useSpecialPoojas(templeId: number) {
  return useQuery(specialPoojasQueryOptions(templeId));
}
