import type { OtpSent } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** spec delete-account: sends the OTP that confirms deleting the account to its own mobile. */
export function requestDeleteOtp(): Promise<OtpSent> {
  return apiClient.post('/api/v1/me/delete-otp');
}

export function useRequestDeleteOtp() {
  return useMutation({ mutationFn: requestDeleteOtp });
}
