import type { PerformUpdateInput, TempleLineResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** PATCH T/order-lines/:lineId: spec perform-postpone Type 0 by the staff (date, name, star, remarks). */
export function updateOrderLine(
  templeId: number,
  lineId: number,
  input: PerformUpdateInput,
): Promise<TempleLineResult> {
  return apiClient.patch('/api/v1/temples/{templeId}/order-lines/{lineId}', {
    params: { path: { templeId, lineId } },
    body: input,
  });
}

export function useStaffUpdateOrderLine(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, ...input }: PerformUpdateInput & { lineId: number }) =>
      updateOrderLine(templeId, lineId, input),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
