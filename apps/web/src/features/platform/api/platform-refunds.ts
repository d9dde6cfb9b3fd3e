import type { PlatformRefundList, PlatformRefundListQuery } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/admin/refunds: refunds across the temples the administrator looks after. */
export function usePlatformRefunds(query: PlatformRefundListQuery) {
  return useQuery({
    queryKey: ['platform', 'refunds', query],
    queryFn: ({ signal }): Promise<PlatformRefundList> =>
      apiClient.get('/api/v1/admin/refunds', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
