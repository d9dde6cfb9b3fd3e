import type {
  NotificationBroadcast,
  NotificationBroadcastList,
  SendTempleNotificationInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const broadcastsKey = (templeId: number) => ['temple-admin', templeId, 'notifications'] as const;

/** GET T/notifications: what the temple has sent, newest first. */
export function useNotificationBroadcasts(templeId: number, query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...broadcastsKey(templeId), query],
    queryFn: ({ signal }) =>
      apiClient.get<NotificationBroadcastList>(templePath(templeId, 'notifications'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST T/notifications. */
export function useSendNotification(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendTempleNotificationInput) =>
      apiClient.post<NotificationBroadcast>(templePath(templeId, 'notifications'), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastsKey(templeId) }),
  });
}
