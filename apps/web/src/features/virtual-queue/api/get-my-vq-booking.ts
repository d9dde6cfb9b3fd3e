import type { VqBooking } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** One of the devotee's queue tokens with its QR text (spec devotee-virtual-qdetails). */
export function getMyVqBooking(bookingId: number, signal?: AbortSignal): Promise<VqBooking> {
  return apiClient.get('/api/v1/me/virtual-queue-bookings/{bookingId}', {
    params: { path: { bookingId } },
    signal,
  });
}

export function myVqBookingQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: ['me', 'virtual-queue-bookings', 'detail', bookingId],
    queryFn: ({ signal }) => getMyVqBooking(bookingId, signal),
  });
}

export function useMyVqBooking(bookingId: number | null, isSignedIn: boolean) {
  return useQuery({ ...myVqBookingQueryOptions(bookingId ?? 0), enabled: bookingId !== null && isSignedIn });
}
