import { ORDER_STATUSES, type TempleOrderList } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templeOrdersKey } from './order-keys.ts';

export interface TempleOrderQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  paymentMode?: number | undefined;
  type?: 'online' | 'counter' | undefined;
  isVerified?: boolean | undefined;
  q?: string | undefined;
  offset: number;
  limit: number;
}

/** GET T/orders: the transaction list (and the bank transfers of payment-verification-report). */
export function findTempleOrders(
  templeId: number,
  query: TempleOrderQuery,
  signal?: AbortSignal,
): Promise<TempleOrderList> {
  // On the wire the status is one of the order statuses and isVerified the text 'true' or 'false'.
  const { status, isVerified, ...rest } = query;
  return apiClient.get('/api/v1/temples/{templeId}/orders', {
    params: {
      path: { templeId },
      query: {
        ...rest,
        status: ORDER_STATUSES.find((value) => value === status),
        isVerified: isVerified === undefined ? undefined : isVerified ? 'true' : 'false',
      },
    },
    signal,
  });
}

export function useTempleOrders(templeId: number, query: TempleOrderQuery) {
  return useQuery({
    queryKey: [...templeOrdersKey(templeId), 'list', query],
    queryFn: ({ signal }) => findTempleOrders(templeId, query, signal),
    placeholderData: keepPreviousData,
  });
}
