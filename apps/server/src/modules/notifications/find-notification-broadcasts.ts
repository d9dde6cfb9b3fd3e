import type { NotificationBroadcastList, PageQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toBroadcast } from './notification-dto.ts';
import { selectBroadcasts } from './notifications-repository.ts';

/** spec notification-send: what the temple sent before, newest first. */
export async function findNotificationBroadcasts(
  db: Executor,
  templeId: number,
  page: PageQuery,
): Promise<NotificationBroadcastList> {
  const result = await selectBroadcasts(db, { templeId, ...page });
  return { items: result.rows.map(toBroadcast), total: result.total };
}
