import { pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** spec §3 Star: the 27 nakshatras and 28 ShubhaNakshathram. Ids are the spec's ids, so no sequence. */
export const stars = pgTable('stars', {
  id: smallint().primaryKey(),
  name: text().notNull(),
  nameNarration: text().notNull(),
});

/** spec §7 GET /Init?loc=1: the places temples are listed under (Kerala's districts by default). */
export const locations = pgTable(
  'locations',
  {
    id: serial().primaryKey(),
    /** Stable key the reference seed matches on, e.g. 'thrissur'. */
    code: text().notNull(),
    name: text().notNull(),
    nameNarration: text(),
    state: text().notNull().default('Kerala'),
    orderNo: smallint().notNull().default(0),
    /** 1 active, 0 hidden. */
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('locations_code_unique').on(table.code)],
);
