import type { MyNotification, NotificationBroadcast } from '@nivedya/domain';
import type { BroadcastRow, PushCounts, selectNotificationsOfUser } from './notifications-repository.ts';

type MyNotificationRow = Awaited<ReturnType<typeof selectNotificationsOfUser>>['rows'][number];

export function toBroadcast(
  row: BroadcastRow,
  push: PushCounts = { sent: 0, failed: 0, pending: 0 },
): NotificationBroadcast {
  return {
    id: row.id,
    templeId: row.templeId,
    title: row.title,
    body: row.body,
    link: row.link,
    // The columns' check constraints admit only these values.
    audience: row.audience as NotificationBroadcast['audience'],
    segment: {
      date: row.segment.date ?? null,
      sevaId: row.segment.sevaId ?? null,
      sevaName: row.sevaName,
      startTime: row.segment.startTime ?? null,
    },
    status: row.status as NotificationBroadcast['status'],
    sendAt: row.sendAt.toISOString(),
    recipientsTotal: row.recipientsTotal,
    recipients: row.recipients,
    smsSent: row.smsSent,
    push,
    sendSms: row.sendSms,
    sentBy:
      row.sentById === null || row.sentByName === null
        ? null
        : { id: row.sentById, userName: row.sentByName },
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
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
