import type { AuthResult, LoginInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth.ts';

export function login(input: LoginInput): Promise<AuthResult> {
  return apiClient.post('/api/v1/auth/login', { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
