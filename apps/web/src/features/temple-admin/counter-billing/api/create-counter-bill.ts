import type { CounterBillCreated, CreateCounterBill } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';

/** POST T/counter-bills: a paid bill; the list and the desk's capacity change with it. */
export function createCounterBill(templeId: number, input: CreateCounterBill): Promise<CounterBillCreated> {
  return apiClient.post('/api/v1/temples/{templeId}/counter-bills', {
    params: { path: { templeId } },
    body: input,
  });
}

export function useCreateCounterBill(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCounterBill) => createCounterBill(templeId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: counterKey(templeId) }),
  });
}
