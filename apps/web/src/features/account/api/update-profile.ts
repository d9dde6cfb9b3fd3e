import type { UpdateProfileInput, User } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth.ts';

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiClient.patch('/api/v1/me', { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
