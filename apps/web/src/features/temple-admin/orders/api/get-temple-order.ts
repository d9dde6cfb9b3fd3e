import type { TempleOrderDetail } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templeOrdersKey } from './order-keys.ts';

/** GET T/orders/:orderId: one order with its lines, totals, payment and verification. */
export function getTempleOrder(
  templeId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<TempleOrderDetail> {
  return apiClient.get('/api/v1/temples/{templeId}/orders/{orderId}', {
    params: { path: { templeId, orderId } },
    signal,
  });
}

export function useTempleOrder(templeId: number, orderId: number) {
  return useQuery({
    queryKey: [...templeOrdersKey(templeId), 'detail', orderId],
    queryFn: ({ signal }) => getTempleOrder(templeId, orderId, signal),
  });
}
