import { UserStatus } from '@nivedya/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  favouriteTemples,
  notificationBroadcasts,
  notifications,
  orders,
  sevas,
  temples,
  users,
} from '../../db/schema/index.ts';
import type { BroadcastSegment } from '../../db/schema/notifications.ts';

/**
 * The users a broadcast's audience names, as a condition on users.id: a temple's devotees are active
 * accounts that paid for an order at it or follow it; the other segments are devotees with a pooja on a
 * date, booked for a seva, or holding a queue token for a slot, at this temple.
 */
export function audienceCondition(templeId: number, audience: AudienceOf): SQL {
  const active = and(eq(users.status, UserStatus.Active), isNull(users.deletedAt))!;
  const paid = paidOrderUsers(templeId);
  if (audience.kind === 'all-devotees' || audience.kind === 'selected') {
    const following = sql`select ${favouriteTemples.userId} from ${favouriteTemples} where ${favouriteTemples.templeId} = ${templeId}`;
    const devotee = sql`(${users.id} in (${paid}) or ${users.id} in (${following}))`;
    if (audience.kind === 'all-devotees') return and(active, devotee)!;
    return and(active, devotee, inArray(users.id, audience.userIds))!;
  }
  if (audience.kind === 'queue-slot') {
    return and(
      active,
      sql`${users.id} in (select b.user_id from vq_bookings b join vq_slot_days d on d.id = b.slot_day_id
        where b.temple_id = ${templeId} and b.slot_date = ${audience.date}::date
          and d.start_time = ${audience.startTime}::time and b.status in ('booked', 'admitted'))`,
    )!;
  }
  const onDate = audience.date ? sql` and l.perform_date = ${audience.date}::date` : sql``;
  const ofSeva = audience.kind === 'seva' ? sql` and l.seva_id = ${audience.sevaId}` : sql``;
  // Lines that stand: booked, or awaiting the temple's approval, on a paid order.
  return and(
    active,
    sql`${users.id} in (select o.user_id from order_lines l join orders o on o.id = l.order_id
      where l.temple_id = ${templeId} and l.order_status = 'paid' and l.status in (0, 2)${onDate}${ofSeva})`,
  )!;
}

function paidOrderUsers(templeId: number): SQL {
  return sql`select ${orders.userId} from ${orders} where ${orders.templeId} = ${templeId} and ${orders.status} = 'paid'`;
}

/** An audience as stored: its kind and the segment's parameters. */
export type AudienceOf =
  | { kind: 'all-devotees' }
  | { kind: 'selected'; userIds: number[] }
  | { kind: 'booked-on'; date: string }
  | { kind: 'seva'; sevaId: number; date?: string | undefined }
  | { kind: 'queue-slot'; date: string; startTime: string };

export async function countAudience(db: Executor, templeId: number, audience: AudienceOf): Promise<number> {
  const rows = await db.select({ total: count() }).from(users).where(audienceCondition(templeId, audience));
  return rows[0]?.total ?? 0;
}

/** The ids an audience names (the listed ones that are the temple's devotees, say). */
export async function selectAudienceIds(
  db: Executor,
  templeId: number,
  audience: AudienceOf,
): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(audienceCondition(templeId, audience));
  return rows.map((row) => row.id);
}

/** The next users of an audience after `afterUserId`, in id order: a broadcast's next chunk. */
export async function selectAudienceChunk(
  db: Executor,
  options: { templeId: number; audience: AudienceOf; afterUserId: number; limit: number },
): Promise<{ id: number; mobile: string | null; templeMessagesBySms: boolean }[]> {
  return db
    .select({ id: users.id, mobile: users.mobile, templeMessagesBySms: users.templeMessagesBySms })
    .from(users)
    .where(and(audienceCondition(options.templeId, options.audience), gt(users.id, options.afterUserId)))
    .orderBy(asc(users.id))
    .limit(options.limit);
}

export async function insertBroadcast(
  db: Executor,
  values: typeof notificationBroadcasts.$inferInsert,
): Promise<number> {
  const rows = await db
    .insert(notificationBroadcasts)
    .values(values)
    .returning({ id: notificationBroadcasts.id });
  return rows[0]!.id;
}

const CHUNK = 500;

export type NewNotification = Omit<
  typeof notifications.$inferInsert,
  'id' | 'pushStatus' | 'pushAttempts' | 'pushDueAt' | 'pushedAt' | 'readAt'
> & { createdAt: Date };

/**
 * Writes notifications to users' lists, each due for a push to their devices at once (the push
 * dispatcher sends it after this transaction commits). The one way a notification is written.
 */
export async function insertNotifications(db: Executor, rows: readonly NewNotification[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const written = await db
      .insert(notifications)
      .values(
        rows
          .slice(start, start + CHUNK)
          .map((row) => ({ ...row, pushStatus: 'pending', pushDueAt: row.createdAt })),
      )
      // A broadcast's chunk written again after a restart reaches nobody twice.
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    inserted += written.length;
  }
  return inserted;
}

