import type { StarSeriesKind, StarSeriesPlan } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface StarSeriesPlanRequest {
  sevaId: number;
  star: number;
  every: StarSeriesKind;
  occurrences: number;
  month?: number | undefined;
}

/** The dates a seva would take every month or year on the devotee's star, at its temple (issue #19). */
export function planStarSeries(
  request: StarSeriesPlanRequest,
  signal?: AbortSignal,
): Promise<StarSeriesPlan> {
  const { sevaId, ...query } = request;
  return apiClient.get('/api/v1/sevas/{sevaId}/star-series', {
    params: { path: { sevaId }, query },
    signal,
  });
}

export function useStarSeriesPlan(request: StarSeriesPlanRequest | null) {
  return useQuery({
    queryKey: ['star-series-plan', request],
    queryFn: ({ signal }) => planStarSeries(request as StarSeriesPlanRequest, signal),
    enabled: request !== null,
    // Places change as others book: a plan a minute old is asked again.
    staleTime: 60_000,
    // The list stays while a changed count or month is asked, instead of blinking empty.
    placeholderData: keepPreviousData,
  });
}
