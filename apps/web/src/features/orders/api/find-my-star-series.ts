import type { MyStarSeriesList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The devotee's sevas that follow their star, newest first (issue #19), answered whole. */
export function findMyStarSeries(signal?: AbortSignal): Promise<MyStarSeriesList> {
  return apiClient.get('/api/v1/me/star-series', { signal });
}

/**
 * Under ['me', 'orders'], so that whatever changes the devotee's bookings (a cancellation asked from
 * the booking's details) refreshes their series too.
 */
export function myStarSeriesQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'orders', 'star-series'],
    queryFn: ({ signal }) => findMyStarSeries(signal),
  });
}

export function useMyStarSeries(isSignedIn: boolean) {
  return useQuery({ ...myStarSeriesQueryOptions(), enabled: isSignedIn });
}
