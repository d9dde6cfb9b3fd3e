import { sql } from 'drizzle-orm';
import {
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
    recipients: integer().notNull().default(0),
    smsSent: integer().notNull().default(0),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notification_broadcasts_temple_idx').on(table.templeId, table.createdAt),
    check('notification_broadcasts_audience_check', sql`${table.audience} in ('all-devotees', 'selected')`),
  ],
);

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
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_temple_idx').on(table.templeId, table.createdAt),
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
