import type { ComingUp } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The devotee's next poojas and what needs them (issue #18): their home's "Coming up". */
export function getComingUp(signal?: AbortSignal): Promise<ComingUp> {
  return apiClient.get('/api/v1/me/coming-up', { signal });
}

export function comingUpQueryOptions() {
  // Under ['me', 'orders'], so a booking, a payment or a cancellation request refreshes it.
  return queryOptions({
    queryKey: ['me', 'orders', 'coming-up'],
    queryFn: ({ signal }) => getComingUp(signal),
  });
}

export function useComingUp(isDevotee: boolean) {
  return useQuery({ ...comingUpQueryOptions(), enabled: isDevotee });
}
