import type { VqSettings, VqSettingsInput } from '@nivedya/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The temple's queue settings (the defaults until it saves its own). */
export function vqSettingsQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['virtual-queue-admin', templeId, 'settings'],
    queryFn: ({ signal }): Promise<VqSettings> =>
      apiClient.get('/api/v1/temples/{templeId}/virtual-queue/settings', {
        params: { path: { templeId } },
        signal,
      }),
  });
}

export function useVqSettings(templeId: number) {
  return useQuery(vqSettingsQueryOptions(templeId));
}

export function useUpdateVqSettings(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VqSettingsInput): Promise<VqSettings> =>
      apiClient.put('/api/v1/temples/{templeId}/virtual-queue/settings', {
        params: { path: { templeId } },
        body: input,
      }),
    onSuccess: (settings) => queryClient.setQueryData(vqSettingsQueryOptions(templeId).queryKey, settings),
  });
}
