import type { CreateDevoteeNameInput, DevoteeName } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { DEVOTEE_NAMES_KEY } from '../../../lib/devotee-names.ts';

export function createDevoteeName(
  input: Partial<CreateDevoteeNameInput> & { name: string },
): Promise<DevoteeName> {
  return apiClient.post('/api/v1/me/devotee-names', { body: input });
}

export function useCreateDevoteeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevoteeName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVOTEE_NAMES_KEY }),
  });
}
