import type { VqCalendar } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Each open date with its slots and remaining places (today to the last open date). */
export function findVqCalendar(templeId: number, signal?: AbortSignal): Promise<VqCalendar> {
  return apiClient.get('/api/v1/virtual-queue/temples/{templeId}/calendar', {
    params: { path: { templeId } },
    signal,
  });
}

export function vqCalendarQueryKey(templeId: number) {
  return ['virtual-queue', 'calendar', templeId] as const;
}

export function vqCalendarQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: vqCalendarQueryKey(templeId),
    queryFn: ({ signal }) => findVqCalendar(templeId, signal),
  });
}

export function useVqCalendar(templeId: number | null) {
  return useQuery({ ...vqCalendarQueryOptions(templeId ?? 0), enabled: templeId !== null });
}
