import type { AuthResult, VerifyOtpInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth.ts';

/** Logs in with the OTP; for a new mobile the server creates the devotee account. */
export function verifyOtp(input: VerifyOtpInput): Promise<AuthResult> {
  return apiClient.post('/api/v1/auth/otp/verify', { body: input });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
