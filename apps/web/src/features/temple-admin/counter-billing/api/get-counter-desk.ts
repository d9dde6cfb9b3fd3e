import type { CounterDesk } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';

/** GET T/counter-bills/desk: the temple as UPI payee, its day, and the sevas the counter sells. */
export function getCounterDesk(templeId: number, signal?: AbortSignal): Promise<CounterDesk> {
  return apiClient.get('/api/v1/temples/{templeId}/counter-bills/desk', {
    params: { path: { templeId } },
    signal,
  });
}

export function counterDeskQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: [...counterKey(templeId), 'desk'],
    queryFn: ({ signal }) => getCounterDesk(templeId, signal),
  });
}

export function useCounterDesk(templeId: number) {
  return useQuery(counterDeskQueryOptions(templeId));
}
