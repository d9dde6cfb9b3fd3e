import type { MyNotificationList, PageQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toMyNotification } from './notification-dto.ts';
import { selectNotificationsOfUser } from './notifications-repository.ts';

/** spec notifications: the logged-in user's notifications, newest first, with how many are unread. */
export async function findMyNotifications(
  db: Executor,
  userId: number,
  page: PageQuery,
): Promise<MyNotificationList> {
  const result = await selectNotificationsOfUser(db, { userId, ...page });
  return { items: result.rows.map(toMyNotification), total: result.total, unread: result.unread };
}
