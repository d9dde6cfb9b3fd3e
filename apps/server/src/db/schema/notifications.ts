import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { temples } from './temples.ts';

/**
 * One message a temple sent to its devotees (spec notification-send); each recipient gets a
 * notifications row pointing back at it.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    /** 'all-devotees' or 'selected'. */
    audience: text().notNull(),
    /** The segment's parameters: { date?, sevaId?, startTime? }, or the listed user ids. */
    segment: jsonb().$type<BroadcastSegment>().notNull().default({}),
    /** 'scheduled' (waits for send_at), 'sending', 'sent' or 'cancelled'. */
    status: text().notNull().default('sent'),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sendSms: boolean().notNull().default(false),
    /** The audience counted when it was scheduled or sent; `recipients` is how many have it so far. */
    recipientsTotal: integer().notNull().default(0),
    recipients: integer().notNull().default(0),
    smsSent: integer().notNull().default(0),
    /**
     * Recipients are reached in user id order, a chunk per transaction: the last user id reached, so a
     * sending stopped by a restart goes on from there and reaches nobody twice.
     */
    lastUserId: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notification_broadcasts_temple_idx').on(table.templeId, table.createdAt),
    index('notification_broadcasts_due_idx')
      .on(table.sendAt)
      .where(sql`${table.status} in ('scheduled', 'sending')`),
    check(
      'notification_broadcasts_audience_check',
      sql`${table.audience} in ('all-devotees', 'selected', 'booked-on', 'seva', 'queue-slot')`,
    ),
    check(
      'notification_broadcasts_status_check',
      sql`${table.status} in ('scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

export interface BroadcastSegment {
  userIds?: number[];
  date?: string;
  sevaId?: number;
  startTime?: string;
}

/** A message in a user's notification list (spec route notifications); push delivery is separate. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templeId: integer().references(() => temples.id),
    title: text().notNull(),
    body: text().notNull(),
    /** Where tapping it leads, e.g. a route of the web app. */
    link: text(),
    data: jsonb(),
    sentBy: integer().references(() => users.id),
    /** The temple broadcast it came from, if any. */
    broadcastId: integer().references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    readAt: timestamp({ withTimezone: true }),
    /**
     * Push delivery to the user's devices: 'pending' (due at push_due_at), 'sent' (a device took it),
     * 'none' (no device to push to), 'failed' (every attempt failed). Rows from before push are 'none'.
     */
    pushStatus: text().notNull().default('none'),
    pushAttempts: integer().notNull().default(0),
    /** When a pending push is due: its next attempt, or the end of a sender's claim on it. */
    pushDueAt: timestamp({ withTimezone: true }),
    pushedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_temple_idx').on(table.templeId, table.createdAt),
    index('notifications_push_due_idx').on(table.pushDueAt).where(sql`${table.pushStatus} = 'pending'`),
    // A broadcast reaches each devotee once, however often its sending is resumed.
    uniqueIndex('notifications_broadcast_user_unique')
      .on(table.broadcastId, table.userId)
      .where(sql`${table.broadcastId} is not null`),
    check(
      'notifications_push_status_check',
      sql`${table.pushStatus} in ('pending', 'sent', 'none', 'failed')`,
    ),
  ],
);

/** spec §7 /PushNotification: a device's push token, with or without a logged-in user. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    token: text().notNull(),
    /** 'web', 'android' or 'ios'. */
    deviceType: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_tokens_token_unique').on(table.token),
    index('push_tokens_user_idx').on(table.userId),
  ],
);
