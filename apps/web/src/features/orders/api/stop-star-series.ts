import type { MyStarSeries, StopStarSeriesInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { myStarSeriesQueryOptions } from './find-my-star-series.ts';

/**
 * The devotee stops their star series (issue #19): its dates to come go to the temple as one
 * cancellation request. Answers the series, stopped.
 */
export function stopStarSeries({
  seriesId,
  ...input
}: StopStarSeriesInput & { seriesId: string }): Promise<MyStarSeries> {
  return apiClient.post('/api/v1/me/star-series/{seriesId}/stop', {
    params: { path: { seriesId } },
    body: input,
  });
}

export function useStopStarSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopStarSeries,
    onSuccess: (stopped) => {
      // The card says "Stopped" at once; the list and the booking's details (its cancellation
      // request) are then asked again.
      queryClient.setQueryData(myStarSeriesQueryOptions().queryKey, (list) =>
        list
          ? { ...list, items: list.items.map((series) => (series.id === stopped.id ? stopped : series)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['me', 'orders'] });
    },
  });
}
