import type { CounterBillList, CounterBillListQuery } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';

/** GET T/counter-bills: bill-list, filtered and paged. */
export function findCounterBills(
  templeId: number,
  query: CounterBillListQuery,
  signal?: AbortSignal,
): Promise<CounterBillList> {
  return apiClient.get('/api/v1/temples/{templeId}/counter-bills', {
    params: { path: { templeId }, query },
    signal,
  });
}

export function counterBillsQueryOptions(templeId: number, query: CounterBillListQuery) {
  return queryOptions({
    queryKey: [...counterKey(templeId), 'list', query],
    queryFn: ({ signal }) => findCounterBills(templeId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCounterBills(templeId: number, query: CounterBillListQuery) {
  return useQuery(counterBillsQueryOptions(templeId, query));
}
