import type { ChangePasswordInput } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Changes the password; the server ends the account's other sessions. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiClient.post('/api/v1/me/password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
