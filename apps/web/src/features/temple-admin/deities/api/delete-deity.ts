import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** DELETE T/deities/:deityId (the server refuses while sevas are offered to the deity). */
export function deleteDeity(templeId: number, deityId: number): Promise<void> {
  return apiClient.delete('/api/v1/temples/{templeId}/deities/{deityId}', {
    params: { path: { templeId, deityId } },
  });
}

export function useDeleteDeity(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deityId: number) => deleteDeity(templeId, deityId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'deities'] }),
  });
}
