import type { CreateReferralInput, Referral } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** spec devotee-temple-referring: suggests a temple to bring onto the platform. */
export function referTemple(input: CreateReferralInput): Promise<Referral> {
  return apiClient.post('/api/v1/me/referrals', { body: input });
}

export function useReferTemple() {
  return useMutation({ mutationFn: referTemple });
}
