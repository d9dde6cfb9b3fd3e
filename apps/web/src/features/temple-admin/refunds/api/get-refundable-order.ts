import type { RefundableOrder } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refundsKey } from './refund-keys.ts';

export type OrderKey = { orderId: number } | { orderNumber: string };

/** GET T/refunds/refundable-order?orderId= | ?orderNumber=: the lines, their shares, what is left. */
export function getRefundableOrder(
  templeId: number,
  key: OrderKey,
  signal?: AbortSignal,
): Promise<RefundableOrder> {
  return apiClient.get('/api/v1/temples/{templeId}/refunds/refundable-order', {
    params: { path: { templeId }, query: { ...key } },
    signal,
  });
}

export function useRefundableOrder(templeId: number, key: OrderKey | null) {
  return useQuery({
    queryKey: [...refundsKey(templeId), 'order', key],
    queryFn: ({ signal }) => getRefundableOrder(templeId, key as OrderKey, signal),
    enabled: key !== null,
    retry: false,
  });
}
