import type { HelpEntry } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function getHelpEntry(id: number, signal?: AbortSignal): Promise<HelpEntry> {
  return apiClient.get('/api/v1/help/{helpId}', { params: { path: { helpId: id } }, signal });
}

export function helpEntryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['help', 'entry', id],
    queryFn: ({ signal }) => getHelpEntry(id, signal),
    staleTime: 30 * 60_000,
  });
}

export function useHelpEntry(id: number | null) {
  return useQuery({ ...helpEntryQueryOptions(id ?? 0), enabled: id !== null });
}
