import type { StarSeriesKind, StarSeriesPlan } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

export interface StarSeriesPlanRequest {
  sevaId: number;
  /** At this temple's counter, for a walk-in: the counter's date rules (from today, counter-only sevas too). */
  counterTempleId?: number | undefined;
  star: number;
  every: StarSeriesKind;
  occurrences: number;
  month?: number | undefined;
}

/**
 * The dates a seva would take every month or year on the devotee's star, at its temple (issue #19): the
 * devotee's booking form and the counter's bill ask the same plan.
 */
export function planStarSeries(
  request: StarSeriesPlanRequest,
  signal?: AbortSignal,
): Promise<StarSeriesPlan> {
  const { sevaId, counterTempleId, ...query } = request;
  if (counterTempleId !== undefined) {
    return apiClient.get('/api/v1/temples/{templeId}/counter-bills/star-series', {
      params: { path: { templeId: counterTempleId }, query: { sevaId, ...query } },
      signal,
    });
  }
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

/** A form's series choice: once, or every month or year on the star (ui/star-series-fields.tsx). */
export interface SeriesChoice {
  repeat: 'once' | StarSeriesKind;
  starId: number;
  occurrences: number;
  malayalamMonth: number;
}

/**
 * The plan a form's choice asks for, when it is a series on a known star (1 Ashwathy … 27 Revathi; 28,
 * "not known", has no days): the query, and its plan once it is of a series.
 */
export function useSeriesPlan(sevaId: number | null, choice: SeriesChoice, counterTempleId?: number) {
  const isKnownStar = choice.starId >= 1 && choice.starId <= 27;
  const isAsked = sevaId !== null && choice.repeat !== 'once' && isKnownStar;
  const plan = useStarSeriesPlan(
    isAsked && choice.repeat !== 'once'
      ? {
          sevaId,
          counterTempleId,
          star: choice.starId,
          every: choice.repeat,
          occurrences: choice.occurrences,
          month: choice.repeat === 'year' ? choice.malayalamMonth : undefined,
        }
      : null,
  );
  return { plan, planned: isAsked ? plan.data : undefined, isKnownStar };
}
