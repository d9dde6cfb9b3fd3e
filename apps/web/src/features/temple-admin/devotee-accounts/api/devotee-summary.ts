import type { TempleDevoteeSummary } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

/** GET T/devotees/summary (devoteedash): counts and the most booked sevas. */
export function useDevoteeSummary(templeId: number) {
  return useQuery({
    queryKey: ['temple-admin', templeId, 'devotees', 'summary'],
    queryFn: ({ signal }) =>
      apiClient.get<TempleDevoteeSummary>(templePath(templeId, 'devotees/summary'), { signal }),
  });
}
