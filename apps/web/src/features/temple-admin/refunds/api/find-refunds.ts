import type { RefundList, RefundListQuery } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';
import { refundsKey } from './refund-keys.ts';

export type RefundFilter = Partial<RefundListQuery> & Pick<RefundListQuery, 'offset' | 'limit'>;

/** GET T/refunds?status=&q=&from=&to=&offset=&limit= (refund-list). */
export function findRefunds(templeId: number, filter: RefundFilter, signal?: AbortSignal) {
  return apiClient.get<RefundList>(templePath(templeId, 'refunds'), { query: { ...filter }, signal });
}

export function useRefunds(templeId: number, filter: RefundFilter) {
  return useQuery({
    queryKey: [...refundsKey(templeId), 'list', filter],
    queryFn: ({ signal }) => findRefunds(templeId, filter, signal),
    placeholderData: keepPreviousData,
  });
}
