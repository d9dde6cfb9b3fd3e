import type { Refund } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';
import { refundsKey } from './refund-keys.ts';

/** GET T/refunds/:refundId (refund-details). */
export function getRefund(templeId: number, refundId: number, signal?: AbortSignal) {
  return apiClient.get<Refund>(templePath(templeId, `refunds/${refundId}`), { signal });
}

export function useRefund(templeId: number, refundId: number) {
  return useQuery({
    queryKey: [...refundsKey(templeId), 'one', refundId],
    queryFn: ({ signal }) => getRefund(templeId, refundId, signal),
  });
}
