import type { VqBookingInput, VqBookingResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryWhileBusy } from '../../../lib/retry-while-busy.ts';

/** Books a slot for a party (POST /api/v1/virtual-queue/bookings). */
export function bookVqSlot(input: VqBookingInput): Promise<VqBookingResult> {
  return apiClient.post('/api/v1/virtual-queue/bookings', { body: input });
}

export function useBookVqSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookVqSlot,
    ...retryWhileBusy,
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: ['virtual-queue', 'calendar', booking.templeId] });
      void queryClient.invalidateQueries({ queryKey: ['me', 'virtual-queue-bookings'] });
    },
  });
}
