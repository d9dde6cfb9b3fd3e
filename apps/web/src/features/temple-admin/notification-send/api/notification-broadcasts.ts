import type {
  NotificationBroadcast,
  NotificationBroadcastList,
  SendTempleNotificationInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const broadcastsKey = (templeId: number) => ['temple-admin', templeId, 'notifications'] as const;

/** How often a notification on its way out is asked for its progress. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * Whether the broadcast is on its way out: being sent in chunks, or scheduled for a time that has
 * come (the sending job takes it up within a minute).
 */
export function isUnderway(broadcast: NotificationBroadcast, now: number = Date.now()): boolean {
  return (
    broadcast.status === 'sending' ||
    (broadcast.status === 'scheduled' && Date.parse(broadcast.sendAt) <= now)
  );
}

/** GET T/notifications: what the temple sent or scheduled, the latest sending time first. */
export function useNotificationBroadcasts(templeId: number, query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...broadcastsKey(templeId), 'list', query],
    queryFn: ({ signal }): Promise<NotificationBroadcastList> =>
      apiClient.get('/api/v1/temples/{templeId}/notifications', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET T/notifications/{id}: one broadcast, asked again every 2 s while it is on its way out, so its
 * progress (reached of total, pushes) moves on screen. It starts from the list's copy (`initial`, as
 * fresh as the list: `listUpdatedAt`); once it has gone out, the list is read again.
 */
export function useNotificationBroadcast(
  templeId: number,
  initial: NotificationBroadcast,
  { isEnabled, listUpdatedAt }: { isEnabled: boolean; listUpdatedAt: number },
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...broadcastsKey(templeId), 'one', initial.id],
    queryFn: async ({ signal }): Promise<NotificationBroadcast> => {
      const broadcast: NotificationBroadcast = await apiClient.get(
        '/api/v1/temples/{templeId}/notifications/{broadcastId}',
        { params: { path: { templeId, broadcastId: initial.id } }, signal },
      );
      if (!isUnderway(broadcast)) {
        void queryClient.invalidateQueries({ queryKey: [...broadcastsKey(templeId), 'list'] });
      }
      return broadcast;
    },
    enabled: isEnabled,
    initialData: initial,
    initialDataUpdatedAt: listUpdatedAt,
    refetchInterval: (query) => (query.state.data && isUnderway(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

/** POST T/notifications: sent now, or scheduled when `sendAt` is given. */
export function useSendNotification(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendTempleNotificationInput): Promise<NotificationBroadcast> =>
      apiClient.post('/api/v1/temples/{templeId}/notifications', {
        params: { path: { templeId } },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastsKey(templeId) }),
  });
}

/** POST T/notifications/{id}/cancel: a scheduled notification withdrawn before its time. */
export function useCancelNotification(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (broadcastId: number): Promise<NotificationBroadcast> =>
      apiClient.post('/api/v1/temples/{templeId}/notifications/{broadcastId}/cancel', {
        params: { path: { templeId, broadcastId } },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastsKey(templeId) }),
  });
}