const broadcastColumns = {
  id: notificationBroadcasts.id,
  templeId: notificationBroadcasts.templeId,
  title: notificationBroadcasts.title,
  body: notificationBroadcasts.body,
  link: notificationBroadcasts.link,
  audience: notificationBroadcasts.audience,
  segment: notificationBroadcasts.segment,
  sevaName: sevas.name,
  status: notificationBroadcasts.status,
  sendAt: notificationBroadcasts.sendAt,
  sendSms: notificationBroadcasts.sendSms,
  recipientsTotal: notificationBroadcasts.recipientsTotal,
  recipients: notificationBroadcasts.recipients,
  smsSent: notificationBroadcasts.smsSent,
  lastUserId: notificationBroadcasts.lastUserId,
  startedAt: notificationBroadcasts.startedAt,
  finishedAt: notificationBroadcasts.finishedAt,
  sentById: notificationBroadcasts.sentBy,
  sentByName: users.userName,
  createdAt: notificationBroadcasts.createdAt,
};

export type BroadcastRow = {
  id: number;
  templeId: number;
  title: string;
  body: string;
  link: string | null;
  audience: string;
  segment: BroadcastSegment;
  sevaName: string | null;
  status: string;
  sendAt: Date;
  sendSms: boolean;
  recipientsTotal: number;
  recipients: number;
  smsSent: number;
  lastUserId: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  sentById: number | null;
  sentByName: string | null;
  createdAt: Date;
};

function selectBroadcastRows(db: Executor) {
  return db
    .select(broadcastColumns)
    .from(notificationBroadcasts)
    .leftJoin(users, eq(users.id, notificationBroadcasts.sentBy))
    .leftJoin(sevas, sql`${sevas.id} = (${notificationBroadcasts.segment} ->> 'sevaId')::int`);
}

export async function selectBroadcasts(
  db: Executor,
  filter: { templeId: number; offset: number; limit: number },
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const where = eq(notificationBroadcasts.templeId, filter.templeId);
  const [rows, totals] = await Promise.all([
    selectBroadcastRows(db)
      .where(where)
      .orderBy(desc(notificationBroadcasts.sendAt), desc(notificationBroadcasts.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(notificationBroadcasts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectBroadcast(
  db: Executor,
  broadcastId: number,
  options: { forUpdate?: boolean } = {},
): Promise<BroadcastRow | undefined> {
  const query = selectBroadcastRows(db).where(eq(notificationBroadcasts.id, broadcastId)).limit(1);
  const rows = options.forUpdate ? await query.for('update', { of: notificationBroadcasts }) : await query;
  return rows[0];
}

export interface PushCounts {
  sent: number;
  failed: number;
  pending: number;
}

/** How the broadcasts' notifications fared on the devotees' devices. */
export async function selectBroadcastPushCounts(
  db: Executor,
  broadcastIds: readonly number[],
): Promise<Map<number, PushCounts>> {
  const counts = new Map<number, PushCounts>();
  if (broadcastIds.length === 0) return counts;
  const rows = await db
    .select({
      broadcastId: notifications.broadcastId,
      sent: sql<number>`count(*) filter (where ${notifications.pushStatus} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${notifications.pushStatus} = 'failed')::int`,
      pending: sql<number>`count(*) filter (where ${notifications.pushStatus} = 'pending')::int`,
    })
    .from(notifications)
    .where(inArray(notifications.broadcastId, [...broadcastIds]))
    .groupBy(notifications.broadcastId);
  for (const row of rows) {
    if (row.broadcastId !== null)
      counts.set(row.broadcastId, { sent: row.sent, failed: row.failed, pending: row.pending });
  }
  return counts;
}

/**
 * The broadcast due longest, locked for this transaction; a broadcast another process is sending is
 * skipped, so each chunk is sent by one process only.
 */
export async function lockDueBroadcast(db: Executor, now: Date): Promise<number | undefined> {
  const rows = await db
    .select({ id: notificationBroadcasts.id })
    .from(notificationBroadcasts)
    .where(
      and(
        inArray(notificationBroadcasts.status, ['scheduled', 'sending']),
        lte(notificationBroadcasts.sendAt, now),
      ),
    )
    .orderBy(asc(notificationBroadcasts.sendAt), asc(notificationBroadcasts.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0]?.id;
}

export async function updateBroadcast(
  db: Executor,
  broadcastId: number,
  change: Partial<
    Pick<
      typeof notificationBroadcasts.$inferInsert,
      'status' | 'startedAt' | 'finishedAt' | 'lastUserId' | 'recipients' | 'recipientsTotal' | 'smsSent'
    >
  >,
): Promise<void> {
  await db.update(notificationBroadcasts).set(change).where(eq(notificationBroadcasts.id, broadcastId));
}

/** The user's notifications, newest first, with the unread count. */
export async function selectNotificationsOfUser(
  db: Executor,
  filter: { userId: number; offset: number; limit: number },
) {
  const where = eq(notifications.userId, filter.userId);
  const [rows, totals, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        templeId: temples.id,
        templeName: temples.name,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(temples, eq(temples.id, notifications.templeId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  return { rows, total: totals[0]?.total ?? 0, unread: unread[0]?.total ?? 0 };
}

/** Marks the user's own notification read (once); false when it is not theirs. */
export async function markNotificationRead(
  db: Executor,
  userId: number,
  notificationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
