import type { TempleEventDetail } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** One event or festival with its temple (event-details/:id/:name). */
export function getTempleEvent(eventId: number, signal?: AbortSignal): Promise<TempleEventDetail> {
  return apiClient.get('/api/v1/events/{eventId}', { params: { path: { eventId } }, signal });
}

export function templeEventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: ['events', eventId],
    queryFn: ({ signal }) => getTempleEvent(eventId, signal),
  });
}

export function useTempleEvent(eventId: number | null) {
  return useQuery({ ...templeEventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
