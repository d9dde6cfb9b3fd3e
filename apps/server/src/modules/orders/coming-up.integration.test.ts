import { type ComingUp, type OrderDetail, PaymentMode, SevaType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index.ts';
import { BOOKING_NOW, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booker,
  type OrdersTemple,
} from '../temple-orders/temple-order-builders.ts';

/** Issue #18: the devotee's home shows their coming poojas and what needs them or is news to them. */
describe('GET /api/v1/me/coming-up', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let ravi: Booker;
  let meera: Booker;
  let archana: number;
  let preBooking: number;

  const comingUp = async (booker: Booker) => {
    const response = await booker.client.get('/api/v1/me/coming-up');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ComingUp>();
  };
  const staffPost = (path: string, body: object) =>
    at.staff.post(`/api/v1/temples/${at.templeId}/${path}`, body);

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context, { name: 'Sree Guruvayurappan' });
    ravi = await aBooker(context);
    meera = await aBooker(context);
    archana = await insertSeva(context.db, at.temple, { name: 'Pushpanjali', maxLimitPerDay: null });
    preBooking = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      sevaType: SevaType.PreBooking,
    });
  });
  afterAll(async () => context.close());

  it('is empty for a devotee with nothing booked, and is for devotees only', async () => {
    expect(await comingUp(ravi)).toEqual({ poojas: [], notices: [] });
    expect((await at.staff.get('/api/v1/me/coming-up')).statusCode).toBe(403);
  });

  it('lists the next three paid sevas, soonest first, with temple, date and devotee; not past, unpaid or others’', async () => {
    const dates = [9, 3, 6, 12].map(dayAfterBooking);
    for (const [index, performDate] of dates.entries()) {
      await aBooking(context, ravi, archana, { line: { performDate, devoteeName: `Devotee ${index}` } });
    }
    await aBooking(context, ravi, archana, { pay: false, line: { performDate: dayAfterBooking(1) } });
    const past = await aBooking(context, ravi, archana, { line: { performDate: dayAfterBooking(2) } });
    await context.db
      .update(orderLines)
      .set({ performDate: dayAfterBooking(-1) })
      .where(eq(orderLines.id, past.lineId));
    await aBooking(context, meera, archana, { line: { performDate: dayAfterBooking(2) } });

    const { poojas } = await comingUp(ravi);
    expect(poojas.map((pooja) => [pooja.performDate, pooja.devoteeName])).toEqual([
      [dayAfterBooking(3), 'Devotee 1'],
      [dayAfterBooking(6), 'Devotee 2'],
      [dayAfterBooking(9), 'Devotee 0'],
    ]);
    expect(poojas[0]).toMatchObject({ templeName: 'Sree Guruvayurappan', sevaName: 'Pushpanjali' });
  });

  it('asks for a bank transfer still to pay, then tells of dates allotted, sevas rejected and cancellations decided', async () => {
    const transfer = await aBooking(context, meera, archana, { paymentMode: PaymentMode.BankTransfer });
    const allotted = await aBooking(context, meera, preBooking, { line: aPreBookingLine('Meera Nair') });
    const rejected = await aBooking(context, meera, preBooking, { line: aPreBookingLine('Meera Nair') });
    const cancelled = await aBooking(context, meera, archana, { line: { performDate: dayAfterBooking(5) } });

    const approve = await staffPost(`order-lines/${allotted.lineId}/approve`, {
      performDate: dayAfterBooking(20),
    });
    expect(approve.statusCode, approve.body).toBe(200);
    context.clock.now = new Date(BOOKING_NOW.getTime() + 60_000);
    const reject = await staffPost(`order-lines/${rejected.lineId}/reject`, { reason: 'Fully booked' });
    expect(reject.statusCode, reject.body).toBe(200);
    const asked = await meera.client.post(`/api/v1/me/orders/${cancelled.orderId}/cancellation-request`, {
      reason: 'We cannot travel',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    context.clock.now = new Date(BOOKING_NOW.getTime() + 120_000);
    const { refundId } = asked.json<{ refundId: number }>();
    const decided = await at.admin.post(`/api/v1/temples/${at.templeId}/refunds/${refundId}/reject`, {
      reason: 'The pooja is prepared already',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const { notices } = await comingUp(meera);
    expect(notices.map((notice) => [notice.kind, notice.orderNumber])).toEqual([
      ['bankTransferDue', transfer.orderNumber],
      ['cancellationRejected', cancelled.orderNumber],
      ['sevaRejected', rejected.orderNumber],
      ['dateAllotted', allotted.orderNumber],
    ]);
    expect(notices[0]).toMatchObject({ paymentId: transfer.paymentId, templeName: 'Sree Guruvayurappan' });
    expect(notices[0]?.amount).toBeGreaterThan(0);
    expect(notices[3]).toMatchObject({ sevaName: 'Udayasthamana Pooja', performDate: dayAfterBooking(20) });
    expect((await comingUp(ravi)).notices).toEqual([]);

    // Two weeks on, the answers are old news; the transfer is still due.
    context.clock.now = new Date(BOOKING_NOW.getTime() + 15 * 24 * 60 * 60 * 1000);
    expect((await comingUp(meera)).notices.map((notice) => notice.kind)).toEqual(['bankTransferDue']);
    context.clock.now = BOOKING_NOW;
  });

  it("shows the devotee's request to cancel in the booking's details", async () => {
    const booked = await aBooking(context, ravi, archana, { line: { performDate: dayAfterBooking(4) } });
    const detail = () => ravi.client.get(`/api/v1/me/orders/${booked.orderId}`);
    expect((await detail()).json<OrderDetail>().cancellationRequest).toBeNull();
    const asked = await ravi.client.post(`/api/v1/me/orders/${booked.orderId}/cancellation-request`, {
      reason: 'Plans changed',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await detail()).json<OrderDetail>().cancellationRequest).toEqual({
      requestedAt: BOOKING_NOW.toISOString(),
      status: 'requested',
    });
  });
});
