import {
  type CheckoutResult,
  ERROR_MESSAGES,
  formatDisplayDate,
  priceOrder,
  SevaType,
  UserType,
} from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoGateway, type DemoGateway } from '../../adapters/payments/demo-gateway.ts';
import { auditLog, orderLines, orders, payments, temples } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  type BookingTemple,
  capacityOf,
  checkoutOk,
  dayAfterBooking,
  insertBookingTemple,
  insertSeva,
  PERFORM_DATE,
  paymentStatus,
  smsCount,
} from '../../test/booking-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/** How many payments and orders exist: a refused checkout leaves both as they were. */
async function writtenRows(context: TestContext) {
  const [paymentRows] = await context.db.select({ n: count() }).from(payments);
  const [orderRows] = await context.db.select({ n: count() }).from(orders);
  return { payments: paymentRows?.n ?? 0, orders: orderRows?.n ?? 0 };
}

describe('checkout (spec POST /Transaction)', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let client: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db);
    ({ client } = await aLoggedInDevotee(context.app, context.db));
  });
  afterAll(async () => context.close());

  it('prices every order on the server: tampered rates, amounts and charges are ignored', async () => {
    const sevaId = await insertSeva(context.db, temple, {
      rate: 12_500,
      postageCharge: 500,
      maxLimitPerDay: 10,
    });
    const result = await checkoutOk(client, {
      lines: [
        aCartLine(sevaId, {
          quantity: 2,
          rate: 1,
          amount: 2,
          postageCharge: 0,
          serviceCharge: 0,
          totalAmount: 3,
        }),
      ],
      totalAmount: 1,
      serviceCharge: 0,
      gstCharge: 0,
      dakshina: [{ templeId: temple.templeId, amount: 10_100 }],
    });
    const expected = priceOrder(
      [{ rate: 12_500, postageCharge: 500, quantity: 2 }],
      {
        platformChargeAmount: 1000,
        platformChargePercent: 1.5,
        splitServiceCharge: 300,
        isIntroductoryServiceCharge: false,
        introductoryServiceAmount: 0,
      },
      10_100,
    );
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]?.totals).toEqual(expected);
    expect(result.amount).toBe(expected.totalAmount);
    expect(result.orders[0]?.orderNumber).toMatch(/^BKS\d{8}$/);
    // A path on this server, never PUBLIC_URL: the devotee keeps the host they browse by (issue #18).
    expect(result.checkoutUrl).toMatch(/^\/pay\/demo\/order_demo_/);
    expect(result.status).toBe('created');
    expect(new Date(result.holdExpiresAt).getTime() - BOOKING_NOW.getTime()).toBe(10 * 60_000);

    const stored = await paymentStatus(context.db, result.paymentId);
    expect(stored.payment).toMatchObject({
      amount: expected.totalAmount,
      status: 'created',
      gateway: 'demo',
    });
    expect(stored.orders[0]).toMatchObject({
      status: 'pending',
      totalAmount: expected.totalAmount,
      gstCharge: expected.gstCharge,
      serviceCharge: expected.serviceCharge,
      dakshinaAmount: 10_100,
      isVerified: false,
    });
    const lines = await context.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, stored.orders[0]?.id ?? 0));
    expect(lines).toMatchObject([
      { rate: 12_500, postageCharge: 500, quantity: 2, amount: 25_000, performDate: PERFORM_DATE },
    ]);
    expect(await capacityOf(context.db, sevaId)).toEqual({ booked: 2, capacity: 10, held: 2 });
    const [audit] = await context.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'order.created'));
    expect(audit?.n).toBeGreaterThan(0);
  });

  it('makes one order per temple under one payment, numbered BKS… uniquely', async () => {
    const other = await insertBookingTemple(context.db);
    const first = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
    const second = await insertSeva(context.db, other, { maxLimitPerDay: 5 });
    const result = await checkoutOk(client, {
      lines: [aCartLine(first), aCartLine(second), aCartLine(first)],
    });
    expect(result.orders.map((order) => order.templeId).sort()).toEqual(
      [temple.templeId, other.templeId].sort(),
    );
    expect(new Set(result.orders.map((order) => order.orderNumber)).size).toBe(2);
    expect(result.amount).toBe(result.orders.reduce((sum, order) => sum + order.totals.totalAmount, 0));
    const stored = await paymentStatus(context.db, result.paymentId);
    expect(stored.orders).toHaveLength(2);
    expect((await capacityOf(context.db, first)).booked).toBe(2);
  });

  it('books a continuous seva as one line per day, each day holding capacity', async () => {
    const sevaId = await insertSeva(context.db, temple, { isContinuous: true, maxLimitPerDay: 1 });
    const result = await checkoutOk(client, {
      lines: [aCartLine(sevaId, { tillDate: dayAfterBooking(10) })],
    });
    const orderId = result.orders[0]?.id ?? 0;
    const lines = await context.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => line.performDate).sort()).toEqual([
      dayAfterBooking(8),
      dayAfterBooking(9),
      dayAfterBooking(10),
    ]);
    for (const date of [dayAfterBooking(8), dayAfterBooking(9), dayAfterBooking(10)]) {
      expect((await capacityOf(context.db, sevaId, date)).booked).toBe(1);
    }
    const again = await client.post('/api/v1/checkout', {
      lines: [aCartLine(sevaId, { performDate: dayAfterBooking(10) })],
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 SEVA_FULL with a clear message when the day is full, and changes nothing', async () => {
    const sevaId = await insertSeva(context.db, temple, { name: 'Ganapathy Homam', maxLimitPerDay: 2 });
    await checkoutOk(client, { lines: [aCartLine(sevaId, { quantity: 2 })] });
    const [before] = await context.db.select({ n: count() }).from(orders);
    const response = await client.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SEVA_FULL' });
    expect(response.json().detail).toBe(
      `Ganapathy Homam is fully booked on ${formatDisplayDate(PERFORM_DATE)}`,
    );
    const [after] = await context.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
    expect((await capacityOf(context.db, sevaId)).booked).toBe(2);
  });

  it("books a devotee's own saved name, and refuses an unknown or another devotee's one without writing", async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const saved = await client.post('/api/v1/me/devotee-names', { name: 'Lakshmi', starId: 4 });
    expect(saved.statusCode, saved.body).toBe(201);
    const ownNameId = saved.json().id as number;
    await checkoutOk(client, { lines: [aCartLine(sevaId, { devoteeNameId: ownNameId })] });

    const { client: stranger } = await aLoggedInDevotee(context.app, context.db);
    const [before] = await context.db.select({ n: count() }).from(orders);
    for (const devoteeNameId of [ownNameId, 999_999]) {
      const refused = await stranger.post('/api/v1/checkout', {
        lines: [aCartLine(sevaId, { devoteeNameId })],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'lines.0.devoteeNameId' }],
      });
    }
    const [after] = await context.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
    expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
  });

  it('rolls back the whole cart when one of its days is full', async () => {
    const roomy = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const tight = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
    await checkoutOk(client, { lines: [aCartLine(tight)] });
    const response = await client.post('/api/v1/checkout', {
      lines: [aCartLine(roomy, { quantity: 3 }), aCartLine(tight)],
    });
    expect(response.statusCode).toBe(409);
    expect((await capacityOf(context.db, roomy)).booked).toBe(0);
  });

  it('refuses a line the date rules refuse, with the line problems', async () => {
    const sevaId = await insertSeva(context.db, temple);
    const response = await client.post('/api/v1/checkout', {
      lines: [aCartLine(sevaId, { performDate: dayAfterBooking(-1) })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BEFORE_MIN_PERFORM_DATE',
      problems: [{ index: 0, sevaId }],
    });
    expect((await capacityOf(context.db, sevaId)).booked).toBe(0);
  });

  it('refuses bad input with the field named, and callers who are not devotees', async () => {
    const bad = await client.post('/api/v1/checkout', { lines: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('lines');
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { lines: [] },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });

  describe('bank transfer (temples without a gateway, spec bank-details-checkout)', () => {
    it('holds the capacity for the verification period and says the temple will verify', async () => {
      const sevaId = await insertSeva(context.db, temple);
      const result = await checkoutOk(client, { lines: [aCartLine(sevaId)], paymentMode: 2 });
      expect(result).toMatchObject({ paymentMode: 2, checkoutUrl: null, gateway: null });
      expect(result.message).toMatch(/temple will verify/);
      expect(result.orders[0]).toMatchObject({
        isVerified: false,
        bankDetails: { bankName: 'Canara Bank', ifsc: 'CNRB0003108', accountNumber: '3108101004521' },
      });
      expect(new Date(result.holdExpiresAt).getTime() - BOOKING_NOW.getTime()).toBe(72 * 3_600_000);
      expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
      const detail = await client.get(`/api/v1/me/orders/${result.orders[0]?.id}`);
      expect(detail.json()).toMatchObject({
        status: 'pending',
        isVerified: false,
        statusMessage: expect.stringMatching(/verification/),
      });
    });

    it('waits for the temple staff to verify the transfer, then confirms once', async () => {
      const sevaId = await insertSeva(context.db, temple);
      const result = await checkoutOk(client, { lines: [aCartLine(sevaId)], paymentMode: 2 });
      const orderId = result.orders[0]?.id;
      // The temple administrator holds every right, verification's `billing` among them.
      const staff = await logInAs(
        context.app,
        await insertUser(context.db, { userType: UserType.TempleAdmin, templeId: temple.templeId }),
      );
      const otherTemple = await insertBookingTemple(context.db);
      const outsider = await logInAs(
        context.app,
        await insertUser(context.db, { userType: UserType.TempleStaff, templeId: otherTemple.templeId }),
      );
      const forbidden = await outsider.post(
        `/api/v1/temples/${temple.templeId}/orders/${orderId}/verify-payment`,
        {},
      );
      expect(forbidden.statusCode).toBe(403);
      const devoteeTry = await client.post(
        `/api/v1/temples/${temple.templeId}/orders/${orderId}/verify-payment`,
        {},
      );
      expect(devoteeTry.statusCode).toBe(403);

      const smsBefore = await smsCount(context.db);
      const verified = await staff.post(
        `/api/v1/temples/${temple.templeId}/orders/${orderId}/verify-payment`,
        {
          remarks: 'NEFT UTR 1234',
        },
      );
      expect(verified.statusCode, verified.body).toBe(200);
      const again = await staff.post(
        `/api/v1/temples/${temple.templeId}/orders/${orderId}/verify-payment`,
        {},
      );
      expect(again.statusCode).toBe(409);
      const stored = await paymentStatus(context.db, result.paymentId);
      expect(stored.payment?.status).toBe('captured');
      expect(stored.orders[0]).toMatchObject({
        status: 'paid',
        isVerified: true,
        paymentCode: 'NEFT UTR 1234',
      });
      expect(await smsCount(context.db)).toBe(smsBefore + 1);
      expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
    });

    it('refuses the gateway for a temple without one, and a bank transfer without an account', async () => {
      const bankOnly = await insertBookingTemple(context.db, { paymentGatewayId: 'none' });
      const bankOnlySeva = await insertSeva(context.db, bankOnly);
      const viaGateway = await client.post('/api/v1/checkout', { lines: [aCartLine(bankOnlySeva)] });
      expect(viaGateway.statusCode).toBe(409);
      expect(viaGateway.json()).toMatchObject({ code: 'PAYMENT_MODE_NOT_AVAILABLE' });
      await checkoutOk(client, { lines: [aCartLine(bankOnlySeva)], paymentMode: 2 });

      const noAccount = await insertBookingTemple(context.db, { withBankAccount: false });
      const seva = await insertSeva(context.db, noAccount);
      const response = await client.post('/api/v1/checkout', { lines: [aCartLine(seva)], paymentMode: 2 });
      expect(response.statusCode).toBe(409);
      expect((await capacityOf(context.db, seva)).booked).toBe(0);
    });
  });

  it('stores the temple the order belongs to and the devotee who placed it', async () => {
    const sevaId = await insertSeva(context.db, temple);
    const result: CheckoutResult = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const [row] = await context.db
      .select({ templeName: temples.name, userId: payments.userId })
      .from(orders)
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.id, result.orders[0]?.id ?? 0));
    expect(row?.templeName).toBe(result.orders[0]?.templeName);
    expect(row?.userId).not.toBeNull();
  });

  describe('a pre-booking (type 3) within its daily limit (issue #11)', () => {
    it('refuses more units than MaxLimitPerDay before any payment, naming the seva and its limit', async () => {
      const sevaId = await insertSeva(context.db, temple, {
        name: 'Udayasthamana Pooja',
        rate: 2_500_000,
        maxLimitPerDay: 1,
        sevaType: SevaType.PreBooking,
      });
      const before = await writtenRows(context);
      const response = await client.post('/api/v1/checkout', {
        lines: [aCartLine(sevaId, { performDate: undefined, quantity: 100 })],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'QUANTITY_OVER_DAILY_LIMIT',
        detail: 'At most 1 of Udayasthamana Pooja can be booked for one day (you asked for 100)',
        problems: [{ index: 0, sevaId, code: 'QUANTITY_OVER_DAILY_LIMIT' }],
      });
      expect(await writtenRows(context)).toEqual(before);
    });

    it('takes a pre-booking at its limit, holding no day until the temple allots one', async () => {
      const sevaId = await insertSeva(context.db, temple, {
        maxLimitPerDay: 2,
        sevaType: SevaType.PreBooking,
      });
      const result = await checkoutOk(client, {
        lines: [aCartLine(sevaId, { performDate: undefined, quantity: 2 })],
      });
      const lines = await context.db
        .select({ quantity: orderLines.quantity, performDate: orderLines.performDate })
        .from(orderLines)
        .where(eq(orderLines.orderId, result.orders[0]?.id ?? 0));
      expect(lines).toEqual([{ quantity: 2, performDate: null }]);
    });
  });
});

