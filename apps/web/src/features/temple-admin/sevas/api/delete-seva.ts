import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** DELETE T/sevas/:sevaId. */
export function deleteSeva(templeId: number, sevaId: number): Promise<void> {
  return apiClient.delete('/api/v1/temples/{templeId}/sevas/{sevaId}', {
    params: { path: { templeId, sevaId } },
  });
}

export function useDeleteSeva(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sevaId: number) => deleteSeva(templeId, sevaId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'sevas'] }),
  });
}
