import type { StarDatesResponse } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface StarDatesQuery {
  star: number;
  from: string;
  to: string;
  templeId: number;
}

/** "My star days": the days the devotee's star is the star of the day at the temple (spec GET /Seva?…star). */
export function findStarDates(query: StarDatesQuery, signal?: AbortSignal): Promise<StarDatesResponse> {
  return apiClient.get('/api/v1/star-dates', { params: { query }, signal });
}

export function starDatesQueryOptions(query: StarDatesQuery) {
  return queryOptions({
    queryKey: ['star-dates', query],
    queryFn: ({ signal }) => findStarDates(query, signal),
    staleTime: 24 * 60 * 60_000,
  });
}

export function useStarDates(query: StarDatesQuery | null) {
  return useQuery({
    ...starDatesQueryOptions(query ?? { star: 0, from: '', to: '', templeId: 0 }),
    enabled: query !== null,
  });
}
