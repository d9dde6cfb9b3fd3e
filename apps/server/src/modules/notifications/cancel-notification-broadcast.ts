import { DomainError, type NotificationBroadcast } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findNotificationBroadcast } from './find-notification-broadcasts.ts';
import { selectBroadcast, updateBroadcast } from './notifications-repository.ts';

/** A scheduled notification withdrawn before its time; once sending has begun it goes on. */
export async function cancelNotificationBroadcast(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  broadcastId: number,
): Promise<NotificationBroadcast> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await selectBroadcast(tx, broadcastId, { forUpdate: true });
    if (!row || row.templeId !== templeId) {
      throw new DomainError('NOT_FOUND', 'No notification of this temple has this id');
    }
    if (row.status !== 'scheduled') {
      throw new DomainError(
        'CONFLICT',
        row.status === 'cancelled'
          ? 'This notification was cancelled already'
          : 'This notification is being sent or was sent: it can no longer be cancelled',
      );
    }
    await updateBroadcast(tx, broadcastId, { status: 'cancelled', finishedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'notification.cancelled',
      entity: 'notification-broadcast',
      entityId: broadcastId,
      before: { status: 'scheduled', sendAt: row.sendAt },
      after: { status: 'cancelled' },
      ip: actor.ip,
      at: now,
    });
  });
  return findNotificationBroadcast(deps.db, templeId, broadcastId);
}
