import type { VisitMovementInput, VisitRecorded } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { visitsKey } from './visit-settings.ts';

export type VisitWay = 'in' | 'out';

/** spec devotee-visit-in / -out, devotee-in / -out: one movement through a gate. */
export function useRecordMovement(templeId: number, way: VisitWay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitMovementInput): Promise<VisitRecorded> =>
      way === 'in'
        ? apiClient.post('/api/v1/temples/{templeId}/visits/entries', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.post('/api/v1/temples/{templeId}/visits/exits', {
            params: { path: { templeId } },
            body: input,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitsKey(templeId) }),
  });
}
