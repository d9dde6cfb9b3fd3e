import {
  DomainError,
  type NotificationBroadcast,
  type NotificationBroadcastList,
  type PageQuery,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toBroadcast } from './notification-dto.ts';
import { selectBroadcast, selectBroadcastPushCounts, selectBroadcasts } from './notifications-repository.ts';

/** spec notification-send: what the temple sent or scheduled, the latest sending time first. */
export async function findNotificationBroadcasts(
  db: Executor,
  templeId: number,
  page: PageQuery,
): Promise<NotificationBroadcastList> {
  const result = await selectBroadcasts(db, { templeId, ...page });
  const pushes = await selectBroadcastPushCounts(
    db,
    result.rows.map((row) => row.id),
  );
  return { items: result.rows.map((row) => toBroadcast(row, pushes.get(row.id))), total: result.total };
}

/** One broadcast of the temple, with its progress; another temple's is not found. */
export async function findNotificationBroadcast(
  db: Executor,
  templeId: number,
  broadcastId: number,
): Promise<NotificationBroadcast> {
  const row = await selectBroadcast(db, broadcastId);
  if (!row || row.templeId !== templeId) {
    throw new DomainError('NOT_FOUND', 'No notification of this temple has this id');
  }
  const pushes = await selectBroadcastPushCounts(db, [broadcastId]);
  return toBroadcast(row, pushes.get(broadcastId));
}
