import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { temples } from './temples.ts';

/**
 * A temple's instructions to devotees (spec instruction-list, instruction-details): dress code, what
 * to bring, how prasadam is collected. The body is HTML, sanitised when saved.
 */
export const templeInstructions = pgTable(
  'temple_instructions',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    title: text().notNull(),
    /** The Malayalam title. */
    titleNarration: text(),
    bodyHtml: text().notNull(),
    orderNo: integer().notNull().default(0),
    /** 1 shown, 0 hidden, 2 deleted. */
    status: smallint().notNull().default(1),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('temple_instructions_temple_idx').on(table.templeId, table.status, table.orderNo)],
);
