import type { MyNotificationList } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const MY_NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

/** The signed-in user's notifications, newest first, with how many are unread (spec notifications). */
export function findMyNotifications(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<MyNotificationList> {
  return apiClient.get('/api/v1/me/notifications', { params: { query }, signal });
}

export function myNotificationsQueryOptions(query: { offset: number; limit: number }) {
  return queryOptions({
    queryKey: [...MY_NOTIFICATIONS_KEY, query],
    queryFn: ({ signal }) => findMyNotifications(query, signal),
  });
}

export function useMyNotifications(query: { offset: number; limit: number }, isSignedIn: boolean) {
  return useQuery({
    ...myNotificationsQueryOptions(query),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
  });
}
