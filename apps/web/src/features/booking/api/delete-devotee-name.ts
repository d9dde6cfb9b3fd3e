import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { forgetSavedNameLinks } from '../../../lib/cart-count.ts';
import { DEVOTEE_NAMES_KEY } from '../../../lib/devotee-names.ts';

export function deleteDevoteeName(id: number): Promise<void> {
  return apiClient.delete('/api/v1/me/devotee-names/{id}', { params: { path: { id } } });
}

export function useDeleteDevoteeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevoteeName,
    onSuccess: (_result, id) => {
      // A cart line booked for this name keeps the name, not the link to the deleted record.
      forgetSavedNameLinks(id);
      return queryClient.invalidateQueries({ queryKey: DEVOTEE_NAMES_KEY });
    },
  });
}
