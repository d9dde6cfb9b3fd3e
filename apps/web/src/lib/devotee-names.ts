import type { DevoteeNameList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * The names the signed-in user books for (spec add-user-for-booking: family members with their
 * stars). The booking screens pick from them and the devotee profile lists them.
 */
export const DEVOTEE_NAMES_KEY = ['me', 'devotee-names'] as const;

export function findDevoteeNames(signal?: AbortSignal): Promise<DevoteeNameList> {
  return apiClient.get('/api/v1/me/devotee-names', { signal });
}

export function devoteeNamesQueryOptions() {
  return queryOptions({ queryKey: DEVOTEE_NAMES_KEY, queryFn: ({ signal }) => findDevoteeNames(signal) });
}

export function useDevoteeNames(isSignedIn: boolean) {
  return useQuery({ ...devoteeNamesQueryOptions(), enabled: isSignedIn });
}
