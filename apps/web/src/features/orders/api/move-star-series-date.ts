import type { MyStarSeries } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { myStarSeriesQueryOptions } from './find-my-star-series.ts';

/** Moves one date of the devotee's star series to another day of its star (issue #19). */
export function moveStarSeriesDate({
  seriesId,
  orderLineId,
  date,
}: {
  seriesId: string;
  orderLineId: number;
  date: string;
}): Promise<MyStarSeries> {
  return apiClient.post('/api/v1/me/star-series/{seriesId}/dates/{orderLineId}/move', {
    params: { path: { seriesId, orderLineId } },
    body: { date },
  });
}

export function useMoveStarSeriesDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStarSeriesDate,
    onSuccess: (moved) => {
      queryClient.setQueryData(myStarSeriesQueryOptions().queryKey, (list) =>
        list
          ? { ...list, items: list.items.map((series) => (series.id === moved.id ? moved : series)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['me', 'orders'] });
    },
  });
}
