import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * One payment of one checkout (spec PaymentId): it covers the checkout's orders, one per temple
 * (orders.payment_id). gatewayPaymentId is unique, so a replayed callback finds the payment it already
 * recorded instead of paying twice (ARCHITECTURE rule 7).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    /** The devotee who checked out; only they see the payment and its orders. */
    userId: integer().references(() => users.id),
    /** Adapter name: 'demo', 'razorpay', or 'bank-transfer' (paid into the temple's account, verified by staff). */
    gateway: text().notNull(),
    gatewayOrderId: text(),
    gatewayPaymentId: text(),
    /** Paise. */
    amount: integer().notNull(),
    currency: text().notNull().default('INR'),
    /**
     * 'created' (awaiting the devotee; its orders hold capacity), 'authorized', 'captured', 'failed'
     * (declined, cancelled or the gateway refused), 'expired' (hold ran out), 'refunded' (all returned).
     */
    status: text().notNull().default('created'),
    method: text(),
    signature: text(),
    errorCode: text(),
    errorDescription: text(),
    /** The gateway's own record, kept for disputes and the settlement report. */
    raw: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    capturedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_gateway_payment_unique').on(table.gatewayPaymentId),
    uniqueIndex('payments_gateway_order_unique').on(table.gateway, table.gatewayOrderId),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_status_idx').on(table.status, table.createdAt),
    check('payments_amount_check', sql`${table.amount} >= 0`),
    check(
      'payments_status_check',
      sql`${table.status} in ('created', 'authorized', 'captured', 'failed', 'expired', 'refunded')`,
    ),
  ],
);

/** Gateway webhooks, recorded once each: the unique event id makes a duplicate delivery a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gateway: text().notNull(),
    gatewayEventId: text().notNull(),
    eventType: text().notNull(),
    paymentId: integer().references(() => payments.id),
    payload: jsonb().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_events_gateway_event_unique').on(table.gateway, table.gatewayEventId),
    index('payment_events_payment_idx').on(table.paymentId),
  ],
);

/**
 * spec §7 PaymentResponse: what the client reported about a payment, an error response
 * (GET /PaymentResponse?PaymentId&ErrorResponse) or a callback status (…?Id&CallBackRemarks).
 */
export const paymentResponses = pgTable(
  'payment_responses',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    /** 'error' or 'callback'. */
    kind: text().notNull(),
    errorResponse: text(),
    callbackRemarks: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_responses_payment_idx').on(table.paymentId),
    check('payment_responses_kind_check', sql`${table.kind} in ('error', 'callback')`),
  ],
);

/**
 * The demo gateway's own refund ledger (adapters/payments/demo-gateway.ts): what it has paid back of each
 * captured demo payment. `reference` is the caller's idempotency key, so a retried refund answers the
 * refund already made instead of paying twice.
 */
export const demoGatewayRefunds = pgTable(
  'demo_gateway_refunds',
  {
    /** 'rfnd_demo_…', the gateway refund id the caller stores. */
    id: text().primaryKey(),
    gatewayPaymentId: text().notNull(),
    /** Paise. */
    amount: integer().notNull(),
    reference: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('demo_gateway_refunds_reference_unique').on(table.reference),
    index('demo_gateway_refunds_payment_idx').on(table.gatewayPaymentId),
    check('demo_gateway_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);
