import type {
  VisitGate,
  VisitGateInput,
  VisitSettings,
  VisitTypesInput,
  VisitZone,
  VisitZoneInputSchema,
} from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export const visitsKey = (templeId: number) => ['devotee-visits', templeId] as const;
export const visitSettingsKey = (templeId: number) => [...visitsKey(templeId), 'settings'] as const;

/** spec devotee-visit-settings: the temple's zones, gates and visit types. */
export function useVisitSettings(templeId: number) {
  return useQuery({
    queryKey: visitSettingsKey(templeId),
    queryFn: ({ signal }): Promise<VisitSettings> =>
      apiClient.get('/api/v1/temples/{templeId}/visits/settings', { params: { path: { templeId } }, signal }),
  });
}

export function useSaveZone(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: number | null;
      input: z.input<typeof VisitZoneInputSchema>;
    }): Promise<VisitZone> =>
      id === null
        ? apiClient.post('/api/v1/temples/{templeId}/visits/zones', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.put('/api/v1/temples/{templeId}/visits/zones/{zoneId}', {
            params: { path: { templeId, zoneId: id } },
            body: input,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitsKey(templeId) }),
  });
}

export function useSaveGate(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VisitGateInput }): Promise<VisitGate> =>
      id === null
        ? apiClient.post('/api/v1/temples/{templeId}/visits/gates', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.put('/api/v1/temples/{templeId}/visits/gates/{gateId}', {
            params: { path: { templeId, gateId: id } },
            body: input,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitsKey(templeId) }),
  });
}

export function useSaveVisitTypes(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitTypesInput): Promise<VisitSettings> =>
      apiClient.put('/api/v1/temples/{templeId}/visits/settings', {
        params: { path: { templeId } },
        body: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitsKey(templeId) }),
  });
}
