import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orderLines, orders } from './orders.ts';
import { payments } from './payments.ts';
import { temples } from './temples.ts';

/** A refund of a whole order or one line (spec POST /Refund, approved by temple staff). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    orderId: integer()
      .notNull()
      .references((): AnyPgColumn => orders.id),
    /** null: the whole order. */
    orderLineId: integer().references((): AnyPgColumn => orderLines.id),
    paymentId: integer().references(() => payments.id),
    /** Paise. */
    amount: integer().notNull(),
    reason: text().notNull(),
    /** 'requested', 'approved', 'rejected', 'processed' (money returned), 'failed'. */
    status: text().notNull().default('requested'),
    requestedBy: integer().references(() => users.id),
    requestedAt: createdAt(),
    approvedBy: integer().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
    gatewayRefundId: text(),
    processedAt: timestamp({ withTimezone: true }),
    remarks: text(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('refunds_gateway_refund_unique').on(table.gatewayRefundId),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_temple_status_idx').on(table.templeId, table.status),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check(
      'refunds_status_check',
      sql`${table.status} in ('requested', 'approved', 'rejected', 'processed', 'failed')`,
    ),
  ],
);
