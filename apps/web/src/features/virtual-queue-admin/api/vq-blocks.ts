import type { VqBlock, VqBlockInput, VqBlockResult, VqUnblockQuery } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = (templeId: number) => `/api/v1/temples/${templeId}/virtual-queue/blocks`;

/** Blocked dates and slots from today on. */
export function useVqBlocks(templeId: number) {
  return useQuery({
    queryKey: ['virtual-queue-admin', templeId, 'blocks'],
    queryFn: ({ signal }) => apiClient.get<{ items: VqBlock[]; total: number }>(base(templeId), { signal }),
  });
}

/** Blocks a date or a slot; answers the bookings already made (cancelled with cancelBookings). */
export function useBlockVqSlots(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VqBlockInput) => apiClient.post<VqBlockResult>(base(templeId), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}

export function useUnblockVqSlots(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: VqUnblockQuery) => apiClient.delete<void>(base(templeId), undefined, { query }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}
