import type { Release, ReleaseInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The temple's releases (issue #20 §2), newest first, with their lines' counts (kept fresh while open). */
export function useVqReleases(templeId: number) {
  return useQuery({
    queryKey: ['virtual-queue-admin', templeId, 'releases'],
    queryFn: ({ signal }): Promise<{ items: Release[] }> =>
      apiClient.get('/api/v1/temples/{templeId}/releases', {
        params: { path: { templeId } },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (release) => release.status === 'waiting' || release.status === 'admitting',
      )
        ? 10_000
        : false,
  });
}

export function useCreateVqRelease(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseInput): Promise<Release> =>
      apiClient.post('/api/v1/temples/{templeId}/releases', {
        params: { path: { templeId } },
        body: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}

export function useCancelVqRelease(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (releaseId: number): Promise<Release> =>
      apiClient.post('/api/v1/temples/{templeId}/releases/{releaseId}/cancel', {
        params: { path: { templeId, releaseId } },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}
