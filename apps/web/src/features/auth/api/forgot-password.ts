import type { ForgotPasswordInput, PasswordResetRequested } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sends a password-reset OTP to the account's mobile, if an account has the identifier. */
export function forgotPassword(input: ForgotPasswordInput): Promise<PasswordResetRequested> {
  return apiClient.post('/api/v1/auth/password/forgot', { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
