import type { BankTransferResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/orders/:orderId/reject-payment: the transfer never came; the booking is cancelled. */
export function rejectPayment(templeId: number, orderId: number, reason: string) {
  return apiClient.post<BankTransferResult>(templePath(templeId, `orders/${orderId}/reject-payment`), {
    reason,
  });
}

export function useRejectPayment(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
      rejectPayment(templeId, orderId, reason),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
