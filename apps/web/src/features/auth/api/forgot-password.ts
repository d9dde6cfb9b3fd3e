import type { ForgotPasswordInput, OtpSent } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sends a password-reset OTP to the account's mobile. */
export function forgotPassword(input: ForgotPasswordInput): Promise<OtpSent> {
  return apiClient.post<OtpSent>('/api/v1/auth/password/forgot', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
