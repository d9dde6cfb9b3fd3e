import type { TempleLineResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/order-lines/:lineId/reject: the temple declines a line awaiting approval, with a reason. */
export function rejectOrderLine(templeId: number, lineId: number, reason: string): Promise<TempleLineResult> {
  return apiClient.post('/api/v1/temples/{templeId}/order-lines/{lineId}/reject', {
    params: { path: { templeId, lineId } },
    body: { reason },
  });
}

export function useRejectOrderLine(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, reason }: { lineId: number; reason: string }) =>
      rejectOrderLine(templeId, lineId, reason),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
