import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, updatedAt } from './columns.ts';
import { temples } from './temples.ts';

/**
 * Virtual queue (spec §1 IsVirtualQueue, §2 virtual-queue routes). Slot times are `time` in the
 * temple's zone (ARCHITECTURE rule 8); a materialised slot also carries its window as instants.
 */

/** spec virtual-queue-slot-settings: one row per temple; a temple without one books with the defaults. */
export const vqSettings = pgTable(
  'vq_settings',
  {
    templeId: integer()
      .primaryKey()
      .references(() => temples.id),
    daysAhead: smallint().notNull(),
    openingTime: time().notNull(),
    graceMinutes: smallint().notNull(),
    maxPartySize: smallint().notNull(),
    isIdProofRequired: boolean().notNull(),
    idProofTypes: jsonb().$type<string[]>().notNull(),
    instructions: text(),
    updatedBy: integer().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('vq_settings_days_ahead_check', sql`${table.daysAhead} between 0 and 365`),
    check('vq_settings_grace_check', sql`${table.graceMinutes} between 0 and 240`),
    check('vq_settings_party_check', sql`${table.maxPartySize} between 1 and 20`),
  ],
);

/**
 * The plan: a slot on a weekday, or on one date. A date with active slots of its own ignores its
 * weekday's. Dates already materialised in vq_slot_days keep their own values.
 */
export const vqSlotTemplates = pgTable(
  'vq_slot_templates',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    /** 0 Sunday … 6 Saturday; null for a slot of one date. */
    weekday: smallint(),
    slotDate: day(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    capacity: integer().notNull(),
    maxPartySize: smallint().notNull(),
    label: text(),
    /** 1 active, 0 inactive. */
    status: smallint().notNull().default(1),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('vq_slot_templates_temple_idx').on(table.templeId, table.status),
    uniqueIndex('vq_slot_templates_weekday_start_unique')
      .on(table.templeId, table.weekday, table.startTime)
      .where(sql`${table.status} = 1 and ${table.weekday} is not null`),
    uniqueIndex('vq_slot_templates_date_start_unique')
      .on(table.templeId, table.slotDate, table.startTime)
      .where(sql`${table.status} = 1 and ${table.slotDate} is not null`),
    check('vq_slot_templates_when_check', sql`(${table.weekday} is null) <> (${table.slotDate} is null)`),
    check(
      'vq_slot_templates_weekday_check',
      sql`${table.weekday} is null or ${table.weekday} between 0 and 6`,
    ),
    check('vq_slot_templates_times_check', sql`${table.endTime} > ${table.startTime}`),
    check('vq_slot_templates_capacity_check', sql`${table.capacity} >= 0`),
    check('vq_slot_templates_party_check', sql`${table.maxPartySize} between 1 and 20`),
    check('vq_slot_templates_status_check', sql`${table.status} in (0, 1)`),
  ],
);

/**
 * ARCHITECTURE rule 3: the counter row a booking consumes. Created from the plan on first use
 * (a booking, or a block) by an upsert, which in the same statement grows `booked` only while
 * `booked + party <= capacity` and the slot is not blocked. `issued` numbers the slot's tokens.
 */
