import type { StarSeriesDue, StarSeriesDuePayment } from '@nivedya/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A later date of a star series paid date by date, as its pay link (the token) shows it (issue #19). */
export function getStarSeriesDue(token: string, signal?: AbortSignal): Promise<StarSeriesDue> {
  return apiClient.get('/api/v1/star-series-dues/{token}', { params: { path: { token } }, signal });
}

export function useStarSeriesDue(token: string | undefined) {
  return useQuery({
    queryKey: ['star-series-dues', token],
    queryFn: ({ signal }) => getStarSeriesDue(token ?? '', signal),
    enabled: Boolean(token),
  });
}

/** Opens the date's payment at the gateway: where to pay it. */
export function payStarSeriesDue(token: string): Promise<StarSeriesDuePayment> {
  return apiClient.post('/api/v1/star-series-dues/{token}/pay', { params: { path: { token } } });
}

export function usePayStarSeriesDue() {
  return useMutation({ mutationFn: payStarSeriesDue });
}
