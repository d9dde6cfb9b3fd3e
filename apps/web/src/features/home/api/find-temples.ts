import type { TempleList, TempleListQuery } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type FindTemplesQuery = Pick<TempleListQuery, 'search' | 'offset' | 'limit'> &
  Partial<Pick<TempleListQuery, 'locationId' | 'lat' | 'lon'>>;

/**
 * The public temple list (spec GET /Temple), searched by name or place, of one location, or nearest
 * first from a lat/lon (each then with distanceKm).
 */
export function findTemples(query: FindTemplesQuery, signal?: AbortSignal): Promise<TempleList> {
  return apiClient.get('/api/v1/temples', { params: { query }, signal });
}

export function templesQueryOptions(query: FindTemplesQuery) {
  return queryOptions({
    queryKey: ['temples', query],
    queryFn: ({ signal }) => findTemples(query, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTemples(query: FindTemplesQuery) {
  return useQuery({ ...templesQueryOptions(query), placeholderData: keepPreviousData });
}
