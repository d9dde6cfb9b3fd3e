import type { ApproveOrderLineInput, TempleLineResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/order-lines/:lineId/approve: spec perform-postpone Type 1, the temple allots the date. */
export function approveOrderLine(
  templeId: number,
  lineId: number,
  input: ApproveOrderLineInput,
): Promise<TempleLineResult> {
  return apiClient.post('/api/v1/temples/{templeId}/order-lines/{lineId}/approve', {
    params: { path: { templeId, lineId } },
    body: input,
  });
}

export function useApproveOrderLine(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, ...input }: ApproveOrderLineInput & { lineId: number }) =>
      approveOrderLine(templeId, lineId, input),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
