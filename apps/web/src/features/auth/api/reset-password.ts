import type { ResetPasswordInput } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sets a new password with the reset OTP; the server ends every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiClient.post('/api/v1/auth/password/reset', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
