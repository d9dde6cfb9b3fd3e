import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { clearSignedInUser } from '../../../lib/auth.ts';

export function logout(): Promise<void> {
  return apiClient.post('/api/v1/auth/logout');
}

/** Ends the session; local user data goes even when the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => clearSignedInUser(queryClient),
  });
}
