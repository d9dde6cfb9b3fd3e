import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { sevas } from './sevas.ts';

/**
 * What a seva needs each time it is performed (issue #14, the priest's worksheet): a material, its
 * quantity for one seva and its unit. The temple keeps the list in the seva's screen; the worksheet
 * multiplies it by the sevas booked. Quantities are decimals (0.25 kg), not money.
 */
export const sevaMaterials = pgTable(
  'seva_materials',
  {
    id: serial().primaryKey(),
    sevaId: integer()
      .notNull()
      .references(() => sevas.id, { onDelete: 'cascade' }),
    /** The order the temple listed them in, which the worksheet keeps. */
    position: integer().notNull(),
    name: text().notNull(),
    quantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('seva_materials_seva_idx').on(table.sevaId, table.position),
    uniqueIndex('seva_materials_seva_name_unit_unique').on(
      table.sevaId,
      sql`lower(${table.name})`,
      sql`lower(${table.unit})`,
    ),
    check('seva_materials_quantity_check', sql`${table.quantity} > 0`),
  ],
);
