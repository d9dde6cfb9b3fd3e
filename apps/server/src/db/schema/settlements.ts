import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { payments } from './payments.ts';

/**
 * What a payment gateway paid into the platform's bank account (issue #14 settlement-report): one
 * payout, as the gateway reports it. The demo gateway writes its own (adapters/payments/demo-settlement-
 * ledger.ts); Razorpay's are read through its Settlements API (razorpay-settlements.ts). A payout
 * synced again updates the row it already has, by (gateway, gateway settlement id).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial().primaryKey(),
    /** 'demo' or 'razorpay'. */
    gateway: text().notNull(),
    /** The gateway's id of the payout: 'setl_…'. */
    gatewaySettlementId: text().notNull(),
    /** When the gateway paid out; the report shows its day in the temple's time zone. */
    settledAt: timestamp({ withTimezone: true }).notNull(),
    /** Paise paid into the bank: credits less debits, fees and tax. */
    amount: integer().notNull(),
    /** Paise: the gateway's fees over the payout's items, and the GST on them. */
    fees: money(),
    tax: money(),
    /** The bank's Unique Transaction Reference, what the temple's accountant finds in the statement. */
    utr: text(),
    /** The gateway's state of the payout: 'created', 'processed', 'failed'. */
    status: text().notNull().default('processed'),
    raw: jsonb(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('settlements_gateway_settlement_unique').on(table.gateway, table.gatewaySettlementId),
    index('settlements_settled_at_idx').on(table.settledAt),
  ],
);

/**
 * One entry of a payout: a payment it credits, or a refund or adjustment it debits. `paymentId` names our
 * payment when the gateway's entity is one we know; the report reads a payment's settlement through it.
 * An entity is settled once, so (type, gateway entity id) is unique: a sync or a ledger run repeated
 * cannot count a payment twice.
 */
export const settlementItems = pgTable(
  'settlement_items',
  {
    id: serial().primaryKey(),
    settlementId: integer()
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    /** 'payment', 'refund', 'transfer', 'adjustment' (Razorpay's recon types). */
    type: text().notNull(),
    /** 'pay_…', 'rfnd_…': the gateway's id of what was settled. */
    gatewayEntityId: text().notNull(),
    paymentId: integer().references(() => payments.id),
    /** Paise: the entity's gross amount (a payment's capture), before fees. */
    amount: integer().notNull(),
    fee: money(),
    tax: money(),
    /** Paise credited to (payments) or debited from (refunds) the payout. */
    credit: money(),
    debit: money(),
  },
  (table) => [
    uniqueIndex('settlement_items_entity_unique').on(table.type, table.gatewayEntityId),
    index('settlement_items_settlement_idx').on(table.settlementId),
    index('settlement_items_payment_idx').on(table.paymentId),
    check('settlement_items_amounts_check', sql`${table.fee} >= 0 and ${table.tax} >= 0`),
  ],
);

/**
 * The settlement report's rows, kept by the database (migration 0016's triggers): a temple's part of
 * one gateway payment (its orders placed and paid or refunded), what was captured, and its share of
 * what the gateway settled against the payment. Recomputed for a payment whenever one of its orders,
 * the payment, or a settlement naming it is written, in that transaction; the report reads these rows
 * instead of computing every payment's shares of a year (modules/reports/settlement-report.ts).
 */
export const templePaymentSettlements = pgTable(
  'temple_payment_settlements',
  {
    paymentId: integer().notNull(),
    templeId: integer().notNull(),
    /** The temple's day its orders of the payment were placed (one checkout: one day). */
    orderDate: date({ mode: 'string' }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    gatewayPaymentId: text(),
    bookingNumbers: text().notNull(),
    captured: integer().notNull(),
    /** The temple's share of what the gateway settled; null while no payout names the payment. */
    settledGross: integer(),
    fee: integer(),
    tax: integer(),
    netSettled: integer(),
    settledAt: timestamp({ withTimezone: true }),
    utr: text(),
  },
  (table) => [
    primaryKey({ name: 'temple_payment_settlements_pkey', columns: [table.paymentId, table.templeId] }),
    index('temple_payment_settlements_day_idx').on(table.templeId, table.orderDate),
  ],
);
