import type { MyNotification, NotificationBroadcast } from '@nivedya/domain';
import type { BroadcastRow, selectNotificationsOfUser } from './notifications-repository.ts';

type MyNotificationRow = Awaited<ReturnType<typeof selectNotificationsOfUser>>['rows'][number];

export function toBroadcast(row: BroadcastRow): NotificationBroadcast {
  return {
    id: row.id,
    templeId: row.templeId,
    title: row.title,
    body: row.body,
    link: row.link,
    // The column's check constraint admits only these values.
    audience: row.audience as NotificationBroadcast['audience'],
    recipients: row.recipients,
    smsSent: row.smsSent,
    sentBy:
      row.sentById === null || row.sentByName === null
        ? null
        : { id: row.sentById, userName: row.sentByName },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMyNotification(row: MyNotificationRow): MyNotification {
  return {
    id: row.id,
    temple:
      row.templeId === null || row.templeName === null ? null : { id: row.templeId, name: row.templeName },
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
