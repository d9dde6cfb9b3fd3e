import {
  formatDisplayDate,
  type MarkPerformedResult,
  type OrderDetail,
  type Receipt,
  type ReportRow,
  SevaType,
} from '@nivedya/domain';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderLines, orders } from '../../db/schema/index.ts';
import { BOOKING_NOW, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booked,
  type Booker,
  type OrdersTemple,
} from '../temple-orders/temple-order-builders.ts';

/** Issue #17 §4: the temple marks sevas performed and the devotee sees it, told in their language. */
describe('marking sevas performed', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let other: OrdersTemple;
  let ravi: Booker;
  let sita: Booker;
  let pushpanjali: number;
  let preBooking: number;
  let raviLine: Booked;
  let sitaLine: Booked;
  let tomorrowLine: Booked;
  const day = dayAfterBooking(2);
  /** 6:12 AM in Kerala on the perform day. */
  const performedAt = new Date(`${day}T00:42:00Z`);

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context, {
      name: 'Sree Venugopala Krishna Swamy Temple',
      rights: ['performances'],
    });
    other = await anOrdersTemple(context, { name: 'Devi Temple', rights: ['performances'] });
    ravi = await aBooker(context);
    sita = await aBooker(context);
    pushpanjali = await insertSeva(context.db, at.temple, { name: 'Pushpanjali' });
    preBooking = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      sevaType: SevaType.PreBooking,
    });
    await ravi.client.patch('/api/v1/me', { language: 'ml' });
    raviLine = await aBooking(context, ravi, pushpanjali, {
      line: { performDate: day, devoteeName: 'Ravi Menon', starId: 4 },
    });
    sitaLine = await aBooking(context, sita, pushpanjali, {
      line: { performDate: day, devoteeName: 'Sita Nair', starId: 4 },
    });
    tomorrowLine = await aBooking(context, sita, pushpanjali, {
      line: { performDate: dayAfterBooking(3), devoteeName: 'Sita Nair' },
    });
    context.clock.now = performedAt;
  });
  afterAll(async () => context.close());

  const mark = (body: Record<string, unknown>, client = at.staff) =>
    client.post(`/api/v1/temples/${at.templeId}/performances`, body);
  const performedCount = async () =>
    (await context.db.select({ n: count() }).from(orderLines).where(isNotNull(orderLines.performedAt)))[0]?.n;

  it('refuses bad input, other temples, lines not due or not paid, and staff without the right — marking nothing', async () => {
    const unpaid = await aBooking(context, sita, pushpanjali, { line: { performDate: day }, pay: false });
    const awaiting = await aBooking(context, sita, preBooking, { line: aPreBookingLine('Lakshmi') });
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ lineIds: [] }, 400, 'VALIDATION_FAILED'],
      [{ sevaId: pushpanjali }, 400, 'VALIDATION_FAILED'],
      [{ lineIds: [raviLine.lineId], sevaId: pushpanjali, date: day }, 400, 'VALIDATION_FAILED'],
      [{ lineIds: [raviLine.lineId], note: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      [{ lineIds: [raviLine.lineId, tomorrowLine.lineId] }, 409, 'LINE_NOT_PERFORMABLE'],
      [{ lineIds: [unpaid.lineId] }, 409, 'LINE_NOT_PERFORMABLE'],
      [{ lineIds: [awaiting.lineId] }, 409, 'LINE_NOT_PERFORMABLE'],
      [{ lineIds: [raviLine.lineId, 999_999] }, 404, 'NOT_FOUND'],
      [{ sevaId: pushpanjali, date: dayAfterBooking(4) }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await mark(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
    }
    expect((await mark({ lineIds: [tomorrowLine.lineId] })).json<{ detail: string }>().detail).toBe(
      `Pushpanjali for Sita Nair (booking ${tomorrowLine.orderNumber}) is for ${formatDisplayDate(dayAfterBooking(3))}: it cannot be marked performed before its day`,
    );
    expect((await mark({ lineIds: [raviLine.lineId] }, at.clerk)).statusCode).toBe(403);
    expect((await mark({ lineIds: [raviLine.lineId] }, other.staff)).statusCode).toBe(403);
    const theirs = await other.staff.post(`/api/v1/temples/${other.templeId}/performances`, {
      lineIds: [raviLine.lineId],
    });
    expect(theirs.statusCode).toBe(404);
    expect(await performedCount()).toBe(0);
  });

  it('marks one seva performed and tells its devotee in Malayalam, with the time and the note', async () => {
    const response = await mark({ lineIds: [raviLine.lineId], note: 'Performed by Melsanthi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MarkPerformedResult>()).toEqual({
      message: '1 seva marked performed; the devotees are told',
      marked: 1,
      alreadyPerformed: 0,
      performedAt: performedAt.toISOString(),
    });
    const [told] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ravi.user.id))
      .orderBy(notifications.id)
      .then((rows) => rows.slice(-1));
    expect(told?.title).toBe('വഴിപാട് നടത്തി');
    expect(told?.body).toContain('Ravi Menon (രോഹിണി) എന്നയാൾക്കുള്ള നിങ്ങളുടെ Pushpanjali');
    expect(told?.body).toContain('6:12 AM-ന് നടത്തി. Performed by Melsanthi');
    const mine = (await ravi.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).json<OrderDetail>();
    expect(mine.lines[0]?.performance).toEqual({
      performedAt: performedAt.toISOString(),
      note: 'Performed by Melsanthi',
      photoUrl: null,
    });
    const [order] = await context.db.select().from(orders).where(eq(orders.id, raviLine.orderId));
    const receipt = await new TestClient(context.app).get(`/api/v1/receipts/${order?.receiptToken}`);
    expect(receipt.json<Receipt>().lines[0]).toMatchObject({
      performedAt: performedAt.toISOString(),
      performedPhotoUrl: null,
    });
    const report = await at.admin.get(
      `/api/v1/temples/${at.templeId}/reports/performancereport?from=${day}&to=${day}`,
    );
    const rows = report.json<{ items: ReportRow[] }>().items;
    expect(rows.find((row) => row.lineId === raviLine.lineId)?.performed).toBe('06:12');
    expect(rows.find((row) => row.lineId === sitaLine.lineId)?.performed).toBeNull();
  });

  it('marks every booked line of a seva on a day, leaving one already marked as it was', async () => {
    const before = await context.db.select({ n: count() }).from(notifications);
    const response = await mark({ sevaId: pushpanjali, date: day });
    expect(response.json<MarkPerformedResult>()).toMatchObject({ marked: 1, alreadyPerformed: 1 });
    const after = await context.db.select({ n: count() }).from(notifications);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    const sitas = (await sita.client.get(`/api/v1/me/orders/${sitaLine.orderId}`)).json<OrderDetail>();
    expect(sitas.lines[0]?.performance?.note).toBeNull();
    const [sitaTold] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sita.user.id))
      .orderBy(notifications.id)
      .then((rows) => rows.slice(-1));
    expect(sitaTold?.body).toBe(
      'Your Pushpanjali for Sita Nair (Rohini) was performed at 6:12 AM at Sree Venugopala Krishna Swamy Temple.',
    );
    const again = await mark({ lineIds: [raviLine.lineId, sitaLine.lineId] });
    expect(again.json<MarkPerformedResult>()).toMatchObject({
      message: 'These sevas were already marked performed',
      marked: 0,
      alreadyPerformed: 2,
    });
    const [ravis] = await context.db.select().from(orderLines).where(eq(orderLines.id, raviLine.lineId));
    expect(ravis?.performedNote).toBe('Performed by Melsanthi');
  });
});
