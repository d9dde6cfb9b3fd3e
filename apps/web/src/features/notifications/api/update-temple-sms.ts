import type { User } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth.ts';

/** PATCH /api/v1/me { templeMessagesBySms }: whether temples' own messages also come by SMS. */
export function useUpdateTempleSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templeMessagesBySms: boolean): Promise<User> =>
      apiClient.patch('/api/v1/me', { body: { templeMessagesBySms } }),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
