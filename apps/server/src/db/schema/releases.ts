import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day } from './columns.ts';
import { sevas } from './sevas.ts';
import { temples } from './temples.ts';

/**
 * Releases of darshan dates, or of a seva's dates, and their waiting rooms (issue #20 §2). The line
 * lives here, not in a process: every server reads and advances it, and a restart loses nobody's place.
 */
export const releases = pgTable(
  'releases',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    /** The seva whose dates open; null for the temple's darshan queue. */
    sevaId: integer().references(() => sevas.id),
    fromDate: day().notNull(),
    toDate: day().notNull(),
    waitingOpensAt: timestamp({ withTimezone: true }).notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** 1 by arrival; 2 a random order among those who came before the opening. */
    orderKind: smallint().notNull(),
    admitPerMinute: integer().notNull(),
    windowMinutes: smallint().notNull(),
    /** Places given so far: entries hold places 1…arrivals. */
    arrivals: integer().notNull().default(0),
    /** Places 1…admittedThrough are admitted. */
    admittedThrough: integer().notNull().default(0),
    /** The order is fixed (the opening's draw is made, or the order is by arrival). */
    isOrdered: smallint().notNull().default(0),
    lastBatchAt: timestamp({ withTimezone: true }),
    /** The latest join's time: a place taken later is never stamped earlier (joins race to the row lock). */
    lastJoinedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('releases_temple_idx').on(table.templeId, table.closesAt),
    check('releases_dates_check', sql`${table.toDate} >= ${table.fromDate}`),
    check(
      'releases_times_check',
      sql`${table.waitingOpensAt} <= ${table.opensAt} and ${table.opensAt} < ${table.closesAt}`,
    ),
    check('releases_order_check', sql`${table.orderKind} in (1, 2)`),
    check('releases_admitted_check', sql`${table.admittedThrough} between 0 and ${table.arrivals}`),
  ],
);

/** A devotee in a release's line. `place` is null until a random-order opening's draw. */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    releaseId: integer()
      .notNull()
      .references(() => releases.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    randomKey: doublePrecision().notNull(),
    place: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.releaseId, table.userId] }),
    uniqueIndex('waiting_room_entries_place_unique').on(table.releaseId, table.place),
  ],
);

/** Each batch of admissions: who (places up to admittedThrough) and when, which starts their window. */
export const waitingRoomBatches = pgTable(
  'waiting_room_batches',
  {
    releaseId: integer()
      .notNull()
      .references(() => releases.id),
    admittedThrough: integer().notNull(),
    admittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.admittedThrough] })],
);
