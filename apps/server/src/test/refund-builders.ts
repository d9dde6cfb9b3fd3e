import { type CheckoutResult, type Refund, type TempleRight, UserType } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createDemoGateway } from '../adapters/payments/demo-gateway.ts';
import { createDemoRefundLedger } from '../adapters/payments/demo-refund-ledger.ts';
import type { PaymentGateways } from '../adapters/payments/gateways.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  demoGatewayRefunds,
  notifications,
  orderLines,
  orders,
  refunds,
  smsOutbox,
} from '../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from './account-builders.ts';
import {
  type BookingTemple,
  checkoutOk,
  insertBookingTemple,
  paymentStatus,
  type TempleSpec,
} from './booking-builders.ts';
import { grantRights } from './temple-admin-builders.ts';
import type { TestClient, TestContext } from './test-app.ts';

/** Typed test data for refunds: a booking temple with its staff, paid demo-gateway orders, and reads. */

export interface RefundTemple extends BookingTemple {
  adminUser: TestUser;
  /** The temple administrator: every right. */
  admin: TestClient;
  /** A staff user holding the `refunds` right. */
  staff: TestClient;
  /** A staff user holding every other right but `refunds`. */
  staffWithout: TestClient;
}

export async function aRefundTemple(
  context: TestContext,
  spec: Partial<TempleSpec> = {},
): Promise<RefundTemple> {
  const temple = await insertBookingTemple(context.db, spec);
  const adminUser = await insertUser(context.db, {
    userType: UserType.TempleAdmin,
    templeId: temple.templeId,
  });
  const staffUser = await insertUser(context.db, {
    userType: UserType.TempleStaff,
    templeId: temple.templeId,
  });
  const otherUser = await insertUser(context.db, {
    userType: UserType.TempleStaff,
    templeId: temple.templeId,
  });
  await grantRights(context.db, staffUser.id, ['refunds']);
  const others: TempleRight[] = ['sevas.manage', 'approvals', 'billing', 'reports.read', 'devotees.read'];
  await grantRights(context.db, otherUser.id, others);
  return {
    ...temple,
    adminUser,
    admin: await logInAs(context.app, adminUser),
    staff: await logInAs(context.app, staffUser),
    staffWithout: await logInAs(context.app, otherUser),
  };
}

/** The devotee approves on the demo gateway: its signed callback captures the payment. */
export async function payOnDemo(
  context: TestContext,
  client: TestClient,
  result: { paymentId: number },
): Promise<void> {
  const demo = createDemoGateway({
    appSecret: context.config.appSecret,
  });
  const { payment } = await paymentStatus(context.db, result.paymentId);
  const settled = demo.settle(payment?.gatewayOrderId ?? '', 'captured');
  const back = await client.get(
    `/api/v1/payments/${result.paymentId}/callback?${new URLSearchParams({ ...settled })}`,
  );
  expect(back.headers.location).toBe(`/payment-success/${result.paymentId}`);
  expect((await paymentStatus(context.db, result.paymentId)).payment?.status).toBe('captured');
}

/** A checkout paid through the demo gateway; answers it with its one order. */
export async function aPaidBooking(
  context: TestContext,
  client: TestClient,
  body: unknown,
): Promise<{ checkout: CheckoutResult; orderId: number; orderNumber: string; lineIds: number[] }> {
  const checkout = await checkoutOk(client, body);
  await payOnDemo(context, client, checkout);
  const order = checkout.orders[0];
  if (!order) throw new Error('checkout made no order');
  const lines = await context.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    checkout,
    orderId: order.id,
    orderNumber: order.orderNumber,
    lineIds: lines.map((line) => line.id),
  };
}

export function refundsPath(templeId: number, rest = ''): string {
  return `/api/v1/temples/${templeId}/refunds${rest}`;
}

export async function requestRefundOk(client: TestClient, templeId: number, body: object): Promise<Refund> {
  const response = await client.post(refundsPath(templeId), { reason: 'Devotee cannot attend', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Refund>();
}

export async function approveOk(client: TestClient, templeId: number, refundId: number): Promise<Refund> {
  const response = await client.post(refundsPath(templeId, `/${refundId}/approve`), {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Refund>();
}

/** What a refund left behind in the database: the order, its lines, the refunds and the demo ledger. */
export async function refundState(context: TestContext, orderId: number) {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await context.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const rows = await context.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.id);
  return { order, lines, refunds: rows };
}

export async function demoLedgerRows(context: TestContext, gatewayPaymentId: string) {
  return context.db
    .select()
    .from(demoGatewayRefunds)
    .where(eq(demoGatewayRefunds.gatewayPaymentId, gatewayPaymentId));
}

export async function refundMessages(context: TestContext, userId: number) {
  const [sms] = await context.db
    .select({ n: count() })
    .from(smsOutbox)
    .where(eq(smsOutbox.purpose, 'refund-processed'));
  const rows = await context.db.select().from(notifications).where(eq(notifications.userId, userId));
  return { sms: sms?.n ?? 0, notifications: rows.filter((row) => row.title === 'Refund processed') };
}

/**
 * The app's own gateways (the demo gateway with its ledger on the test database, attached once the
 * database exists, signing with its own app secret), except that the demo gateway refuses the next `failures.left` refunds the way a real
 * gateway refuses one: for a test of a refund that fails and is retried.
 */
export function gatewaysWithFailingRefunds(failures: { left: number }): {
  gateways: PaymentGateways;
  /** The app must sign with the same secret: pass it to createTestContext. */
  appSecret: string;
  attach(db: Database): void;
} {
  const holder: { db?: Database } = {};
  const config = testConfig();
  const demo = createDemoGateway({
    appSecret: config.appSecret,
    ledger: {
      refund(request, newId) {
        if (!holder.db) throw new Error('no database attached');
        if (failures.left > 0) {
          failures.left -= 1;
          throw new Error('BAD_REQUEST_ERROR: The bank is not reachable');
        }
        return createDemoRefundLedger(holder.db).refund(request, newId);
      },
    },
  });
  const gateways: PaymentGateways = {
    active: demo,
    demo,
    byName: (name) => (name === 'demo' ? demo : undefined),
  };
  return { gateways, appSecret: config.appSecret, attach: (db) => void Object.assign(holder, { db }) };
}
