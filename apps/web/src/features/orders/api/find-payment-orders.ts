import type { OrderList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The orders one payment paid for, one per temple (spec Order Details list; GET /Transaction?PaymentId). */
export function findPaymentOrders(paymentId: number, signal?: AbortSignal): Promise<OrderList> {
  return apiClient.get('/api/v1/payments/{paymentId}/orders', { params: { path: { paymentId } }, signal });
}

export function paymentOrdersQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: ['me', 'orders', 'payment', paymentId],
    queryFn: ({ signal }) => findPaymentOrders(paymentId, signal),
  });
}

export function usePaymentOrders(paymentId: number | null, isSignedIn: boolean) {
  return useQuery({
    ...paymentOrdersQueryOptions(paymentId ?? 0),
    enabled: paymentId !== null && isSignedIn,
  });
}
