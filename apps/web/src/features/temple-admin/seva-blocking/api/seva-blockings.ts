import type {
  AffectedBookingList,
  CreateSevaBlockingInput,
  SevaBlockingCreated,
  SevaBlockingList,
} from '@nivedya/domain';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type BlockingWhen = 'upcoming' | 'past' | 'all';

const blockingsKey = (templeId: number) => ['temple-admin', templeId, 'seva-blockings'] as const;

/** GET T/seva-blockings?when=…: upcoming (default), past or all. */
export function useSevaBlockings(templeId: number, when: BlockingWhen, offset: number, limit: number) {
  return useQuery({
    queryKey: [...blockingsKey(templeId), when, offset, limit],
    queryFn: ({ signal }): Promise<SevaBlockingList> =>
      apiClient.get('/api/v1/temples/{templeId}/seva-blockings', {
        params: { path: { templeId }, query: { when, offset, limit } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/seva-blockings/:blockingId/affected-bookings. */
export function useAffectedBookings(templeId: number, blockingId: number | null) {
  return useQuery({
    queryKey: [...blockingsKey(templeId), blockingId, 'affected'],
    queryFn:
      blockingId === null
        ? skipToken
        : ({ signal }): Promise<AffectedBookingList> =>
            apiClient.get('/api/v1/temples/{templeId}/seva-blockings/{blockingId}/affected-bookings', {
              params: { path: { templeId, blockingId }, query: { limit: 200 } },
              signal,
            }),
  });
}

/** POST T/seva-blockings: answers the blocking and the bookings already made on its dates. */
export function useCreateSevaBlocking(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSevaBlockingInput): Promise<SevaBlockingCreated> =>
      apiClient.post('/api/v1/temples/{templeId}/seva-blockings', {
        params: { path: { templeId } },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockingsKey(templeId) }),
  });
}

/** DELETE T/seva-blockings/:blockingId. */
export function useDeleteSevaBlocking(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockingId: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/seva-blockings/{blockingId}', {
        params: { path: { templeId, blockingId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockingsKey(templeId) }),
  });
}
