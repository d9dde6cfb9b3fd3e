import { DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { markAllNotificationsRead, markNotificationRead } from './notifications-repository.ts';

/** The user read one of their notifications; another user's is not found. Reading twice changes nothing. */
export async function markMyNotificationRead(
  db: Executor,
  userId: number,
  notificationId: number,
  now: Date,
): Promise<void> {
  if (!(await markNotificationRead(db, userId, notificationId, now))) {
    throw new DomainError('NOT_FOUND', 'No notification of yours has this id');
  }
}

export async function markAllMyNotificationsRead(db: Executor, userId: number, now: Date): Promise<void> {
  await markAllNotificationsRead(db, userId, now);
}
