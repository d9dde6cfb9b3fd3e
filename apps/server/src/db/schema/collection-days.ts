import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { day } from './columns.ts';

/**
 * What the paid orders' lines came to, per temple day and seva, and per what the collection reports
 * narrow by: deity, online or counter, payment mode and cashier. The database keeps it in the
 * transaction that writes the order or its lines (migration 0014's triggers): the collection reports by
 * seva, deity and group read a year of it instead of a year of lines. `deityId` 0 is a line without a
 * deity, `cashierId` 0 an order no cashier billed (online). Rows that fall to zero lines stay, at zero.
 */
export const sevaCollectionDays = pgTable(
  'seva_collection_days',
  {
    templeId: integer().notNull(),
    orderDate: day().notNull(),
    sevaId: integer().notNull(),
    deityId: integer().notNull(),
    orderType: smallint().notNull(),
    paymentMode: smallint().notNull(),
    cashierId: integer().notNull(),
    lines: integer().notNull(),
    quantity: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'seva_collection_days_pkey',
      columns: [
        table.templeId,
        table.orderDate,
        table.sevaId,
        table.deityId,
        table.orderType,
        table.paymentMode,
        table.cashierId,
      ],
    }),
  ],
);
