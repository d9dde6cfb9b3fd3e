import type { RefundList, RefundListQuery } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { refundsKey } from './refund-keys.ts';

export type RefundFilter = Partial<RefundListQuery> & Pick<RefundListQuery, 'offset' | 'limit'>;

/** GET T/refunds?status=&q=&from=&to=&offset=&limit= (refund-list). */
export function findRefunds(
  templeId: number,
  filter: RefundFilter,
  signal?: AbortSignal,
): Promise<RefundList> {
  return apiClient.get('/api/v1/temples/{templeId}/refunds', {
    params: { path: { templeId }, query: { ...filter } },
    signal,
  });
}

export function useRefunds(templeId: number, filter: RefundFilter) {
  return useQuery({
    queryKey: [...refundsKey(templeId), 'list', filter],
    queryFn: ({ signal }) => findRefunds(templeId, filter, signal),
    placeholderData: keepPreviousData,
  });
}