export const vqSlotDays = pgTable(
  'vq_slot_days',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    slotDate: day().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    /** The slot's window as instants, from the temple's zone when it was made. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    templateId: integer().references(() => vqSlotTemplates.id),
    label: text(),
    capacity: integer().notNull(),
    maxPartySize: smallint().notNull(),
    /** Devotees holding a live booking (booked or admitted). */
    booked: integer().notNull().default(0),
    /** Tokens ever issued for the slot: the last one's number within it. */
    issued: integer().notNull().default(0),
    isBlocked: boolean().notNull().default(false),
    blockReason: text(),
    blockedBy: integer().references(() => users.id),
    blockedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vq_slot_days_temple_date_start_unique').on(table.templeId, table.slotDate, table.startTime),
    index('vq_slot_days_template_idx').on(table.templeId, table.templateId, table.slotDate),
    check('vq_slot_days_booked_check', sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`),
    check('vq_slot_days_times_check', sql`${table.endTime} > ${table.startTime}`),
  ],
);

/** spec virtual-queue-slot-blocking: a whole date closed; its slots are blocked with it. */
export const vqBlockedDates = pgTable(
  'vq_blocked_dates',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    blockDate: day().notNull(),
    reason: text().notNull(),
    blockedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vq_blocked_dates_temple_date_unique').on(table.templeId, table.blockDate)],
);

/** spec virtual-queue-question-list / -detail: what devotees answer when they book. */
export const vqQuestions = pgTable(
  'vq_questions',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    label: text().notNull(),
    labelNarration: text(),
    kind: text().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    isRequired: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** 1 active, 0 inactive (not asked), 2 deleted (kept for the answers given). */
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('vq_questions_temple_idx').on(table.templeId, table.status, table.sortOrder),
    check('vq_questions_kind_check', sql`${table.kind} in ('text', 'number', 'choice', 'date')`),
    check('vq_questions_status_check', sql`${table.status} in (0, 1, 2)`),
  ],
);

/**
 * spec §3 Virtual-queue booking. One user holds at most one live booking a day at a temple (unique
 * partial index), so a duplicate insert fails inside the booking's statement and undoes its hold.
 */
export const vqBookings = pgTable(
  'vq_bookings',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    slotDayId: integer()
      .notNull()
      .references(() => vqSlotDays.id),
    slotDate: day().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** spec VQNumber, e.g. GVR-20261122-0630-042. */
    queueNumber: text().notNull(),
    partySize: smallint().notNull(),
    /** booked, cancelled or admitted; a booked one whose window closed reads as a no-show. */
    status: text().notNull().default('booked'),
    /** Random part of the QR token (ARCHITECTURE rule 6); the token's MAC binds it to the id. */
    tokenNonce: text().notNull(),
    /** The booker's mobile when booked: where the SMS went, and how staff find a booking by hand. */
    mobile: text(),
    leadName: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => users.id),
    cancelReason: text(),
    admittedAt: timestamp({ withTimezone: true }),
    admittedBy: integer().references(() => users.id),
    admittedByName: text(),
    admittedGate: text(),
  },
  (table) => [
    uniqueIndex('vq_bookings_user_day_unique')
      .on(table.templeId, table.slotDate, table.userId)
      .where(sql`${table.status} in ('booked', 'admitted')`),
    uniqueIndex('vq_bookings_queue_number_unique').on(table.templeId, table.queueNumber),
    index('vq_bookings_slot_day_idx').on(table.slotDayId, table.status),
    index('vq_bookings_temple_date_idx').on(table.templeId, table.slotDate),
    index('vq_bookings_temple_mobile_idx').on(table.templeId, table.mobile, table.slotDate),
    index('vq_bookings_user_idx').on(table.userId, table.slotDate),
    check('vq_bookings_status_check', sql`${table.status} in ('booked', 'cancelled', 'admitted')`),
    check('vq_bookings_party_check', sql`${table.partySize} between 1 and 20`),
  ],
);

/**
 * The devotees of a booking. temple/date/isLive are copied from the booking so that one ID proof
 * holds at most one live place a day at a temple (unique partial index).
 */
export const vqBookingDevotees = pgTable(
  'vq_booking_devotees',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => vqBookings.id, { onDelete: 'cascade' }),
    templeId: integer().notNull(),
    slotDate: day().notNull(),
    position: smallint().notNull(),
    name: text().notNull(),
    age: smallint().notNull(),
    idProofType: text(),
    /** Normalised: upper case letters and digits only. */
    idProofNumber: text(),
    isLive: boolean().notNull().default(true),
  },
  (table) => [
    index('vq_booking_devotees_booking_idx').on(table.bookingId),
    uniqueIndex('vq_booking_devotees_id_proof_unique')
      .on(table.templeId, table.slotDate, table.idProofNumber)
      .where(sql`${table.isLive} and ${table.idProofNumber} is not null`),
    check('vq_booking_devotees_age_check', sql`${table.age} between 0 and 120`),
  ],
);

export const vqAnswers = pgTable(
  'vq_answers',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => vqBookings.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => vqQuestions.id),
    value: text().notNull(),
  },
  (table) => [uniqueIndex('vq_answers_booking_question_unique').on(table.bookingId, table.questionId)],
);
