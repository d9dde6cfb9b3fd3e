import type { CancellationRequest, CancellationRequestInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The devotee asks the temple to cancel their booking (issue #18); the temple decides it as a refund. */
export function requestCancellation({
  orderId,
  ...input
}: CancellationRequestInput & { orderId: number }): Promise<CancellationRequest> {
  return apiClient.post('/api/v1/me/orders/{orderId}/cancellation-request', {
    params: { path: { orderId } },
    body: input,
  });
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'orders'] }),
  });
}
