import type { OtpSent, RequestOtpInput } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '../../../i18n/index.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/error-text.ts';

/** Sends a sign-up or login OTP by SMS. */
export function requestOtp(input: RequestOtpInput): Promise<OtpSent> {
  // The server writes the SMS (and a new account's messages) in the language on the screen.
  return apiClient.post('/api/v1/auth/otp/request', {
    body: { ...input, language: input.language ?? currentLanguage(i18next.language) },
  });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
