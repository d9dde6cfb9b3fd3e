import type { TempleDevoteeDetail, TempleDevoteeList } from '@nivedya/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const devoteesKey = (templeId: number) => ['temple-admin', templeId, 'devotees'] as const;

/** GET T/devotees?search&offset&limit (devoteelist). */
export function useTempleDevotees(
  templeId: number,
  query: { search?: string; offset: number; limit: number },
) {
  return useQuery({
    queryKey: [...devoteesKey(templeId), 'list', query],
    queryFn: ({ signal }): Promise<TempleDevoteeList> =>
      apiClient.get('/api/v1/temples/{templeId}/devotees', { params: { path: { templeId }, query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/devotees/:userId (devotee): the devotee and their bookings at this temple. */
export function useTempleDevotee(templeId: number, userId: number | null) {
  return useQuery({
    queryKey: [...devoteesKey(templeId), userId],
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }): Promise<TempleDevoteeDetail> =>
            apiClient.get('/api/v1/temples/{templeId}/devotees/{userId}', {
              params: { path: { templeId, userId } },
              signal,
            }),
  });
}
