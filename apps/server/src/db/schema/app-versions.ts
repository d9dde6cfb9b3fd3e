import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** spec §3 Version record, GET /AppVersion: the newest row is the version clients must run. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial().primaryKey(),
    version: text().notNull(),
    isForceUpdate: boolean().notNull().default(false),
    /** 'all', 'android', 'ios' or 'web'. */
    platform: text().notNull().default('all'),
    releaseNotes: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('app_versions_version_platform_unique').on(table.version, table.platform),
    check('app_versions_platform_check', sql`${table.platform} in ('all', 'android', 'ios', 'web')`),
  ],
);

/** spec rating prompt → devotee-check-out: a rating of the app given on the web, kept for administrators. */
export const appRatings = pgTable(
  'app_ratings',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    stars: smallint().notNull(),
    comment: text(),
    appVersion: text().notNull(),
    platform: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('app_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    index('app_ratings_created_idx').on(table.createdAt),
  ],
);