describe('checkout while the payment gateway is unreachable (issue #11)', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let client: TestClient;
  const internals = 'connect ECONNREFUSED 10.0.0.7:443 (api.gateway.internal)';

  beforeAll(async () => {
    const demo = createDemoGateway({ appSecret: 'x'.repeat(40) });
    const unreachable: DemoGateway = {
      ...demo,
      async createPayment() {
        throw new Error(internals);
      },
    };
    context = await createTestContext(
      {},
      { gateways: { active: unreachable, demo: unreachable, byName: () => unreachable } },
    );
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db);
    ({ client } = await aLoggedInDevotee(context.app, context.db));
  });
  afterAll(async () => context.close());

  it('answers 503 with a sentence a person can act on, says nothing internal, and holds nothing', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
    const before = await writtenRows(context);
    const response = await client.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json();
    expect(body).toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      detail: ERROR_MESSAGES.PAYMENT_GATEWAY_UNAVAILABLE,
    });
    expect(body.detail).toMatch(/^The payment service is not reachable right now; your cart is kept/);
    expect(body.title).not.toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(body).not.toHaveProperty('cause');
    expect(response.body).not.toContain('ECONNREFUSED');
    // The gateway is asked before the write: no payment, no order, and the day's one place still free.
    expect(await writtenRows(context)).toEqual(before);
    expect(await capacityOf(context.db, sevaId)).toEqual({ booked: 0, capacity: null, held: 0 });
  });
});
