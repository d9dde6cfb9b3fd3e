import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and failure counters (rate-limiter-flexible's Drizzle store), shared by every server process
 * on the database so a client spread over processes or machines meets one limit. The migration makes it
 * UNLOGGED: counters are worth no WAL or fsync, and losing them in a crash only forgives a few attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});
