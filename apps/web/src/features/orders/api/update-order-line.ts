import type { PerformUpdateInput, PerformUpdateResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** spec POST /PerformUpdate, Type 0: the devotee changes a line's date, name, star or remarks. */
export function updateOrderLine({
  lineId,
  ...input
}: PerformUpdateInput & { lineId: number }): Promise<PerformUpdateResult> {
  return apiClient.patch('/api/v1/me/order-lines/{lineId}', { params: { path: { lineId } }, body: input });
}

export function useUpdateOrderLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'orders'] }),
  });
}
