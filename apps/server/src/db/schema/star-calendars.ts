import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One civil date's star as stored: null when the Sun does not rise there that day. */
export type StoredStarDay = {
  date: string;
  star: number;
  /** Epoch milliseconds. */
  sunrise: number;
  reference: number;
  starEnd: number;
} | null;

/**
 * The star of every date of a year at one temple's place by one rule, computed once and shared by every
 * server process (a year costs a few hundred milliseconds of astronomy). The key holds the coordinates,
 * zone and rule themselves, so a temple that moves or changes its rule simply reads another row.
 */
export const starCalendars = pgTable(
  'star_calendars',
  {
    placeKey: text().notNull(),
    year: integer().notNull(),
    days: jsonb().$type<StoredStarDay[]>().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.placeKey, table.year] })],
);
