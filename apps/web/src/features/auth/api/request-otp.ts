import type { OtpSent, RequestOtpInput } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sends a sign-up or login OTP by SMS. */
export function requestOtp(input: RequestOtpInput): Promise<OtpSent> {
  return apiClient.post('/api/v1/auth/otp/request', { body: input });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
