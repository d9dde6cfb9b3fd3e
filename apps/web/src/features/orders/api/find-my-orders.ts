import type { OrderList } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The devotee's bookings, newest first (devotee-booking-history; spec GET /Transaction?devoteeid). */
export function findMyOrders(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<OrderList> {
  return apiClient.get('/api/v1/me/orders', { params: { query }, signal });
}

export function myOrdersQueryOptions(query: { offset: number; limit: number }) {
  return queryOptions({
    queryKey: ['me', 'orders', 'list', query],
    queryFn: ({ signal }) => findMyOrders(query, signal),
  });
}

export function useMyOrders(query: { offset: number; limit: number }, isSignedIn: boolean) {
  return useQuery({ ...myOrdersQueryOptions(query), enabled: isSignedIn, placeholderData: keepPreviousData });
}
