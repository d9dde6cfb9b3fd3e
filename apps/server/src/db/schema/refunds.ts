import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
    /** The line when the refund covers exactly one; refund_lines lists every line a refund covers. */
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

/**
 * The lines a staff refund covers and the part of its amount each gets (issue #4 §4). A line is in at
 * most one open refund (requested, approved, failed): requests lock the order's lines to check it.
 */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references((): AnyPgColumn => orderLines.id),
    /** Paise: this line's part of the refund's amount. */
    amount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundId, table.orderLineId] }),
    index('refund_lines_order_line_idx').on(table.orderLineId),
    check('refund_lines_amount_check', sql`${table.amount} >= 0`),
  ],
);
