import {
  addDays,
  type CartEvaluation,
  type MyStarSeries,
  type MyStarSeriesList,
  type Receipt,
  type StarSeriesDue,
  type StarSeriesDuePayment,
  type StarSeriesPlan,
  UserType,
} from '@nivedya/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderLines, orders, smsOutbox, temples } from '../../db/schema/index.ts';
import { starSeriesDueJobs } from '../../jobs/background-jobs.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  type BookingTemple,
  capacityOf,
  checkoutOk,
  insertBookingTemple,
  insertSeva,
} from '../../test/booking-builders.ts';
import { payOnDemo } from '../../test/refund-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { expireHolds } from '../bookings/expire-holds.ts';

const GURUVAYUR = { latitude: 10.5943, longitude: 76.0411, timeZone: 'Asia/Kolkata' };
const ROHINI = 4;
const IST_MS = 5.5 * 3_600_000;

interface Problem {
  code: string;
  detail: string;
}

/** The instant a temple in India starts `date` (00:00 IST). */
function startOfIndianDay(date: string): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - IST_MS);
}

describe('a star series paid month by month (issue #19)', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let requests = 0;
  const guest = () => new TestClient(context.app, `10.7.${++requests >> 8}.${requests & 255}`);
  const job = (name: string) => starSeriesDueJobs(context.config).find((each) => each.name === name)!;

  async function plan(sevaId: number, occurrences: number): Promise<StarSeriesPlan> {
    const response = await guest().get(
      `/api/v1/sevas/${sevaId}/star-series?star=${ROHINI}&every=month&occurrences=${occurrences}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StarSeriesPlan>();
  }

  /** A devotee's series of `occurrences` months, its first date paid, the others due. */
  async function aMonthByMonthSeries(occurrences: number, rate = 5000) {
    context.clock.now = BOOKING_NOW;
    const sevaId = await insertSeva(context.db, temple, { rate, maxLimitPerDay: 5 });
    const planned = await plan(sevaId, occurrences);
    const devotee = await aLoggedInDevotee(context.app, context.db);
    const line = aCartLine(sevaId, {
      performDate: planned.dates[0],
      starId: ROHINI,
      starSeries: { every: 'month', dates: planned.dates, payment: 'each' },
    });
    const checkout = await checkoutOk(devotee.client, { lines: [line] });
    await payOnDemo(context, devotee.client, checkout);
    const [series] = (await devotee.client.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items;
    return { sevaId, planned, line, checkout, series: series!, ...devotee };
  }

  async function orderOf(token: string) {
    const [order] = await context.db.select().from(orders).where(eq(orders.receiptToken, token));
    return order!;
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db);
    await context.db.update(temples).set(GURUVAYUR).where(eq(temples.id, temple.templeId));
  });
  afterAll(async () => context.close());

  it('prices the first date now and each later date alone, holds every place, and writes each later date as a due order', async () => {
    const sevaId = await insertSeva(context.db, temple, { rate: 5000, maxLimitPerDay: 5 });
    const planned = await plan(sevaId, 4);
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const line = aCartLine(sevaId, {
      performDate: planned.dates[0],
      starId: ROHINI,
      starSeries: { every: 'month', dates: planned.dates, payment: 'each' },
    });
    const once = aCartLine(sevaId, {
      performDate: planned.dates[0],
      starId: ROHINI,
      starSeries: { every: 'month', dates: planned.dates.slice(0, 1) },
    });
    const evaluated = (await client.post('/api/v1/cart/evaluate', { lines: [line] })).json<CartEvaluation>();
    const single = (await client.post('/api/v1/cart/evaluate', { lines: [once] })).json<CartEvaluation>();
    const [order] = evaluated.orders;
    expect(order?.lines[0]?.amount).toBe(5000);
    expect(order?.totals.totalAmount).toBe(single.orders[0]?.totals.totalAmount);
    expect(order?.lines[0]?.seriesDue).toEqual({
      dates: planned.dates.slice(1),
      totalEach: single.orders[0]?.totals.totalAmount,
    });

    const checkout = await checkoutOk(client, { lines: [line] });
    expect(checkout.amount).toBe(single.orders[0]?.totals.totalAmount);
    expect(checkout.orders).toHaveLength(1);
    const placed = await context.db
      .select({ order: orders, line: orderLines })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.sevaId, sevaId))
      .orderBy(asc(orderLines.performDate));
    expect(placed.map((row) => row.line.performDate)).toEqual(planned.dates);
    expect(new Set(placed.map((row) => row.line.starSeriesId)).size).toBe(1);
    const [first, ...later] = placed;
    expect(first?.order).toMatchObject({ status: 'pending', paymentId: checkout.paymentId, dueBy: null });
    for (const { order: due, line: dated } of later) {
      expect(due).toMatchObject({
        status: 'due',
        paymentId: null,
        totalAmount: order?.lines[0]?.seriesDue?.totalEach,
      });
      // Its time to pay runs to the end of the day two days before it, at the temple.
      const dueBy = startOfIndianDay(addDays(dated.performDate!, -1));
      expect(due.dueBy).toEqual(dueBy);
      expect(due.holdExpiresAt).toEqual(dueBy);
    }
    expect(new Set(later.map((row) => row.order.id)).size).toBe(3);
    for (const date of planned.dates) expect((await capacityOf(context.db, sevaId, date)).booked).toBe(1);

    // Paying the checkout pays the first date only; booking history lists it, not the dates still due.
    await payOnDemo(context, client, checkout);
    expect((await orderOf(checkout.orders[0]!.receiptToken)).status).toBe('paid');
    const stillDue = await context.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          later.map((row) => row.order.id),
        ),
      );
    expect(stillDue.every((row) => row.status === 'due')).toBe(true);
    const history = (await client.get('/api/v1/me/orders')).json<{ items: { id: number }[] }>();
    expect(history.items.map((item) => item.id)).toEqual([checkout.orders[0]!.id]);
    const [series] = (await client.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items;
    expect(series?.payment).toBe('each');
    expect(series?.dates[0]?.due).toBeNull();
    expect(series?.dates.slice(1).map((date) => date.due?.state)).toEqual(['due', 'due', 'due']);
    expect(series?.dates[1]?.due?.payBy).toBe(addDays(planned.dates[1]!, -2));
  });

  it('pays a date in one tap from its link, and a payment that does not complete gives it back to due', async () => {
    const { series, sevaId, client } = await aMonthByMonthSeries(3);
    const date = series.dates[1]!;
    const token = date.due!.token;

    // Whoever holds the link sees the date; a token that is not ours is a 404.
    const shown = await guest().get(`/api/v1/star-series-dues/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<StarSeriesDue>()).toMatchObject({
      state: 'due',
      date: date.date,
      totalAmount: date.due!.totalAmount,
      payBy: addDays(date.date, -2),
      devoteeName: series.devoteeName,
    });
    // Its receipt link is no receipt yet: it says the date is kept and paid before it comes.
    const receipt = (await guest().get(`/api/v1/receipts/${token}`)).json<Receipt>();
    expect(receipt.status).toBe('due');
    expect(receipt.statusMessage).toContain('is kept for you and is paid before it comes');
    expect((await guest().get(`/api/v1/star-series-dues/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await guest().post(`/api/v1/star-series-dues/${'x'.repeat(43)}/pay`)).statusCode).toBe(404);

    const paying = await guest().post(`/api/v1/star-series-dues/${token}/pay`);
    expect(paying.statusCode, paying.body).toBe(200);
    const payment = paying.json<StarSeriesDuePayment>();
    expect(payment.amount).toBe(date.due!.totalAmount);
    expect(payment.checkoutUrl).toContain('/pay/demo/');
    expect((await orderOf(token)).status).toBe('pending');
    // A second tap while the first payment is open: refused, nothing opened.
    const twice = await guest().post(`/api/v1/star-series-dues/${token}/pay`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Problem>().detail).toContain('under way');

    // The devotee leaves the gateway page: the hold runs out, the date is due again, its place kept.
    await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 60 * 60_000));
    expect((await orderOf(token)).status).toBe('due');
    expect((await capacityOf(context.db, sevaId, date.date)).booked).toBe(1);

    const again = (await guest().post(`/api/v1/star-series-dues/${token}/pay`)).json<StarSeriesDuePayment>();
    await payOnDemo(context, client, again);
    expect((await orderOf(token)).status).toBe('paid');
    const [after] = (await client.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items;
    expect(after?.dates[1]?.due?.state).toBe('paid');
    expect(after?.dates[2]?.due?.state).toBe('due');
    const paid = await guest().post(`/api/v1/star-series-dues/${token}/pay`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<Problem>().detail).toContain('paid already');
  });

  it('a capture that arrives after its payment ran out still pays the date, its place kept all along', async () => {
    const { series, sevaId, client } = await aMonthByMonthSeries(2);
    const date = series.dates[1]!;
    const token = date.due!.token;
    const payment = (
      await guest().post(`/api/v1/star-series-dues/${token}/pay`)
    ).json<StarSeriesDuePayment>();
    await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 60 * 60_000));
    expect((await orderOf(token)).status).toBe('due');
    await payOnDemo(context, client, payment);
    expect((await orderOf(token)).status).toBe('paid');
    expect((await capacityOf(context.db, sevaId, date.date)).booked).toBe(1);
  });

  it('reminds once on the fifth day before a date, and lets an unpaid date go when its pay-by day ends', async () => {
    const { series, sevaId, user } = await aMonthByMonthSeries(2);
    const date = series.dates[1]!;
    const token = date.due!.token;
    const remind = job('remind-star-series-dues');
    const lapse = job('lapse-star-series-dues');
    // Other tests' series share the temple: this date's reminders are the SMS carrying its link.
    const remindersOfThisDate = async () =>
      (await context.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'star-series-date-due'))).filter(
        (sms) => sms.body.includes(`/star-series-due/${token}`),
      ).length;

    // 09:30 in India, when the job runs: the sixth day before is too early, the fifth is the day.
    const morningOf = (day: string) => new Date(startOfIndianDay(day).getTime() + 9.5 * 3_600_000);
    await remind.run(context.db, morningOf(addDays(date.date, -6)));
    expect(await remindersOfThisDate()).toBe(0);
    await remind.run(context.db, morningOf(addDays(date.date, -5)));
    expect(await remindersOfThisDate()).toBe(1);
    await remind.run(context.db, morningOf(addDays(date.date, -4)));
    expect(await remindersOfThisDate()).toBe(1);
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.link, `/star-series-due/${token}`)));
    expect(notice?.title).toContain('Pay for');

    const dueBy = startOfIndianDay(addDays(date.date, -1));
    await lapse.run(context.db, new Date(dueBy.getTime() - 1));
    expect((await orderOf(token)).status).toBe('due');
    await lapse.run(context.db, dueBy);
    expect((await orderOf(token)).status).toBe('expired');
    expect(await lapse.run(context.db, dueBy)).toEqual({ lapsed: 0 });
    expect(await capacityOf(context.db, sevaId, date.date)).toMatchObject({ booked: 0, held: 0 });
    context.clock.now = dueBy;
    const late = await guest().post(`/api/v1/star-series-dues/${token}/pay`);
    expect(late.statusCode).toBe(409);
    expect(late.json<Problem>().detail).toContain('was not paid by');
    const lapsedNotice = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.link, '/devotee-booking-history')));
    expect(lapsedNotice.some((each) => each.title.includes('was let go'))).toBe(true);
    context.clock.now = BOOKING_NOW;
  });

  it('stopping the series lets its unpaid dates go and asks the temple to refund the paid ones', async () => {
    const { series, sevaId, client, checkout } = await aMonthByMonthSeries(3);
    const stop = await client.post(`/api/v1/me/star-series/${series.id}/stop`, { reason: 'Moving abroad' });
    expect(stop.statusCode, stop.body).toBe(200);
    const stopped = stop.json<MyStarSeries>();
    expect(stopped.refundStatus).toBe('requested');
    expect(stopped.dates.slice(1).map((date) => date.due?.state)).toEqual(['cancelled', 'cancelled']);
    for (const date of stopped.dates.slice(1)) {
      expect(await capacityOf(context.db, sevaId, date.date)).toMatchObject({ booked: 0, held: 0 });
    }
    // The first date, paid, waits on the temple's refund decision and keeps its place meanwhile.
    expect((await capacityOf(context.db, sevaId, stopped.dates[0]!.date)).booked).toBe(1);
    expect((await orderOf(checkout.orders[0]!.receiptToken)).status).toBe('paid');
  });

  it('a blocked date still to be paid is moved like a paid one, and its time to pay moves with it', async () => {
    const { series, sevaId, client, user } = await aMonthByMonthSeries(2);
    const date = series.dates[1]!;
    const adminUser = await insertUser(context.db, {
      userType: UserType.TempleAdmin,
      templeId: temple.templeId,
    });
    const admin = await logInAs(context.app, adminUser);
    const blocked = await admin.post(`/api/v1/temples/${temple.templeId}/seva-blockings`, {
      sevaId,
      fromDate: date.date,
      toDate: date.date,
      reason: 'Utsavam',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const told = await context.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.some((each) => each.title.includes('is closed'))).toBe(true);
    const [closed] = (await client.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items;
    const alternative = closed!.dates[1]!.alternative!;
    expect(alternative).not.toBeNull();
    const moved = await client.post(`/api/v1/me/star-series/${series.id}/dates/${date.orderLineId}/move`, {
      date: alternative,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = await orderOf(date.due!.token);
    expect(order.status).toBe('due');
    expect(order.dueBy).toEqual(startOfIndianDay(addDays(alternative, -1)));
    expect(order.lastPerformDate).toBe(alternative);
  });

  it('an abandoned first payment lets the later dates go with it', async () => {
    context.clock.now = BOOKING_NOW;
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
    const planned = await plan(sevaId, 3);
    const { client } = await aLoggedInDevotee(context.app, context.db);
    await checkoutOk(client, {
      lines: [
        aCartLine(sevaId, {
          performDate: planned.dates[0],
          starId: ROHINI,
          starSeries: { every: 'month', dates: planned.dates, payment: 'each' },
        }),
      ],
    });
    for (const date of planned.dates) expect((await capacityOf(context.db, sevaId, date)).booked).toBe(1);
    await expireHolds(context.db, new Date(BOOKING_NOW.getTime() + 60 * 60_000));
    for (const date of planned.dates) {
      expect(await capacityOf(context.db, sevaId, date)).toMatchObject({ booked: 0, held: 0 });
    }
    const left = await context.db
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.sevaId, sevaId));
    expect(left.map((row) => row.status).sort()).toEqual(['expired', 'expired', 'expired']);
  });

  it('refuses paying date by date where the temple takes no online payment', async () => {
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
    const planned = await plan(sevaId, 2);
    const starSeries = { every: 'month' as const, dates: planned.dates, payment: 'each' as const };
    await context.db.update(temples).set({ paymentGatewayId: 'none' }).where(eq(temples.id, temple.templeId));
    try {
      const { client } = await aLoggedInDevotee(context.app, context.db);
      const refused = await client.post('/api/v1/checkout', {
        lines: [aCartLine(sevaId, { performDate: planned.dates[0], starId: ROHINI, starSeries })],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Problem>()).toMatchObject({ code: 'PAYMENT_MODE_NOT_AVAILABLE' });
      expect(refused.json<Problem>().detail).toContain('pay for every date of the series now');
      expect((await capacityOf(context.db, sevaId, planned.dates[1]!)).booked).toBe(0);
    } finally {
      await context.db
        .update(temples)
        .set({ paymentGatewayId: 'demo' })
        .where(eq(temples.id, temple.templeId));
    }
  });
});
