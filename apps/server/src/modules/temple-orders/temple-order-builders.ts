import {
  type CheckoutResult,
  PaymentMode,
  type TempleOrderDetail,
  type TempleRight,
  UserType,
} from '@nivedya/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createDemoGateway } from '../../adapters/payments/demo-gateway.ts';
import {
  notifications,
  orderLines,
  sevaAvailability,
  sevaBlocking,
  sevas,
  smsOutbox,
} from '../../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  type BookingTemple,
  checkoutOk,
  insertBookingTemple,
  paymentStatus,
} from '../../test/booking-builders.ts';
import { grantRights } from '../../test/temple-admin-builders.ts';
import type { TestClient, TestContext } from '../../test/test-app.ts';

/**
 * Typed test data for the temple's orders: a bookable temple with its administrator and staff, devotees
 * who book and pay through the real checkout and demo gateway (or by bank transfer), and what a
 * devotee was told.
 */

export interface OrdersTemple {
  temple: BookingTemple;
  templeId: number;
  adminUser: TestUser;
  admin: TestClient;
  /** Staff holding `approvals` and `billing`. */
  staffUser: TestUser;
  staff: TestClient;
  /** Staff holding no right at all. */
  clerk: TestClient;
}

export async function anOrdersTemple(
  context: TestContext,
  options: { name?: string; rights?: readonly TempleRight[] } = {},
): Promise<OrdersTemple> {
  const temple = await insertBookingTemple(context.db, { name: options.name ?? 'Sree Krishna Temple' });
  const templeId = temple.templeId;
  const adminUser = await insertUser(context.db, { userType: UserType.TempleAdmin, templeId });
  const staffUser = await insertUser(context.db, {
    userName: 'Counter Staff',
    userType: UserType.TempleStaff,
    templeId,
  });
  const clerkUser = await insertUser(context.db, { userType: UserType.TempleStaff, templeId });
  await grantRights(context.db, staffUser.id, options.rights ?? ['approvals', 'billing']);
  return {
    temple,
    templeId,
    adminUser,
    admin: await logInAs(context.app, adminUser),
    staffUser,
    staff: await logInAs(context.app, staffUser),
    clerk: await logInAs(context.app, clerkUser),
  };
}

export interface Booker {
  user: TestUser;
  client: TestClient;
}

export function aBooker(context: TestContext): Promise<Booker> {
  return aLoggedInDevotee(context.app, context.db);
}

/** The devotee pays at the demo gateway; the signed callback confirms the orders. */
export async function payAtGateway(context: TestContext, booker: Booker, result: CheckoutResult) {
  const demo = createDemoGateway({
    appSecret: context.config.appSecret,
  });
  const { payment } = await paymentStatus(context.db, result.paymentId);
  const settled = demo.settle(payment?.gatewayOrderId ?? '', 'captured');
  const back = await booker.client.get(
    `/api/v1/payments/${result.paymentId}/callback?${new URLSearchParams({ ...settled })}`,
  );
  expect(back.headers.location).toBe(`/payment-success/${result.paymentId}`);
}

export interface Booked {
  orderId: number;
  lineId: number;
  orderNumber: string;
  paymentId: number;
}

async function firstLineOf(context: TestContext, orderId: number): Promise<number> {
  const [line] = await context.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id)
    .limit(1);
  if (!line) throw new Error('the order has no line');
  return line.id;
}

/** One seva booked through checkout: paid at the gateway unless `pay` is false, or by bank transfer. */
export async function aBooking(
  context: TestContext,
  booker: Booker,
  sevaId: number,
  options: {
    line?: Partial<ReturnType<typeof aCartLine>>;
    pay?: boolean;
    paymentMode?: typeof PaymentMode.Gateway | typeof PaymentMode.BankTransfer;
  } = {},
): Promise<Booked> {
  const mode = options.paymentMode ?? PaymentMode.Gateway;
  const result = await checkoutOk(booker.client, {
    lines: [aCartLine(sevaId, options.line ?? {})],
    ...(mode === PaymentMode.BankTransfer ? { paymentMode: mode } : {}),
  });
  if (mode === PaymentMode.Gateway && options.pay !== false) await payAtGateway(context, booker, result);
  const order = result.orders[0];
  if (!order) throw new Error('checkout made no order');
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    lineId: await firstLineOf(context, order.id),
    paymentId: result.paymentId,
  };
}

/** A pre-booking line (type 3): booked without a date, so the cart line carries none. */
export function aPreBookingLine(devoteeName = 'Anand Varma') {
  return { performDate: undefined, devoteeName, starId: 9 };
}

export async function setSevaFields(
  context: TestContext,
  sevaId: number,
  fields: Partial<typeof sevas.$inferInsert>,
) {
  await context.db.update(sevas).set(fields).where(eq(sevas.id, sevaId));
}

/** The seva is performed only on these weekdays (0 Sunday … 6 Saturday). */
export async function performOnlyOn(
  context: TestContext,
  templeId: number,
  sevaId: number,
  weekdays: number[],
) {
  await setSevaFields(context, sevaId, { dayType: 2 });
  await context.db.insert(sevaAvailability).values({ templeId, sevaId, kind: 'weekly', weekdays });
}

export async function blockDate(context: TestContext, templeId: number, sevaId: number, date: string) {
  await context.db
    .insert(sevaBlocking)
    .values({ templeId, sevaId, fromDate: date, toDate: date, reason: 'Temple closed' });
}

export async function lineRow(context: TestContext, lineId: number) {
  const [line] = await context.db.select().from(orderLines).where(eq(orderLines.id, lineId));
  if (!line) throw new Error(`no line ${lineId}`);
  return line;
}

/** The newest notification of the user, and the newest SMS of the purpose. */
export async function lastNotice(context: TestContext, userId: number, purpose: string) {
  const [notification] = await context.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  const [sms] = await context.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.purpose, purpose)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return { notification, sms };
}

export async function templeOrder(client: TestClient, templeId: number, orderId: number) {
  const response = await client.get(`/api/v1/temples/${templeId}/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TempleOrderDetail>();
}
