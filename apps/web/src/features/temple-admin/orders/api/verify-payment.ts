import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/orders/:orderId/verify-payment: the bank transfer is in the trust's account (spec IsVerified). */
export function verifyPayment(templeId: number, orderId: number): Promise<{ status: 'paid' }> {
  return apiClient.post('/api/v1/temples/{templeId}/orders/{orderId}/verify-payment', {
    params: { path: { templeId, orderId } },
    body: {},
  });
}

export function useVerifyPayment(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => verifyPayment(templeId, orderId),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
