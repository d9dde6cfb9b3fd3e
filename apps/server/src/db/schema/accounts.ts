import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { temples } from './temples.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** spec §3 User. Deleted accounts are anonymised (email and mobile cleared) so orders keep their history. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    userName: text().notNull(),
    email: text(),
    mobile: text(),
    whatsapp: text(),
    passwordHash: text(),
    /** spec §6: 1 admin, 2 temple admin, 3 temple staff, 4 devotee, 5 sub-admin. */
    userType: smallint().notNull(),
    /** 1 active, 0 disabled, 2 deleted. */
    status: smallint().notNull().default(1),
    /** The temple a temple admin or staff user works for. */
    templeId: integer().references((): AnyPgColumn => temples.id),
    address: text(),
    landLine: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    isEdited: boolean().notNull().default(false),
    /** The language chosen in the app: the one every message to this user is written in (issue #17). */
    language: text().notNull().default('en'),
    /** Whether temples' own messages (notification-send) also come by SMS; booking messages always do. */
    templeMessagesBySms: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    index('users_temple_idx').on(table.templeId),
    index('users_type_idx').on(table.userType),
    check('users_language_check', sql`${table.language} in ('en', 'ml', 'hi', 'ta', 'te', 'kn')`),
  ],
);

/** Rights a temple admin grants a staff user, or an admin grants a sub-admin (spec §6 UserRights). */
export const userRights = pgTable(
  'user_rights',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    right: text().notNull(),
    grantedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_rights_user_right_unique').on(table.userId, table.right)],
);

/** The session cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** One-time passwords, stored as an HMAC of the code; a new request replaces the live one. */
export const otps = pgTable(
  'otps',
  {
    id: serial().primaryKey(),
    mobile: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('otps_mobile_purpose_idx').on(table.mobile, table.purpose),
    index('otps_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Messages handed to the SMS adapter. With the built-in adapter the row is the delivery (stored as
 * sent); with a provider (MSG91, Twilio) it is a transactional outbox: written `queued` in the caller's
 * transaction, then delivered after commit by the SMS dispatcher (adapters/sms/sms-dispatcher.ts), which
 * records `sent` with the provider's id, retries with backoff, or records `failed` with the provider's
 * error; the provider's delivery report may then make it `delivered` or `undelivered`.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial().primaryKey(),
    toMobile: text().notNull(),
    body: text().notNull(),
    purpose: text().notNull(),
    templeId: integer(),
    /** The language the body is written in (en, ml, hi, ta, te, kn): MSG91 sends each under its own DLT template. */
    language: text().notNull().default('en'),
    adapter: text().notNull(),
    /** queued, sent, delivered, undelivered or failed (SMS_STATUSES in the domain package). */
    status: text().notNull().default('queued'),
    /** Why the last attempt failed (the provider's words), or why the message was not delivered. */
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /** 0 for sign-in codes (purpose otp:…), which go before everything else; 1 for the rest. */
    priority: smallint().notNull().default(1),
    /** Hand-overs to the provider tried so far. */
    attempts: smallint().notNull().default(0),
    /**
     * When a queued message is next due: its first attempt, the next retry, or the end of a claim's lease
     * (a dispatcher that died mid-send leaves the message due again then). Null once it is settled.
     */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The provider's id for the message (MSG91's request id, Twilio's message SID). */
    providerMessageId: text(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('sms_outbox_created_idx').on(table.createdAt),
    // The dispatcher's claim: queued messages, sign-in codes first, then oldest first.
    index('sms_outbox_due_idx')
      .on(table.priority, table.createdAt, table.id)
      .where(sql`${table.status} = 'queued'`),
    // Delivery reports name the message by the provider's id.
    index('sms_outbox_provider_message_idx')
      .on(table.adapter, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
  ],
);

/**
 * Every e-mail handed to the e-mail adapter, delivered or not: with no mail server configured the outbox
 * is the delivery (administrators read it at GET /api/v1/admin/email-outbox); with SMTP it records what
 * the server accepted or why it refused.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    purpose: text().notNull(),
    templeId: integer(),
    adapter: text().notNull(),
    status: text().notNull(),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('email_outbox_created_idx').on(table.createdAt)],
);

/** ARCHITECTURE rule 10: who changed what, when, with the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorUserId: integer(),
    templeId: integer(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_temple_idx').on(table.templeId, table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/**
 * The temples a sub-administrator (type 5) may see, when they do not hold platform.all-temples
 * (issue #15). Their platform rights are user_rights rows, like a temple staff user's.
 */
export const subAdminTemples = pgTable(
  'sub_admin_temples',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    grantedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.templeId] })],
);
