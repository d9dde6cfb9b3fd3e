import type { VqStaffBooking } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Everything staff may see of one booking (spec virtual-queue-token-details, virtual-queue-devotee-details). */
export function getVqBooking(
  templeId: number,
  bookingId: number,
  signal?: AbortSignal,
): Promise<VqStaffBooking> {
  return apiClient.get('/api/v1/temples/{templeId}/virtual-queue/bookings/{bookingId}', {
    params: { path: { templeId, bookingId } },
    signal,
  });
}

export function vqBookingQueryOptions(templeId: number, bookingId: number) {
  return queryOptions({
    queryKey: ['virtual-queue-admin', templeId, 'booking', bookingId],
    queryFn: ({ signal }) => getVqBooking(templeId, bookingId, signal),
  });
}

export function useVqBooking(templeId: number | null, bookingId: number | null) {
  return useQuery({
    ...vqBookingQueryOptions(templeId ?? 0, bookingId ?? 0),
    enabled: templeId !== null && bookingId !== null,
  });
}
