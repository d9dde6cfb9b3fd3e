import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { temples } from './temples.ts';

/** Contact-us messages (spec contact-us, enquiry-report, enquiry-reply), to the platform or one temple. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial().primaryKey(),
    templeId: integer().references(() => temples.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text(),
    mobile: text(),
    subject: text().notNull(),
    message: text().notNull(),
    reply: text(),
    repliedBy: integer().references(() => users.id),
    repliedAt: timestamp({ withTimezone: true }),
    /** 'open', 'replied', 'closed'. */
    status: text().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('enquiries_temple_status_idx').on(table.templeId, table.status, table.createdAt),
    check('enquiries_status_check', sql`${table.status} in ('open', 'replied', 'closed')`),
  ],
);

/**
 * Each answer sent to an enquirer (spec enquiry-reply), by SMS to the mobile it went to; the enquiry
 * keeps its status and its last answer's time and sender.
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial().primaryKey(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    toMobile: text().notNull(),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('enquiry_replies_enquiry_idx').on(table.enquiryId, table.id)],
);

/** A devotee suggests a temple to bring onto the platform (spec devotee-temple-referring, referance-report). */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    referrerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templeName: text().notNull(),
    contactPerson: text(),
    mobile: text(),
    place: text(),
    remarks: text(),
    /** 'new', 'contacted', 'onboarded', 'declined'. */
    status: text().notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('referrals_created_idx').on(table.createdAt),
    check('referrals_status_check', sql`${table.status} in ('new', 'contacted', 'onboarded', 'declined')`),
  ],
);
