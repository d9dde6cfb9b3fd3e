import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, money, updatedAt } from './columns.ts';
import { deities, temples } from './temples.ts';

/** Groups sevas on the booking screens (spec SevaGroupId / SevaGroupName). */
export const sevaGroups = pgTable(
  'seva_groups',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    code: text().notNull(),
    name: text().notNull(),
    nameNarration: text(),
    orderNo: integer().notNull().default(0),
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('seva_groups_temple_code_unique').on(table.templeId, table.code)],
);

/** spec §3 Seva. Numeric codes (sevaType, bookingType, dayType, status) are named in @nivedya/domain. */
export const sevas = pgTable(
  'sevas',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    deityId: integer().references(() => deities.id),
    sevaGroupId: integer().references(() => sevaGroups.id),
    /** Stable key within the temple (spec Code). */
    code: text().notNull(),
    /** spec SevaName. */
    name: text().notNull(),
    /** spec Narration: the Malayalam name. */
    nameNarration: text(),
    /** Price of one unit, paise (spec Rate). */
    rate: money(),
    /** When the seva is performed, as the temple words it (spec PerformTime), e.g. 'Usha Pooja, 6:30 AM'. */
    performTime: text(),
    /** When the prasadam can be collected (spec PrasadamTime). */
    prasadamTime: text(),
    /** Units that can be booked for one perform date (spec MaxLimitPerDay); null: no limit. */
    maxLimitPerDay: integer(),
    shortDescription: text(),
    /** spec Rules_Remark: conditions shown before booking. */
    rulesRemark: text(),
    /** People the seva admits (spec DevoteeCount, default 1). */
    devoteeCount: smallint().notNull().default(1),
    /** spec SevaType: 1 regular, 2 special pooja (listed dates only), 3 pre-booking (the temple allots the date). */
    sevaType: smallint().notNull().default(1),
    /** spec Type: where it can be booked: 1 online and at the counter, 2 counter only, 3 online only. */
    bookingType: smallint().notNull().default(1),
    /** spec Types: free labels for filtering, e.g. {'archana', 'annadanam'}. */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** spec DayType: 1 every day, 2 on the weekdays and dates of its availability rules only. */
    dayType: smallint().notNull().default(1),
    /** spec SevaBlockTime: booking for the next day closes at this time of day (temple time zone). */
    blockTime: time({ precision: 0 }),
    /** spec SevaEndDate: last date the seva can be booked for. */
    endDate: day(),
    /** spec isContinuous: booked from a perform date up to a till date, performed every day between. */
    isContinuous: boolean().notNull().default(false),
    /** spec IsApproved on Seva: approved by the temple administrator for listing. */
    isApproved: boolean().notNull().default(true),
    /**
     * Vazhipad approval (issue #4 §4): a dated booking of this seva waits for the temple's approval
     * (order line status 2) while holding its day's place; pre-bookings (type 3) always wait.
     */
    needsApproval: boolean().notNull().default(false),
    /** spec IsPrasadamDelivered: the prasadam can be posted to the devotee. */
    isPrasadamDeliverable: boolean().notNull().default(false),
    /** Added per unit when the devotee chooses postal delivery (spec DeliveryCharge), paise. */
    deliveryCharge: money(),
    deliveryRemarks: text(),
    deliveryHeading: text(),
    /** Added per unit to every booking of this seva (spec PostageCharge), paise; usually 0. */
    postageCharge: money(),
    orderNo: integer().notNull().default(0),
    /** 1 active, 0 inactive, 2 deleted. */
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sevas_temple_code_unique').on(table.templeId, table.code),
    index('sevas_temple_status_idx').on(table.templeId, table.status),
    index('sevas_deity_idx').on(table.deityId),
    index('sevas_group_idx').on(table.sevaGroupId),
    check('sevas_rate_check', sql`${table.rate} >= 0`),
    check('sevas_max_limit_check', sql`${table.maxLimitPerDay} is null or ${table.maxLimitPerDay} >= 0`),
    check('sevas_seva_type_check', sql`${table.sevaType} in (1, 2, 3)`),
  ],
);

/**
 * When a seva can be booked (spec SevaAvailabilityList). A seva has any number of rules:
 * - 'weekly': on the listed weekdays (0 Sunday … 6 Saturday), optionally within fromDate..toDate;
 * - 'dates': every day of fromDate..toDate;
 * - 'special': a special-pooja date (fromDate = toDate).
 * A rule's dailyLimit, when set, overrides the seva's maxLimitPerDay on its days.
 */
export const sevaAvailability = pgTable(
  'seva_availability',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    sevaId: integer()
      .notNull()
      .references(() => sevas.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    weekdays: smallint().array(),
    fromDate: day(),
    toDate: day(),
    dailyLimit: integer(),
    remarks: text(),
    status: smallint().notNull().default(1),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('seva_availability_seva_idx').on(table.sevaId),
    index('seva_availability_temple_dates_idx').on(table.templeId, table.fromDate),
    check('seva_availability_kind_check', sql`${table.kind} in ('weekly', 'dates', 'special')`),
    check(
      'seva_availability_range_check',
      sql`${table.fromDate} is null or ${table.toDate} is null or ${table.toDate} >= ${table.fromDate}`,
    ),
    check('seva_availability_limit_check', sql`${table.dailyLimit} is null or ${table.dailyLimit} >= 0`),
  ],
);

/** Dates on which one seva (sevaId set) or every seva of the temple (sevaId null) cannot be booked. */
export const sevaBlocking = pgTable(
  'seva_blocking',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    sevaId: integer().references(() => sevas.id, { onDelete: 'cascade' }),
    fromDate: day().notNull(),
    toDate: day().notNull(),
    reason: text(),
    blockedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('seva_blocking_temple_dates_idx').on(table.templeId, table.fromDate, table.toDate),
    index('seva_blocking_seva_idx').on(table.sevaId),
    check('seva_blocking_range_check', sql`${table.toDate} >= ${table.fromDate}`),
  ],
);

/**
 * ARCHITECTURE rule 3: the row a booking consumes capacity from, one per seva per perform date.
 * A booking inserts it if missing (ON CONFLICT DO NOTHING), then
 * `UPDATE … SET booked = booked + n WHERE capacity IS NULL OR booked + n <= capacity RETURNING …`
 * inside its transaction; no row returned means the seva is full. The check constraint is the backstop.
 */
export const sevaDayCounters = pgTable(
  'seva_day_counters',
  {
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    sevaId: integer()
      .notNull()
      .references(() => sevas.id, { onDelete: 'cascade' }),
    performDate: day().notNull(),
    booked: integer().notNull().default(0),
    /** Units that can be booked that day; null: no limit. */
    capacity: integer(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.sevaId, table.performDate] }),
    index('seva_day_counters_temple_date_idx').on(table.templeId, table.performDate),
    check(
      'seva_day_counters_capacity_check',
      sql`${table.booked} >= 0 and (${table.capacity} is null or ${table.booked} <= ${table.capacity})`,
    ),
  ],
);

/**
 * One row whose `version` goes up whenever a statement changes what checkout prices and checks a cart
 * with (sevas, their deities and groups, temples, availability rules, blockings: the triggers of
 * migration 0005). Checkout keeps the facts it read, with this version, in memory and its write goes
 * ahead only while the version is unchanged (modules/bookings/booking-facts-memo.ts). Day counters are
 * not among those facts: the write itself checks them.
 */
export const bookingFactsVersion = pgTable(
  'booking_facts_version',
  {
    id: smallint().primaryKey(),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('booking_facts_version_one_row', sql`${table.id} = 1`)],
);
