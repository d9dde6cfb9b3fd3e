import type { DeleteAccountInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { clearSignedInUser } from '../../../lib/auth.ts';

/** spec otp-for-delete: deletes (anonymises) the account with the OTP; the session ends with it. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiClient.delete('/api/v1/me', { body: input });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => clearSignedInUser(queryClient),
  });
}
