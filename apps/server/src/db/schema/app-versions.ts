import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
