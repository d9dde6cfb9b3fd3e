import type {
  NotificationBroadcast,
  NotificationBroadcastList,
  SendTempleNotificationInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const broadcastsKey = (templeId: number) => ['temple-admin', templeId, 'notifications'] as const;

/** GET T/notifications: what the temple has sent, newest first. */
export function useNotificationBroadcasts(templeId: number, query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...broadcastsKey(templeId), query],
    queryFn: ({ signal }): Promise<NotificationBroadcastList> =>
      apiClient.get('/api/v1/temples/{templeId}/notifications', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST T/notifications. */
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
