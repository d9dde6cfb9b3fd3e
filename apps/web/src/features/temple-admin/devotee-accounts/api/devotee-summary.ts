import type { TempleDevoteeSummary } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET T/devotees/summary (devoteedash): counts and the most booked sevas. */
export function useDevoteeSummary(templeId: number) {
  return useQuery({
    queryKey: ['temple-admin', templeId, 'devotees', 'summary'],
    queryFn: ({ signal }): Promise<TempleDevoteeSummary> =>
      apiClient.get('/api/v1/temples/{templeId}/devotees/summary', {
        params: { path: { templeId } },
        signal,
      }),
  });
}
