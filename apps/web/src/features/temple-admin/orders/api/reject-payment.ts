import type { BankTransferResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/orders/:orderId/reject-payment: the transfer never came; the booking is cancelled. */
export function rejectPayment(
  templeId: number,
  orderId: number,
  reason: string,
): Promise<BankTransferResult> {
  return apiClient.post('/api/v1/temples/{templeId}/orders/{orderId}/reject-payment', {
    params: { path: { templeId, orderId } },
    body: {
      reason,
    },
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
