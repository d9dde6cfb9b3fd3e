import type {
  AffectedBookingList,
  CreateSevaBlockingInput,
  SevaBlockingCreated,
  SevaBlockingList,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

export type BlockingWhen = 'upcoming' | 'past' | 'all';

const blockingsKey = (templeId: number) => ['temple-admin', templeId, 'seva-blockings'] as const;

/** GET T/seva-blockings?when=…: upcoming (default), past or all. */
export function useSevaBlockings(templeId: number, when: BlockingWhen, offset: number, limit: number) {
  return useQuery({
    queryKey: [...blockingsKey(templeId), when, offset, limit],
    queryFn: ({ signal }) =>
      apiClient.get<SevaBlockingList>(templePath(templeId, 'seva-blockings'), {
        query: { when, offset, limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/seva-blockings/:blockingId/affected-bookings. */
export function useAffectedBookings(templeId: number, blockingId: number | null) {
  return useQuery({
    queryKey: [...blockingsKey(templeId), blockingId, 'affected'],
    queryFn: ({ signal }) =>
      apiClient.get<AffectedBookingList>(
        templePath(templeId, `seva-blockings/${blockingId}/affected-bookings`),
        {
          query: { limit: 200 },
          signal,
        },
      ),
    enabled: blockingId !== null,
  });
}

/** POST T/seva-blockings: answers the blocking and the bookings already made on its dates. */
export function useCreateSevaBlocking(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSevaBlockingInput) =>
      apiClient.post<SevaBlockingCreated>(templePath(templeId, 'seva-blockings'), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockingsKey(templeId) }),
  });
}

/** DELETE T/seva-blockings/:blockingId. */
export function useDeleteSevaBlocking(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockingId: number) =>
      apiClient.delete<void>(templePath(templeId, `seva-blockings/${blockingId}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockingsKey(templeId) }),
  });
}
