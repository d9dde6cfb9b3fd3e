import type { VqGateAdmit, VqGateInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Admits a booking once; a second admit answers VQ_ALREADY_ADMITTED with when and where. */
export function admitAtGate({
  templeId,
  ...input
}: VqGateInput & { templeId: number }): Promise<VqGateAdmit> {
  return apiClient.post('/api/v1/temples/{templeId}/virtual-queue/gate/admit', {
    params: { path: { templeId } },
    body: input,
  });
}

export function useAdmitAtGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: admitAtGate,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', input.templeId] });
    },
  });
}
