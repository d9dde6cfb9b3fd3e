import type { VqSettings, VqSettingsInput } from '@nivedya/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = (templeId: number) => `/api/v1/temples/${templeId}/virtual-queue/settings`;

/** The temple's queue settings (the defaults until it saves its own). */
export function vqSettingsQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['virtual-queue-admin', templeId, 'settings'],
    queryFn: ({ signal }) => apiClient.get<VqSettings>(base(templeId), { signal }),
  });
}

export function useVqSettings(templeId: number) {
  return useQuery(vqSettingsQueryOptions(templeId));
}

export function useUpdateVqSettings(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VqSettingsInput) => apiClient.put<VqSettings>(base(templeId), input),
    onSuccess: (settings) => queryClient.setQueryData(vqSettingsQueryOptions(templeId).queryKey, settings),
  });
}
