import type { CounterBill } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';

/** GET T/counter-bills/:orderId: the bill with the receipt its printers print. */
export function getCounterBill(
  templeId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<CounterBill> {
  return apiClient.get('/api/v1/temples/{templeId}/counter-bills/{orderId}', {
    params: { path: { templeId, orderId } },
    signal,
  });
}

export function counterBillQueryOptions(templeId: number, orderId: number) {
  return queryOptions({
    queryKey: [...counterKey(templeId), 'bill', orderId],
    queryFn: ({ signal }) => getCounterBill(templeId, orderId, signal),
  });
}

export function useCounterBill(templeId: number, orderId: number | null) {
  return useQuery({ ...counterBillQueryOptions(templeId, orderId ?? 0), enabled: orderId !== null });
}
