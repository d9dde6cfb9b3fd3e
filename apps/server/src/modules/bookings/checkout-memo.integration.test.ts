import { formatDisplayDate } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments, sessions, sevaBlocking, sevas, users } from '../../db/schema/index.ts';
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
} from '../../test/booking-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../auth/session-store.ts';
import { BookingFactsMemo } from './booking-facts-memo.ts';

/**
 * Checkout prices from booking facts and a session it remembers (BookingFactsMemo, SessionMemo) and
 * writes in one round trip; these changes are made behind its back, straight in the database as another
 * server process would make them, after a first checkout has filled both memories. Each must still
 * take effect on the very next checkout.
 */
describe('checkout with remembered facts and sessions', () => {
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

  async function writtenRows() {
    const [orderCount] = await context.db.select({ n: count() }).from(orders);
    const [paymentCount] = await context.db.select({ n: count() }).from(payments);
    return { orders: orderCount?.n, payments: paymentCount?.n };
  }

  it('prices at the new rate once the temple changed it', async () => {
    const sevaId = await insertSeva(context.db, temple, { rate: 5_000, maxLimitPerDay: 10 });
    await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    await context.db.update(sevas).set({ rate: 7_500 }).where(eq(sevas.id, sevaId));

    const result = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    expect(result.orders[0]?.totals.amount).toBe(7_500);
    const lines = await context.db
      .select({ rate: orderLines.rate })
      .from(orderLines)
      .where(eq(orderLines.orderId, result.orders[0]?.id ?? 0));
    expect(lines).toEqual([{ rate: 7_500 }]);
  });

  it('refuses a date blocked, or a seva disabled, since it was last read, and writes nothing', async () => {
    const blockedSeva = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const disabledSeva = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    await checkoutOk(client, { lines: [aCartLine(blockedSeva)] });
    await checkoutOk(client, { lines: [aCartLine(disabledSeva)] });
    await context.db.insert(sevaBlocking).values({
      templeId: temple.templeId,
      sevaId: blockedSeva,
      fromDate: PERFORM_DATE,
      toDate: PERFORM_DATE,
      reason: 'Temple festival',
    });
    await context.db.update(sevas).set({ status: 0 }).where(eq(sevas.id, disabledSeva));
    const before = await writtenRows();

    const blocked = await client.post('/api/v1/checkout', { lines: [aCartLine(blockedSeva)] });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'DATE_BLOCKED' });
    const disabled = await client.post('/api/v1/checkout', { lines: [aCartLine(disabledSeva)] });
    expect(disabled.statusCode, disabled.body).toBe(409);
    expect(disabled.json()).toMatchObject({ code: 'SEVA_NOT_AVAILABLE' });
    expect(await writtenRows()).toEqual(before);
    expect((await capacityOf(context.db, blockedSeva)).booked).toBe(1);
  });

  it('says how many are left when others filled the day since the facts were read', async () => {
    const sevaId = await insertSeva(context.db, temple, { name: 'Ganapathy Homam', maxLimitPerDay: 3 });
    await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const { client: other } = await aLoggedInDevotee(context.app, context.db);
    await checkoutOk(other, { lines: [aCartLine(sevaId)] });
    const before = await writtenRows();

    const response = await client.post('/api/v1/checkout', { lines: [aCartLine(sevaId, { quantity: 2 })] });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SEVA_FULL',
      detail: `Only 1 of Ganapathy Homam can still be booked on ${formatDisplayDate(PERFORM_DATE)}`,
    });
    expect(await writtenRows()).toEqual(before);
    expect((await capacityOf(context.db, sevaId)).booked).toBe(2);
  });

  it('answers 401 and writes nothing once the session was ended elsewhere', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const { user, client: devotee } = await aLoggedInDevotee(context.app, context.db);
    await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    await context.db.delete(sessions).where(eq(sessions.userId, user.id));
    const before = await writtenRows();

    const response = await devotee.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(devotee.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await writtenRows()).toEqual(before);
    expect((await capacityOf(context.db, sevaId)).booked).toBe(1);
  });

  it('answers 401 and writes nothing once the account was deactivated', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const { user, client: devotee } = await aLoggedInDevotee(context.app, context.db);
    await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    await context.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    const before = await writtenRows();

    const response = await devotee.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(response.statusCode, response.body).toBe(401);
    expect(await writtenRows()).toEqual(before);
  });

  it('takes the mobile and email on the order from the account as it is when writing', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const { user, client: devotee } = await aLoggedInDevotee(context.app, context.db);
    await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    await context.db.update(users).set({ email: 'new-address@nivedya.test' }).where(eq(users.id, user.id));

    const result = await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    const [order] = await context.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.id, result.orders[0]?.id ?? 0));
    expect(order?.email).toBe('new-address@nivedya.test');
  });

  it('remembers facts per cart scope until a read finds them changed', async () => {
    const memo = new BookingFactsMemo(2);
    const first = await insertSeva(context.db, temple, { rate: 1_000 });
    const second = await insertSeva(context.db, temple, { rate: 2_000 });
    const scopeOf = (sevaId: number) => ({
      sevaIds: [sevaId],
      days: { from: PERFORM_DATE, to: PERFORM_DATE },
    });
    const rateIn = async (sevaId: number, read: 'load' | 'reload') =>
      (await memo[read](context.db, scopeOf(sevaId))).sevas.get(sevaId)?.rate;

    expect(await rateIn(first, 'load')).toBe(1_000);
    expect(await rateIn(second, 'load')).toBe(2_000);
    await context.db.update(sevas).set({ rate: 1_100 }).where(eq(sevas.id, first));
    // Not read again: what the write's version check is there for.
    expect(await rateIn(first, 'load')).toBe(1_000);
    expect(await rateIn(first, 'reload')).toBe(1_100);
    // The newer read forgot the other scope, read at the older version.
    expect(memo.size).toBe(1);
    expect(await rateIn(second, 'load')).toBe(2_000);
    expect(memo.size).toBe(2);
  });
});
