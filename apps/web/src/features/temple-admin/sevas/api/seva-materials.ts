import type { ReplaceSevaMaterialsInput, SevaMaterials } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const materialsKey = (templeId: number, sevaId: number) =>
  ['temple-admin', templeId, 'seva-materials', sevaId] as const;

/** GET T/sevas/:sevaId/materials: what one performance of the seva takes. */
export function useSevaMaterials(templeId: number, sevaId: number) {
  return useQuery({
    queryKey: materialsKey(templeId, sevaId),
    queryFn: ({ signal }): Promise<SevaMaterials> =>
      apiClient.get('/api/v1/temples/{templeId}/sevas/{sevaId}/materials', {
        params: { path: { templeId, sevaId } },
        signal,
      }),
  });
}

/** PUT T/sevas/:sevaId/materials: replaces the whole list. The worksheet's totals follow it. */
export function useReplaceSevaMaterials(templeId: number, sevaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceSevaMaterialsInput): Promise<SevaMaterials> =>
      apiClient.put('/api/v1/temples/{templeId}/sevas/{sevaId}/materials', {
        params: { path: { templeId, sevaId } },
        body: input,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: materialsKey(templeId, sevaId) }),
        queryClient.invalidateQueries({ queryKey: ['reports', templeId] }),
      ]),
  });
}
