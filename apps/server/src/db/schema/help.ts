import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/** spec §3 Help entry / Saved-query: the help HTML a screen's help button shows, keyed by page name. */
export const helpEntries = pgTable(
  'help_entries',
  {
    id: serial().primaryKey(),
    /** The screen's key (spec PageName), e.g. 'devotee-transaction-details'. */
    pageName: text().notNull(),
    title: text().notNull(),
    /** spec Query: the help text as HTML, sanitised when saved. */
    contentHtml: text().notNull(),
    /** 1 shown, 0 hidden (spec GET /Help?id&status). */
    status: smallint().notNull().default(1),
    updatedBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('help_entries_page_name_unique').on(table.pageName)],
);
