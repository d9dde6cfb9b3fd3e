import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoGateway, type DemoGateway } from '../../adapters/payments/demo-gateway.ts';
import {
  auditLog,
  notifications,
  paymentEvents,
  paymentResponses,
  payments,
  refunds,
} from '../../db/schema/index.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  type BookingTemple,
  capacityOf,
  checkoutOk,
  insertBookingTemple,
  insertSeva,
  PERFORM_DATE,
  paymentStatus,
  smsCount,
} from '../../test/booking-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { expireHolds } from '../bookings/expire-holds.ts';

describe('payments: demo gateway, callbacks, webhooks, holds', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let client: TestClient;
  let demo: DemoGateway;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db);
    ({ client } = await aLoggedInDevotee(context.app, context.db));
    demo = createDemoGateway({ appSecret: context.config.appSecret });
  });
  afterAll(async () => context.close());

  async function gatewayOrderIdOf(paymentId: number): Promise<string> {
    const { payment } = await paymentStatus(context.db, paymentId);
    if (!payment?.gatewayOrderId) throw new Error('no gateway order');
    return payment.gatewayOrderId;
  }

  function callbackUrl(paymentId: number, gatewayOrderId: string, status: 'captured' | 'failed') {
    const settled = demo.settle(gatewayOrderId, status);
    return {
      settled,
      url: `/api/v1/payments/${paymentId}/callback?${new URLSearchParams({ ...settled })}`,
    };
  }

  async function deliver(rawBody: string, signature: string) {
    return context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/demo',
      headers: { 'content-type': 'application/json', 'x-demo-signature': signature },
      payload: rawBody,
    });
  }

  async function waitForEvents(paymentId: number, expected: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await context.db
        .select({ n: count() })
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId));
      if ((row?.n ?? 0) >= expected) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the demo webhook never arrived');
  }

  it('serves the hosted page, approves, redirects to payment-success and confirms once with the webhook', async () => {
    const sevaId = await insertSeva(context.db, temple, { name: 'Pushpanjali' });
    const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const smsBefore = await smsCount(context.db);
    const path = result.checkoutUrl ?? '';
    // Every hop is a path on this server, so the devotee never leaves the host they browse by for
    // PUBLIC_URL's (issue #18: by 127.0.0.1 or a LAN address they came back logged out).
    expect(path).toMatch(/^\/pay\/demo\/order_demo_/);

    const page = await client.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Approve payment');
    expect(page.body).toContain('<strong>DEMO</strong><span>— no money moves</span>');
    expect(page.body).toContain(result.orders[0]?.templeName);
    expect(page.body).toContain('₹');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const approved = await client.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
      csrf: false,
    });
    expect(approved.statusCode).toBe(303);
    const callback = String(approved.headers.location);
    expect(callback).toMatch(new RegExp(`^/api/v1/payments/${result.paymentId}/callback\\?`));

    const back = await client.get(callback);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-success/${result.paymentId}`);
    await waitForEvents(result.paymentId, 1);

    const stored = await paymentStatus(context.db, result.paymentId);
    expect(stored.payment?.status).toBe('captured');
    expect(stored.orders.map((order) => [order.status, order.isVerified])).toEqual([['paid', true]]);
    expect(await smsCount(context.db)).toBe(smsBefore + 1);

    const replay = await client.get(callback);
    expect(replay.headers.location).toBe(`/payment-success/${result.paymentId}`);
    expect(await smsCount(context.db)).toBe(smsBefore + 1);

    const summary = await client.get(`/api/v1/payments/${result.paymentId}`);
    expect(summary.json()).toMatchObject({ status: 'captured', message: expect.stringMatching(/confirmed/) });
    // payment-success says what was booked (issue #18).
    expect(summary.json().orders[0].lines).toEqual([
      {
        sevaName: 'Pushpanjali',
        sevaNameNarration: null,
        devoteeName: 'Lakshmi Menon',
        starId: 4,
        quantity: 1,
        performDate: PERFORM_DATE,
        tillDate: null,
        isAwaitingDate: false,
      },
    ]);
    const afterPay = await client.get(path);
    expect(afterPay.body).toContain('already');
  });

  it('a declined payment releases the hold once; its webhook then changes nothing', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
    const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
    const path = result.checkoutUrl ?? '';
    const declined = await client.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
      csrf: false,
    });
    const back = await client.get(String(declined.headers.location));
    expect(back.headers.location).toBe(`/payment-failed/${result.paymentId}`);
    await waitForEvents(result.paymentId, 1);
    const stored = await paymentStatus(context.db, result.paymentId);
    expect(stored.payment?.status).toBe('failed');
    expect(stored.orders[0]?.status).toBe('failed');
    expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 0, held: 0 });
    // The freed place can be booked again.
    await checkoutOk(client, { lines: [aCartLine(sevaId)] });
  });

  it('a bad signature changes nothing, on the callback and on the webhook', async () => {
    const sevaId = await insertSeva(context.db, temple);
    const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const gatewayOrderId = await gatewayOrderIdOf(result.paymentId);
    const { settled } = callbackUrl(result.paymentId, gatewayOrderId, 'captured');
    const forged = await client.get(
      `/api/v1/payments/${result.paymentId}/callback?${new URLSearchParams({ ...settled, signature: '0'.repeat(64) })}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
    const declinedAsCaptured = demo.settle(gatewayOrderId, 'failed');
    const swapped = await client.get(
      `/api/v1/payments/${result.paymentId}/callback?${new URLSearchParams({ ...declinedAsCaptured, status: 'captured' })}`,
    );
    expect(swapped.statusCode).toBe(400);

    const webhook = demo.webhook(
      {
        event: 'payment.captured',
        gatewayOrderId,
        gatewayPaymentId: settled.gatewayPaymentId,
        amount: result.amount,
      },
      BOOKING_NOW,
    );
    const badWebhook = await deliver(webhook.rawBody, 'ab'.repeat(32));
    expect(badWebhook.statusCode).toBe(400);
    const tampered = await deliver(
      webhook.rawBody.replace('"payment.captured"', '"payment.failed"'),
      demo.signWebhook(webhook.rawBody),
    );
    expect(tampered.statusCode).toBe(400);

    const stored = await paymentStatus(context.db, result.paymentId);
    expect(stored.payment?.status).toBe('created');
    expect(stored.orders[0]?.status).toBe('pending');
    const [events] = await context.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, result.paymentId));
    expect(events?.n).toBe(0);
    expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
  });

  it('100 signed events delivered three times out of order with the browser callback: 100 payments, 100 confirmations', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: null });
    const smsBefore = await smsCount(context.db);
    const [notificationsBefore] = await context.db.select({ n: count() }).from(notifications);
    const checkouts = [];
    for (let index = 0; index < 100; index += 1) {
      checkouts.push(await checkoutOk(client, { lines: [aCartLine(sevaId)] }));
    }
    const deliveries: (() => Promise<{ statusCode: number }>)[] = [];
    for (const result of checkouts) {
      const gatewayOrderId = await gatewayOrderIdOf(result.paymentId);
      const { settled, url } = callbackUrl(result.paymentId, gatewayOrderId, 'captured');
      const webhook = demo.webhook(
        {
          event: 'payment.captured',
          gatewayOrderId,
          gatewayPaymentId: settled.gatewayPaymentId,
          amount: result.amount,
        },
        BOOKING_NOW,
      );
      const signature = demo.signWebhook(webhook.rawBody);
      for (let copy = 0; copy < 3; copy += 1) deliveries.push(() => deliver(webhook.rawBody, signature));
      deliveries.push(() => client.get(url));
    }
    // Shuffle (deterministic), then fire everything at once.
    let seed = 42;
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const swap = seed % (index + 1);
      [deliveries[index], deliveries[swap]] = [deliveries[swap] as never, deliveries[index] as never];
    }
    const responses = await Promise.all(deliveries.map((send) => send()));
    expect(responses.filter((response) => response.statusCode >= 400)).toEqual([]);

    const paymentIds = checkouts.map((result) => result.paymentId);
    let captured = 0;
    let paid = 0;
    for (const paymentId of paymentIds) {
      const stored = await paymentStatus(context.db, paymentId);
      if (stored.payment?.status === 'captured') captured += 1;
      paid += stored.orders.filter((order) => order.status === 'paid').length;
    }
    expect(captured).toBe(100);
    expect(paid).toBe(100);
    expect(await smsCount(context.db)).toBe(smsBefore + 100);
    const [notificationsAfter] = await context.db.select({ n: count() }).from(notifications);
    expect((notificationsAfter?.n ?? 0) - (notificationsBefore?.n ?? 0)).toBe(100);
    const [events] = await context.db.select({ n: count() }).from(paymentEvents);
    expect(events?.n).toBeGreaterThanOrEqual(100);
    expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 100, held: 100 });
  });

  describe('holds', () => {
    it('expire after HOLD_MINUTES and release their capacity exactly once, however many sweeps run', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 2 });
      const result = await checkoutOk(client, { lines: [aCartLine(sevaId, { quantity: 2 })] });
      expect(await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 9 * 60_000))).toBe(0);
      expect((await capacityOf(context.db, sevaId)).booked).toBe(2);
      const later = new Date(BOOKING_NOW.getTime() + 11 * 60_000);
      const counts = await Promise.all([
        expireHolds(context.db, later),
        expireHolds(context.db, later),
        expireHolds(context.db, later),
      ]);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
      expect(await expireHolds(context.db, later)).toBe(0);
      expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 0, held: 0 });
      const stored = await paymentStatus(context.db, result.paymentId);
      expect(stored.payment?.status).toBe('expired');
      expect(stored.orders[0]?.status).toBe('expired');
      const [audits] = await context.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(stored.orders[0]?.id)));
      expect(audits?.n).toBe(2); // created, expired: once
    });

    it('a capture after expiry re-takes the capacity while the day still has room', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
      const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
      await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 11 * 60_000));
      expect((await capacityOf(context.db, sevaId)).booked).toBe(0);
      const { url } = callbackUrl(result.paymentId, await gatewayOrderIdOf(result.paymentId), 'captured');
      const back = await client.get(url);
      expect(back.headers.location).toBe(`/payment-success/${result.paymentId}`);
      const stored = await paymentStatus(context.db, result.paymentId);
      expect(stored.payment?.status).toBe('captured');
      expect(stored.orders[0]?.status).toBe('paid');
      expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 1, held: 1 });
    });

    it('a capture after expiry when the day filled up is refunded automatically, never overbooked', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
      const late = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
      await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 11 * 60_000));
      const other = await aLoggedInDevotee(context.app, context.db);
      await checkoutOk(other.client, { lines: [aCartLine(sevaId)] });

      const { url } = callbackUrl(late.paymentId, await gatewayOrderIdOf(late.paymentId), 'captured');
      const back = await client.get(url);
      expect(back.headers.location).toBe(`/payment-failed/${late.paymentId}`);
      await client.get(url); // a replay refunds nothing more
      const stored = await paymentStatus(context.db, late.paymentId);
      expect(stored.payment?.status).toBe('refunded');
      expect(stored.orders[0]?.status).toBe('refunded');
      expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 1, held: 1 });
      const refundRows = await context.db.select().from(refunds).where(eq(refunds.paymentId, late.paymentId));
      expect(refundRows).toHaveLength(1);
      expect(refundRows[0]).toMatchObject({ status: 'processed', amount: late.amount });
      expect(refundRows[0]?.gatewayRefundId).toMatch(/^rfnd_demo_/);
      const summary = await client.get(`/api/v1/payments/${late.paymentId}`);
      expect(summary.json().message).toMatch(/refunded/);
    });

    it('the devotee can give up a pending payment, which frees the place at once', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
      const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
      const cancelled = await client.post(`/api/v1/payments/${result.paymentId}/cancel`, {
        remarks: 'Closed the payment window',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await capacityOf(context.db, sevaId)).booked).toBe(0);
      const again = await client.post(`/api/v1/payments/${result.paymentId}/cancel`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_PENDING' });
      expect((await paymentStatus(context.db, result.paymentId)).orders[0]?.status).toBe('cancelled');
    });
  });

  it('records payment errors and callback remarks (spec PaymentResponse), for the payer only', async () => {
    const sevaId = await insertSeva(context.db, temple);
    const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const error = await client.post(`/api/v1/payments/${result.paymentId}/responses`, {
      errorResponse: 'BAD_REQUEST: card declined',
    });
    expect(error.statusCode, error.body).toBe(201);
    const remark = await client.post(`/api/v1/payments/${result.paymentId}/responses`, {
      callbackRemarks: 'Payment window closed',
    });
    expect(remark.statusCode).toBe(201);
    const both = await client.post(`/api/v1/payments/${result.paymentId}/responses`, {
      errorResponse: 'a',
      callbackRemarks: 'b',
    });
    expect(both.statusCode).toBe(400);
    const rows = await context.db
      .select()
      .from(paymentResponses)
      .where(eq(paymentResponses.paymentId, result.paymentId));
    expect(rows.map((row) => [row.kind, row.errorResponse ?? row.callbackRemarks])).toEqual([
      ['error', 'BAD_REQUEST: card declined'],
      ['callback', 'Payment window closed'],
    ]);
    const stranger = await aLoggedInDevotee(context.app, context.db);
    const foreign = await stranger.client.post(`/api/v1/payments/${result.paymentId}/responses`, {
      errorResponse: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/payments/${result.paymentId}`)).statusCode).toBe(404);
    const [payment] = await context.db.select().from(payments).where(eq(payments.id, result.paymentId));
    expect(payment?.status).toBe('created');
  });
});
