import type { CancelCounterBillInput, CounterBill } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';
import { counterBillQueryOptions } from './get-counter-bill.ts';

/** POST T/counter-bills/:orderId/cancel: answers the cancelled bill. */
export function cancelCounterBill(
  templeId: number,
  orderId: number,
  input: CancelCounterBillInput,
): Promise<CounterBill> {
  return apiClient.post('/api/v1/temples/{templeId}/counter-bills/{orderId}/cancel', {
    params: { path: { templeId, orderId } },
    body: input,
  });
}

export function useCancelCounterBill(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
      cancelCounterBill(templeId, orderId, { reason }),
    onSuccess: (bill) => queryClient.setQueryData(counterBillQueryOptions(templeId, bill.id).queryKey, bill),
    onSettled: () => queryClient.invalidateQueries({ queryKey: counterKey(templeId) }),
  });
}
