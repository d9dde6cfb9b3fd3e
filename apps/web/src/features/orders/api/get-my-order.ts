import type { OrderDetail } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** One order with its seva lines and totals (devotee-transaction-details; spec GET /Transaction?transactionid). */
export function getMyOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return apiClient.get('/api/v1/me/orders/{orderId}', { params: { path: { orderId } }, signal });
}

export function myOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['me', 'orders', 'detail', orderId],
    queryFn: ({ signal }) => getMyOrder(orderId, signal),
  });
}

export function useMyOrder(orderId: number | null) {
  return useQuery({ ...myOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
