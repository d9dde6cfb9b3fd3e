import type { DevoteeName, UpdateDevoteeNameInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { DEVOTEE_NAMES_KEY } from '../../../lib/devotee-names.ts';

export function updateDevoteeName({
  id,
  ...input
}: UpdateDevoteeNameInput & { id: number }): Promise<DevoteeName> {
  return apiClient.patch('/api/v1/me/devotee-names/{id}', { params: { path: { id } }, body: input });
}

export function useUpdateDevoteeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevoteeName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVOTEE_NAMES_KEY }),
  });
}
