import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { DEVOTEE_NAMES_KEY } from '../../../lib/devotee-names.ts';

export function deleteDevoteeName(id: number): Promise<void> {
  return apiClient.delete<void>(`/api/v1/me/devotee-names/${id}`);
}

export function useDeleteDevoteeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevoteeName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVOTEE_NAMES_KEY }),
  });
}
