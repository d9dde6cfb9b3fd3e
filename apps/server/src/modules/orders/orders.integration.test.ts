import {
  type CheckoutResult,
  formatDisplayDate,
  type OrderDetail,
  type OrderList,
  SEVA_UPDATED_MESSAGE,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoGateway } from '../../adapters/payments/demo-gateway.ts';
import { orderLines } from '../../db/schema/index.ts';
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
} from '../../test/booking-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

describe('orders after booking: history, details, perform update, receipts', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let client: TestClient;
  let stranger: TestClient;
  let sevaId: number;
  let paid: CheckoutResult;

  async function pay(result: CheckoutResult) {
    const demo = createDemoGateway({
      appSecret: context.config.appSecret,
    });
    const { payment } = await paymentStatus(context.db, result.paymentId);
    const settled = demo.settle(payment?.gatewayOrderId ?? '', 'captured');
    const back = await client.get(
      `/api/v1/payments/${result.paymentId}/callback?${new URLSearchParams({ ...settled })}`,
    );
    expect(back.headers.location).toBe(`/payment-success/${result.paymentId}`);
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db, { name: 'Sree Krishna Temple' });
    sevaId = await insertSeva(context.db, temple, {
      name: 'Palpayasam',
      rate: 15_000,
      postageCharge: 1000,
      maxLimitPerDay: 2,
    });
    ({ client } = await aLoggedInDevotee(context.app, context.db));
    ({ client: stranger } = await aLoggedInDevotee(context.app, context.db));
    paid = await checkoutOk(client, {
      lines: [aCartLine(sevaId, { quantity: 1, devoteeName: 'Anand', starId: 9 })],
      dakshina: [{ templeId: temple.templeId, amount: 5100 }],
    });
    await pay(paid);
  });
  afterAll(async () => context.close());

  it('lists booking history, newest first, with temple name and logo; only the devotee’s own', async () => {
    const pending = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
    const response = await client.get('/api/v1/me/orders?limit=10');
    expect(response.statusCode).toBe(200);
    const body = response.json<OrderList>();
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.id)).toEqual([pending.orders[0]?.id, paid.orders[0]?.id]);
    expect(body.items[1]).toMatchObject({
      templeName: 'Sree Krishna Temple',
      templeLogoUrl: `/api/v1/images/temple-logo/${temple.templeId}`,
      orderNumber: paid.orders[0]?.orderNumber,
      status: 'paid',
      totalAmount: paid.amount,
      dakshinaAmount: 5100,
      numberOfPoojas: 1,
      paymentId: paid.paymentId,
      // What was booked and for when (issue #18).
      sevas: [{ sevaName: 'Palpayasam', sevaNameNarration: null, performDate: PERFORM_DATE, tillDate: null }],
    });
    expect((await client.get('/api/v1/me/orders?status=paid')).json<OrderList>().total).toBe(1);
    expect((await stranger.get('/api/v1/me/orders')).json<OrderList>().total).toBe(0);
    const cancelled = await client.post(`/api/v1/payments/${pending.paymentId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    // An attempt never paid is not a booking: history leaves it out, asking by status finds it.
    const history = (await client.get('/api/v1/me/orders?limit=10')).json<OrderList>();
    expect(history.items.map((item) => item.id)).toEqual([paid.orders[0]?.id]);
    expect(history.total).toBe(1);
    const failed = (await client.get('/api/v1/me/orders?status=cancelled')).json<OrderList>();
    expect(failed.items.map((item) => item.id)).toEqual([pending.orders[0]?.id]);
  });

  it('lists the orders of a payment (Order Details list); another devotee gets 404', async () => {
    const response = await client.get(`/api/v1/payments/${paid.paymentId}/orders`);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderList>().items.map((item) => item.orderNumber)).toEqual([
      paid.orders[0]?.orderNumber,
    ]);
    expect((await stranger.get(`/api/v1/payments/${paid.paymentId}/orders`)).statusCode).toBe(404);
  });

  it('shows an order’s details: lines, banner, edit rights, deity image, star, totals with SGST and CGST', async () => {
    const response = await client.get(`/api/v1/me/orders/${paid.orders[0]?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<OrderDetail>();
    const totals = paid.orders[0]?.totals;
    expect(detail).toMatchObject({
      orderNumber: paid.orders[0]?.orderNumber,
      templeName: 'Sree Krishna Temple',
      status: 'paid',
      isVerified: true,
      receiptToken: paid.orders[0]?.receiptToken,
      totals: {
        amount: 15_000,
        postageCharge: 1000,
        dakshinaAmount: 5100,
        serviceCharge: totals?.serviceCharge,
        sgst: totals?.sgst,
        cgst: totals?.cgst,
        totalAmount: paid.amount,
        numberOfPoojas: 1,
      },
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({
      serialNo: 1,
      sevaName: 'Palpayasam',
      deityName: 'Mahadeva',
      deityImageUrl: `/api/v1/images/deity/${temple.deityId}`,
      devoteeName: 'Anand',
      starId: 9,
      performDate: PERFORM_DATE,
      isPerformDateVisible: true,
      rate: 15_000,
      postageCharge: 1000,
      lineTotal: 16_000,
      isAllowEdit: true,
      canEditDateNameStar: true,
      banner: '',
    });
    expect(detail.lines[0]?.starName).toBeTruthy();
    expect((await stranger.get(`/api/v1/me/orders/${paid.orders[0]?.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/v1/me/orders/999999')).statusCode).toBe(404);
  });

  describe('perform update (spec POST /PerformUpdate, Type 0)', () => {
    async function lineOf(result: CheckoutResult) {
      const [line] = await context.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, result.orders[0]?.id ?? 0));
      if (!line) throw new Error('no line');
      return line;
    }

    it('moves the seva to a new date, moving its capacity atomically, with the spec’s message', async () => {
      const line = await lineOf(paid);
      const newDate = dayAfterBooking(12);
      const response = await client.patch(`/api/v1/me/order-lines/${line.id}`, {
        performDate: newDate,
        devoteeName: 'Anand K',
        starId: 10,
        remarks: 'Please perform in the morning',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: SEVA_UPDATED_MESSAGE,
        line: {
          performDate: newDate,
          devoteeName: 'Anand K',
          starId: 10,
          description: 'Please perform in the morning',
        },
      });
      expect(await capacityOf(context.db, sevaId, PERFORM_DATE)).toMatchObject({ booked: 0, held: 0 });
      expect(await capacityOf(context.db, sevaId, newDate)).toMatchObject({ booked: 1, held: 1 });
    });

    it('refuses a full date (409 SEVA_FULL) and a date the rules refuse, moving nothing', async () => {
      const line = await lineOf(paid);
      const fullDate = dayAfterBooking(14);
      await checkoutOk(client, { lines: [aCartLine(sevaId, { performDate: fullDate, quantity: 2 })] });
      const full = await client.patch(`/api/v1/me/order-lines/${line.id}`, { performDate: fullDate });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'SEVA_FULL' });
      expect(full.json().detail).toContain(formatDisplayDate(fullDate));
      const early = await client.patch(`/api/v1/me/order-lines/${line.id}`, {
        performDate: dayAfterBooking(-1),
      });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ code: 'BEFORE_MIN_PERFORM_DATE' });
      expect((await capacityOf(context.db, sevaId, dayAfterBooking(12))).booked).toBe(1);
      expect((await capacityOf(context.db, sevaId, fullDate)).booked).toBe(2);
    });

    it('two saves at once move the capacity once', async () => {
      const line = await lineOf(paid);
      const target = dayAfterBooking(15);
      const responses = await Promise.all([
        client.patch(`/api/v1/me/order-lines/${line.id}`, { performDate: target }),
        client.patch(`/api/v1/me/order-lines/${line.id}`, { performDate: target }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      expect((await capacityOf(context.db, sevaId, dayAfterBooking(12))).booked).toBe(0);
      expect(await capacityOf(context.db, sevaId, target)).toMatchObject({ booked: 1, held: 1 });
    });

    it('refuses a line that is not editable, an approved line’s date, and another devotee’s line', async () => {
      const line = await lineOf(paid);
      expect((await stranger.patch(`/api/v1/me/order-lines/${line.id}`, { remarks: 'x' })).statusCode).toBe(
        404,
      );

      await context.db.update(orderLines).set({ isApproved: true }).where(eq(orderLines.id, line.id));
      const approvedDate = await client.patch(`/api/v1/me/order-lines/${line.id}`, {
        performDate: dayAfterBooking(16),
      });
      expect(approvedDate.statusCode).toBe(409);
      expect(approvedDate.json()).toMatchObject({ code: 'ORDER_LINE_NOT_EDITABLE' });
      expect(
        (await client.patch(`/api/v1/me/order-lines/${line.id}`, { remarks: 'Evening please' })).statusCode,
      ).toBe(200);

      await context.db.update(orderLines).set({ isAllowEdit: false }).where(eq(orderLines.id, line.id));
      const locked = await client.patch(`/api/v1/me/order-lines/${line.id}`, { remarks: 'x' });
      expect(locked.statusCode).toBe(409);
      expect((await client.patch(`/api/v1/me/order-lines/${line.id}`, {})).statusCode).toBe(400);
    });
  });

  describe('receipts (spec GET /SevaReceipt; ARCHITECTURE rule 6)', () => {
    it('answers the receipt without login by its token, and nothing private', async () => {
      const token = paid.orders[0]?.receiptToken ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const receipt = response.json();
      expect(receipt).toMatchObject({
        orderNumber: paid.orders[0]?.orderNumber,
        status: 'paid',
        temple: { name: 'Sree Krishna Temple' },
        totals: {
          totalAmount: paid.amount,
          sgst: paid.orders[0]?.totals.sgst,
          cgst: paid.orders[0]?.totals.cgst,
        },
        pdfUrl: `/api/v1/receipts/${token}/pdf`,
      });
      expect(receipt.receiptUrl).toMatch(new RegExp(`/seva-receipt/${token}$`));
      expect(receipt.lines[0]).toMatchObject({ sevaName: 'Palpayasam', devoteeName: 'Anand K' });
      expect(JSON.stringify(receipt)).not.toMatch(/mobile|email/i);
    });

    it('renders a PDF with the booking number', async () => {
      const token = paid.orders[0]?.receiptToken ?? '';
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}/pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`${paid.orders[0]?.orderNumber}.pdf`);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = readPdf(bytes);
      expect(pdf.title).toBe(`Receipt ${paid.orders[0]?.orderNumber}`);
      expect(pdf.pageCount).toBe(1);
      expect(pdf.lines).toContain(`Booking No: ${paid.orders[0]?.orderNumber}`);
      expect(pdf.lines.some((line) => line.startsWith('1Palpayasam'))).toBe(true);
    });

    it('answers 404 for an unknown or malformed token', async () => {
      for (const token of ['A'.repeat(43), 'not-a-token', '1']) {
        const json = await context.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}` });
        expect(json.statusCode).toBe(404);
        const pdf = await context.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}/pdf` });
        expect(pdf.statusCode).toBe(404);
      }
    });
  });
});
