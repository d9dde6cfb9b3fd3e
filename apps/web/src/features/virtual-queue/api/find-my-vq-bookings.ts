import type { VqBooking } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface MyVqBookingsQuery {
  when: 'upcoming' | 'past' | 'all';
  offset: number;
  limit: number;
}

/** The devotee's queue tokens (spec booking-token-details). */
export function findMyVqBookings(
  query: MyVqBookingsQuery,
  signal?: AbortSignal,
): Promise<{ items: VqBooking[]; total: number }> {
  return apiClient.get('/api/v1/me/virtual-queue-bookings', { params: { query }, signal });
}

export function myVqBookingsQueryOptions(query: MyVqBookingsQuery) {
  return queryOptions({
    queryKey: ['me', 'virtual-queue-bookings', 'list', query],
    queryFn: ({ signal }) => findMyVqBookings(query, signal),
  });
}

export function useMyVqBookings(query: MyVqBookingsQuery, isSignedIn: boolean) {
  return useQuery({
    ...myVqBookingsQueryOptions(query),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
  });
}
