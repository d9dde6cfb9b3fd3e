import type { TempleLineResult } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';
import { invalidateTempleOrders } from './order-keys.ts';

/** POST T/order-lines/:lineId/reject: the temple declines a line awaiting approval, with a reason. */
export function rejectOrderLine(templeId: number, lineId: number, reason: string) {
  return apiClient.post<TempleLineResult>(templePath(templeId, `order-lines/${lineId}/reject`), { reason });
}

export function useRejectOrderLine(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, reason }: { lineId: number; reason: string }) =>
      rejectOrderLine(templeId, lineId, reason),
    onSuccess: () => invalidateTempleOrders(queryClient, templeId),
  });
}
