import type { AppRatingInputSchema, AppRatingPage, PageQuery } from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** devotee-check-out on the web: the rating is kept with us. */
export function useRateApp() {
  return useMutation({
    mutationFn: (input: z.input<typeof AppRatingInputSchema>): Promise<{ id: number }> =>
      apiClient.post('/api/v1/app-ratings', { body: input }),
  });
}

/** Administrators: every rating, newest first, with the average. */
export function useAppRatings(query: PageQuery) {
  return useQuery({
    queryKey: ['platform', 'app-ratings', query],
    queryFn: ({ signal }): Promise<AppRatingPage> =>
      apiClient.get('/api/v1/admin/app-ratings', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
