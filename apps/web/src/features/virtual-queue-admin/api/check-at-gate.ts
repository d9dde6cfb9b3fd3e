import type { VqGateCheck, VqGateInput } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Finds a booking by its QR token, queue number or mobile and says whether it may enter now. */
export function checkAtGate({
  templeId,
  ...input
}: VqGateInput & { templeId: number }): Promise<VqGateCheck> {
  return apiClient.post('/api/v1/temples/{templeId}/virtual-queue/gate/check', {
    params: { path: { templeId } },
    body: input,
  });
}

export function useCheckAtGate() {
  return useMutation({ mutationFn: checkAtGate });
}
