import type { DevoteeAccountList } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/devotee-users?search&offset&limit (devotee-users): the devotee accounts who booked here. */
export function useDevoteeAccounts(
  templeId: number,
  query: { search?: string; offset: number; limit: number },
) {
  return useQuery({
    queryKey: ['temple-admin', templeId, 'devotee-users', query],
    queryFn: ({ signal }): Promise<DevoteeAccountList> =>
      apiClient.get('/api/v1/temples/{templeId}/devotee-users', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
