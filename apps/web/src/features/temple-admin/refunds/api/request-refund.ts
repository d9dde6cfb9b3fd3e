import type { Refund, RequestRefundInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';
import { refundsKey } from './refund-keys.ts';

/** POST T/refunds (spec POST /Refund). */
export function useRequestRefund(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestRefundInput) => apiClient.post<Refund>(templePath(templeId, 'refunds'), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey(templeId) }),
  });
}
