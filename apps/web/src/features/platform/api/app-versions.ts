import type { AppVersionRelease, Page, PageQuery, PublishAppVersionInput } from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['platform', 'app-versions'] as const;

/** GET /api/v1/admin/app-versions: the releases, newest (current) first. */
export function useAppVersions(query: PageQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }): Promise<Page<AppVersionRelease>> =>
      apiClient.get('/api/v1/admin/app-versions', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v1/admin/app-versions. */
export function usePublishAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishAppVersionInput): Promise<AppVersionRelease> =>
      apiClient.post('/api/v1/admin/app-versions', { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
