import type { Refund } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refundsKey } from './refund-keys.ts';

/** GET T/refunds/:refundId (refund-details). */
export function getRefund(templeId: number, refundId: number, signal?: AbortSignal): Promise<Refund> {
  return apiClient.get('/api/v1/temples/{templeId}/refunds/{refundId}', {
    params: { path: { templeId, refundId } },
    signal,
  });
}

export function useRefund(templeId: number, refundId: number) {
  return useQuery({
    queryKey: [...refundsKey(templeId), 'one', refundId],
    queryFn: ({ signal }) => getRefund(templeId, refundId, signal),
  });
}
