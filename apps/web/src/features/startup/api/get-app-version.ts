import type { AppVersion } from '@nivedya/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Platform } from '../../../lib/platform.ts';

/** spec §3 version record (GET /AppVersion): the released version for this platform and whether it is required. */
export function getAppVersion(platform: Platform, signal?: AbortSignal): Promise<AppVersion> {
  return apiClient.get('/api/v1/app-version', { params: { query: { platform } }, signal });
}

export function appVersionQueryOptions(platform: Platform) {
  return queryOptions({
    queryKey: ['app-version', platform],
    queryFn: ({ signal }) => getAppVersion(platform, signal),
    staleTime: 0,
    retry: false,
  });
}
