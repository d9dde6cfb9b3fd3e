import type { SevaList, SevaListQuery } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type FindTempleSevasQuery = Partial<Pick<SevaListQuery, 'search' | 'groupId' | 'deityId'>>;

/** A temple's sevas a devotee can book online (temple-seva-list); none when the temple has IsSeva off. */
export function findTempleSevas(
  templeId: number,
  query: FindTempleSevasQuery,
  signal?: AbortSignal,
): Promise<SevaList> {
  return apiClient.get('/api/v1/temples/{templeId}/sevas', {
    params: { path: { templeId }, query: { ...query, limit: 100 } },
    signal,
  });
}

export function templeSevasQueryOptions(templeId: number, query: FindTempleSevasQuery) {
  return queryOptions({
    queryKey: ['temples', templeId, 'sevas', query],
    queryFn: ({ signal }) => findTempleSevas(templeId, query, signal),
  });
}

export function useTempleSevas(templeId: number, query: FindTempleSevasQuery) {
  return useQuery({ ...templeSevasQueryOptions(templeId, query), placeholderData: keepPreviousData });
}
