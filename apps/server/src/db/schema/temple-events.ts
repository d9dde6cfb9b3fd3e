import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, updatedAt } from './columns.ts';
import { images } from './images.ts';
import { temples } from './temples.ts';

/**
 * A temple's events and festivals (spec temple-event-list, temple-event-details, event-details/:id/:name,
 * temple-festivals): kind 'festival' for the temple's festivals, 'event' for everything else.
 */
export const templeEvents = pgTable(
  'temple_events',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    /** 'event' or 'festival'. */
    kind: text().notNull().default('event'),
    title: text().notNull(),
    /** The Malayalam title. */
    titleNarration: text(),
    description: text(),
    /** Days in the temple's time zone; endDate = startDate for a one-day event. */
    startDate: day().notNull(),
    endDate: day().notNull(),
    /** One of the temple's gallery images; null: the temple's banner is shown. */
    imageId: integer().references(() => images.id, { onDelete: 'set null' }),
    /** 1 shown, 0 hidden (draft), 2 deleted. */
    status: smallint().notNull().default(1),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('temple_events_temple_dates_idx').on(table.templeId, table.status, table.endDate),
    check('temple_events_kind_check', sql`${table.kind} in ('event', 'festival')`),
    check('temple_events_range_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);
