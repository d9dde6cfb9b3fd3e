import type { SearchResult } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Temples and sevas matching the text, ten of each (search, get-all-seva-search). */
export function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return apiClient.get('/api/v1/search', { params: { query: { q } }, signal });
}

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchCatalogue(q, signal),
    staleTime: 60_000,
  });
}

export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
