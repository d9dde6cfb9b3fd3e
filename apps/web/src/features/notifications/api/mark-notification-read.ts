import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MY_NOTIFICATIONS_KEY } from './find-my-notifications.ts';

/** Marks one notification read (opened), or all of them. */
export function markNotificationRead(notificationId: number | 'all'): Promise<void> {
  return notificationId === 'all'
    ? apiClient.post('/api/v1/me/notifications/read-all')
    : apiClient.post('/api/v1/me/notifications/{notificationId}/read', {
        params: { path: { notificationId } },
      });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY }),
  });
}
