import type { VqBooking } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The devotee cancels a token until its slot ends; its places go back to the slot. */
export function cancelMyVqBooking(bookingId: number): Promise<VqBooking> {
  return apiClient.post('/api/v1/me/virtual-queue-bookings/{bookingId}/cancel', {
    params: { path: { bookingId } },
  });
}

export function useCancelMyVqBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyVqBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(['me', 'virtual-queue-bookings', 'detail', booking.id], booking);
      void queryClient.invalidateQueries({ queryKey: ['me', 'virtual-queue-bookings', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['virtual-queue', 'calendar', booking.templeId] });
    },
  });
}
