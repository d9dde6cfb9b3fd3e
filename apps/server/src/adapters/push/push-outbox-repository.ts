import type { PushDeviceType } from '@nivedya/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { notifications, pushTokens } from '../../db/schema/index.ts';
import type { PushDevice } from './push-sender.ts';

export interface ClaimedPush {
  id: number;
  userId: number;
  title: string;
  body: string;
  link: string | null;
  attempts: number;
}

/**
 * Takes the notifications whose push is due, oldest first, for `leaseUntil`: another sender skips them
 * meanwhile, and if this one dies they are due again when the lease ends.
 */
export async function claimDuePushes(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedPush[]> {
  const result = await db.execute(sql`
    with due as (
      select id from notifications
      where push_status = 'pending' and push_due_at <= ${options.now}
      order by push_due_at, id
      limit ${options.limit}
      for update skip locked
    )
    update notifications as notification
    set push_attempts = notification.push_attempts + 1, push_due_at = ${options.leaseUntil}
    from due
    where notification.id = due.id
    returning notification.id, notification.user_id as "userId", notification.title, notification.body,
              notification.link, notification.push_attempts as attempts`);
  return rowsOf<ClaimedPush>(result)
    .map((row) => ({ ...row, attempts: Number(row.attempts) }))
    .sort((a, b) => a.id - b.id);
}

/** The registered devices of these users. */
export async function selectPushDevices(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PushDevice[]>> {
  const byUser = new Map<number, PushDevice[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: pushTokens.id,
      userId: pushTokens.userId,
      token: pushTokens.token,
      deviceType: pushTokens.deviceType,
    })
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...new Set(userIds)]));
  for (const row of rows) {
    if (row.userId === null) continue;
    const devices = byUser.get(row.userId) ?? [];
    // The column's values are the registration route's device types.
    devices.push({ id: row.id, token: row.token, deviceType: row.deviceType as PushDeviceType });
    byUser.set(row.userId, devices);
  }
  return byUser;
}

export async function recordPushes(
  db: Executor,
  ids: readonly number[],
  outcome: { status: 'sent' | 'none' | 'failed'; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({
      pushStatus: outcome.status,
      pushDueAt: null,
      pushedAt: outcome.status === 'sent' ? outcome.now : null,
    })
    .where(inArray(notifications.id, [...ids]));
}

export async function recordPushRetry(db: Executor, id: number, retryAt: Date): Promise<void> {
  await db.update(notifications).set({ pushDueAt: retryAt }).where(eq(notifications.id, id));
}

/** Devices the push service no longer knows (RFC 8030 410 Gone, FCM UNREGISTERED). */
export async function deletePushDevices(db: Executor, deviceIds: readonly number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.id, [...deviceIds]));
}
