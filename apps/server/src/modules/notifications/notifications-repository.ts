import { UserStatus } from '@nivedya/domain';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  favouriteTemples,
  notificationBroadcasts,
  notifications,
  orders,
  temples,
  users,
} from '../../db/schema/index.ts';

/** A temple's devotees: active accounts that paid for an order at it or follow it (favourite). */
export async function selectTempleAudience(
  db: Executor,
  templeId: number,
): Promise<{ id: number; mobile: string | null }[]> {
  const paid = db
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.templeId, templeId), eq(orders.status, 'paid')));
  const following = db
    .select({ userId: favouriteTemples.userId })
    .from(favouriteTemples)
    .where(eq(favouriteTemples.templeId, templeId));
  return db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.status, UserStatus.Active),
        isNull(users.deletedAt),
        or(inArray(users.id, paid), inArray(users.id, following)),
      ),
    )
    .orderBy(asc(users.id));
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

export async function insertNotifications(
  db: Executor,
  rows: readonly (typeof notifications.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(notifications).values(rows.slice(start, start + CHUNK));
  }
}

const broadcastColumns = {
  id: notificationBroadcasts.id,
  templeId: notificationBroadcasts.templeId,
  title: notificationBroadcasts.title,
  body: notificationBroadcasts.body,
  link: notificationBroadcasts.link,
  audience: notificationBroadcasts.audience,
  recipients: notificationBroadcasts.recipients,
  smsSent: notificationBroadcasts.smsSent,
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
  recipients: number;
  smsSent: number;
  sentById: number | null;
  sentByName: string | null;
  createdAt: Date;
};

export async function selectBroadcasts(
  db: Executor,
  filter: { templeId: number; offset: number; limit: number },
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const where = eq(notificationBroadcasts.templeId, filter.templeId);
  const [rows, totals] = await Promise.all([
    db
      .select(broadcastColumns)
      .from(notificationBroadcasts)
      .leftJoin(users, eq(users.id, notificationBroadcasts.sentBy))
      .where(where)
      .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(notificationBroadcasts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectBroadcast(db: Executor, broadcastId: number): Promise<BroadcastRow | undefined> {
  const rows = await db
    .select(broadcastColumns)
    .from(notificationBroadcasts)
    .leftJoin(users, eq(users.id, notificationBroadcasts.sentBy))
    .where(eq(notificationBroadcasts.id, broadcastId))
    .limit(1);
  return rows[0];
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
