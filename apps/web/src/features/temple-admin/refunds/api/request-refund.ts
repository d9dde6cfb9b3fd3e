import type { Refund, RequestRefundInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refundsKey } from './refund-keys.ts';

/** POST T/refunds (spec POST /Refund). */
export function useRequestRefund(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestRefundInput): Promise<Refund> =>
      apiClient.post('/api/v1/temples/{templeId}/refunds', { params: { path: { templeId } }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey(templeId) }),
  });
}
