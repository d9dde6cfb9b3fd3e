import type { TempleDevoteeDetail, TempleDevoteeList } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const devoteesKey = (templeId: number) => ['temple-admin', templeId, 'devotees'] as const;

/** GET T/devotees?search&offset&limit (devoteelist). */
export function useTempleDevotees(
  templeId: number,
  query: { search?: string; offset: number; limit: number },
) {
  return useQuery({
    queryKey: [...devoteesKey(templeId), 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get<TempleDevoteeList>(templePath(templeId, 'devotees'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/devotees/:userId (devotee): the devotee and their bookings at this temple. */
export function useTempleDevotee(templeId: number, userId: number | null) {
  return useQuery({
    queryKey: [...devoteesKey(templeId), userId],
    queryFn: ({ signal }) =>
      apiClient.get<TempleDevoteeDetail>(templePath(templeId, `devotees/${userId}`), { signal }),
    enabled: userId !== null,
  });
}
