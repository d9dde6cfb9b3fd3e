import type { HelpEntry, Page } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * Help entries (spec §3: PageName plus Query, the help HTML; domain HelpEntrySchema). Shared by ui/HelpModal, which every
 * screen opens with its page name, and the help list screen; so the call lives here, not in a feature.
 * The HTML is sanitized where it is shown.
 */
export function findHelpEntries(
  pageName: string | undefined,
  signal?: AbortSignal,
): Promise<Page<HelpEntry>> {
  return apiClient.get('/api/v1/help', { params: { query: { pageName } }, signal });
}

export function helpEntriesQueryOptions(pageName?: string) {
  return queryOptions({
    queryKey: ['help', { pageName: pageName ?? null }],
    queryFn: ({ signal }) => findHelpEntries(pageName, signal),
    staleTime: 30 * 60_000,
  });
}

export function useHelpEntries(pageName?: string) {
  return useQuery(helpEntriesQueryOptions(pageName));
}
