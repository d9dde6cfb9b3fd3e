import type { CheckoutInput, CheckoutResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryWhileBusy } from '../../../lib/retry-while-busy.ts';

/** spec POST /Transaction: the cart becomes one order per temple and one payment for them all. */
export function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  return apiClient.post('/api/v1/checkout', { body: input });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    ...retryWhileBusy,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['me', 'orders'] });
      await queryClient.invalidateQueries({ queryKey: ['me', 'recent-temples'] });
    },
  });
}
