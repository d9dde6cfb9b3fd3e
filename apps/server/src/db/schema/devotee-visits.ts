import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { temples } from './temples.ts';

/**
 * Devotee visits (spec §1 IsDevoteeVisit, §2 devotee-visit routes): zones with a safe capacity, gates
 * into and out of them, and every movement through a gate. A zone's `inside` is kept by the statement
 * that records a movement, so concurrent gates never miscount and it never goes below zero.
 */

/** The visit types a temple's gates offer (spec §9: 1 mobile, 2 QR, 3 devotee count). */
export const visitSettings = pgTable('visit_settings', {
  templeId: integer()
    .primaryKey()
    .references(() => temples.id),
  visitTypes: jsonb().$type<number[]>().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: updatedAt(),
});

export const visitZones = pgTable(
  'visit_zones',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    name: text().notNull(),
    nameNarration: text(),
    capacity: integer().notNull(),
    alertThreshold: integer().notNull(),
    inside: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    orderNo: smallint().notNull().default(0),
    /** When staff were last told the zone passed its threshold: one alert per rise, not per scan. */
    alertedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('visit_zones_temple_name_idx').on(table.templeId, sql`lower(${table.name})`),
    check('visit_zones_inside_check', sql`${table.inside} >= 0`),
    check('visit_zones_capacity_check', sql`${table.capacity} > 0`),
    check(
      'visit_zones_threshold_check',
      sql`${table.alertThreshold} > 0 and ${table.alertThreshold} <= ${table.capacity}`,
    ),
  ],
);

export const visitGates = pgTable(
  'visit_gates',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    zoneId: integer()
      .notNull()
      .references(() => visitZones.id),
    name: text().notNull(),
    /** in, out or both. */
    direction: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('visit_gates_temple_name_idx').on(table.templeId, sql`lower(${table.name})`),
    check('visit_gates_direction_check', sql`${table.direction} in ('in', 'out', 'both')`),
  ],
);

/**
 * An identified devotee's stay in a zone: in by mobile or QR, out the same way (or never, when the
 * temple closes). At most one open stay per devotee and zone.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    zoneId: integer()
      .notNull()
      .references(() => visitZones.id),
    /** Who, as a key: m:<mobile>, vq:<booking id>, order:<order id>, pass:<pass id>. */
    identity: text().notNull(),
    /** What staff and reports show for the identity (a masked mobile, a token or booking number). */
    who: text().notNull(),
    mobile: text(),
    people: smallint().notNull(),
    inType: smallint().notNull(),
    inGateId: integer()
      .notNull()
      .references(() => visitGates.id),
    inAt: timestamp({ withTimezone: true }).notNull(),
    inBy: integer().references(() => users.id),
    outType: smallint(),
    outGateId: integer().references(() => visitGates.id),
    outAt: timestamp({ withTimezone: true }),
    outBy: integer().references(() => users.id),
  },
  (table) => [
    uniqueIndex('visits_open_identity_idx')
      .on(table.zoneId, table.identity)
      .where(sql`${table.outAt} is null`),
    index('visits_temple_in_idx').on(table.templeId, table.inAt),
  ],
);

/** Every movement through a gate, with the zone's count after it: the reports' and trends' source. */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    zoneId: integer()
      .notNull()
      .references(() => visitZones.id),
    gateId: integer()
      .notNull()
      .references(() => visitGates.id),
    /** 1 in, 2 out. */
    direction: smallint().notNull(),
    visitType: smallint().notNull(),
    people: integer().notNull(),
    insideAfter: integer().notNull(),
    visitId: bigint({ mode: 'number' }).references(() => visits.id),
    recordedBy: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('visit_events_zone_at_idx').on(table.zoneId, table.at),
    index('visit_events_temple_at_idx').on(table.templeId, table.at),
    check('visit_events_people_check', sql`${table.people} >= 0`),
  ],
);

/**
 * A zone's movements by the minute, kept by the statement that records them (visit-movements-repository.ts):
 * what the live status reads (the last quarter hour's entries and exits, the day's peaks by quarter
 * hour), so a display's refresh reads a few rows per zone, not every event of a festival morning.
 */
export const visitZoneMinutes = pgTable(
  'visit_zone_minutes',
  {
    zoneId: integer()
      .notNull()
      .references(() => visitZones.id),
    /** The minute's start (date_trunc('minute', at)). */
    minute: timestamp({ withTimezone: true }).notNull(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    entered: integer().notNull().default(0),
    exited: integer().notNull().default(0),
    /** The most inside the zone after any movement of the minute. */
    peak: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.minute] }),
    index('visit_zone_minutes_temple_minute_idx').on(table.templeId, table.minute),
  ],
);

/**
 * A walk-in pass of a zone for a temple day: numbered in order of issue, its QR (a link with `token`)
 * let through a gate of the zone once it has been called. Waiting passes are called in number order
 * as the zone's exits make room below its alert threshold.
 */
export const visitPasses = pgTable(
  'visit_passes',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    zoneId: integer()
      .notNull()
      .references(() => visitZones.id),
    /** The temple's local day the pass is for. */
    date: date({ mode: 'string' }).notNull(),
    number: integer().notNull(),
    token: text().notNull(),
    people: smallint().notNull(),
    mobile: text(),
    /** The language of the screen it was issued on: its SMS are written in it. */
    language: text().notNull().default('en'),
    /** waiting, called, entered or cancelled. */
    status: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedBy: integer().references(() => users.id),
    calledAt: timestamp({ withTimezone: true }),
    enteredAt: timestamp({ withTimezone: true }),
    visitId: bigint({ mode: 'number' }).references(() => visits.id),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => users.id),
  },
  (table) => [
    uniqueIndex('visit_passes_zone_number_idx').on(table.zoneId, table.date, table.number),
    uniqueIndex('visit_passes_token_idx').on(table.token),
    index('visit_passes_open_idx')
      .on(table.zoneId, table.date, table.number)
      .where(sql`${table.status} in ('waiting', 'called')`),
    index('visit_passes_temple_date_idx').on(table.templeId, table.date),
    check('visit_passes_status_check', sql`${table.status} in ('waiting', 'called', 'entered', 'cancelled')`),
    check('visit_passes_people_check', sql`${table.people} > 0`),
  ],
);
