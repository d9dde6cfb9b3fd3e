import type { TempleEventKind, TempleEventList } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface FindTempleEventsQuery {
  kind?: TempleEventKind;
  when: 'upcoming' | 'past' | 'all';
  offset: number;
  limit: number;
}

/** A temple's events or festivals (temple-event-list, temple-festivals), upcoming first. */
export function findTempleEvents(
  templeId: number,
  query: FindTempleEventsQuery,
  signal?: AbortSignal,
): Promise<TempleEventList> {
  return apiClient.get('/api/v1/temples/{templeId}/events', {
    params: { path: { templeId }, query },
    signal,
  });
}

export function templeEventsQueryOptions(templeId: number, query: FindTempleEventsQuery) {
  return queryOptions({
    queryKey: ['temples', templeId, 'events', query],
    queryFn: ({ signal }) => findTempleEvents(templeId, query, signal),
  });
}

export function useTempleEvents(templeId: number, query: FindTempleEventsQuery) {
  return useQuery({ ...templeEventsQueryOptions(templeId, query), placeholderData: keepPreviousData });
}
