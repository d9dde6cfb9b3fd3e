import type { Refund } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refundsKey } from './refund-keys.ts';

/** The dashboard's pending-refunds count changes with every decision. */
const dashboardKey = (templeId: number) => ['temple-admin', templeId, 'dashboard'] as const;

function useRefundDecision<T>(templeId: number, call: (input: T) => Promise<Refund>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey(templeId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKey(templeId) }),
      ]);
    },
  });
}

/** POST T/refunds/:refundId/approve (spec GET /Refund?…&approvedby): answers processed, or failed with the reason. */
export function useApproveRefund(templeId: number) {
  return useRefundDecision(
    templeId,
    (refundId: number): Promise<Refund> =>
      apiClient.post('/api/v1/temples/{templeId}/refunds/{refundId}/approve', {
        params: { path: { templeId, refundId } },
        body: {},
      }),
  );
}

/** POST T/refunds/:refundId/reject { reason }. */
export function useRejectRefund(templeId: number) {
  return useRefundDecision(
    templeId,
    ({ refundId, reason }: { refundId: number; reason: string }): Promise<Refund> =>
      apiClient.post('/api/v1/temples/{templeId}/refunds/{refundId}/reject', {
        params: { path: { templeId, refundId } },
        body: { reason },
      }),
  );
}
