import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

/** DELETE T/sevas/:sevaId. */
export function deleteSeva(templeId: number, sevaId: number): Promise<void> {
  return apiClient.delete<void>(templePath(templeId, `sevas/${sevaId}`));
}

export function useDeleteSeva(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sevaId: number) => deleteSeva(templeId, sevaId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'sevas'] }),
  });
}
