import type { VqBlock, VqBlockInput, VqBlockResult, VqUnblockQuery } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Blocked dates and slots from today on. */
export function useVqBlocks(templeId: number) {
  return useQuery({
    queryKey: ['virtual-queue-admin', templeId, 'blocks'],
    queryFn: ({ signal }): Promise<{ items: VqBlock[]; total: number }> =>
      apiClient.get('/api/v1/temples/{templeId}/virtual-queue/blocks', {
        params: { path: { templeId } },
        signal,
      }),
  });
}

/** Blocks a date or a slot; answers the bookings already made (cancelled with cancelBookings). */
export function useBlockVqSlots(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VqBlockInput): Promise<VqBlockResult> =>
      apiClient.post('/api/v1/temples/{templeId}/virtual-queue/blocks', {
        params: { path: { templeId } },
        body: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}

export function useUnblockVqSlots(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: VqUnblockQuery) =>
      apiClient.delete('/api/v1/temples/{templeId}/virtual-queue/blocks', {
        params: { path: { templeId }, query },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}
