import type { AuthResult, VerifyOtpInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '../../../i18n/index.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth.ts';
import { currentLanguage } from '../../../lib/error-text.ts';

/** Logs in with the OTP; for a new mobile the server creates the devotee account. */
export function verifyOtp(input: VerifyOtpInput): Promise<AuthResult> {
  // The server writes the SMS (and a new account's messages) in the language on the screen.
  return apiClient.post('/api/v1/auth/otp/verify', {
    body: { ...input, language: input.language ?? currentLanguage(i18next.language) },
  });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
