import {
  type BankTransferResult,
  OrderLineStatus,
  PaymentMode,
  SevaType,
  type TempleOrderList,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { BOOKING_NOW, capacityOf, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { aBill, aBillLine, createBill } from '../counter-billing/counter-test-builders.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booked,
  type Booker,
  lastNotice,
  type OrdersTemple,
  templeOrder,
} from './temple-order-builders.ts';

/** spec transaction and payment-verification-report: the temple's orders, and bank transfers checked. */
describe("the temple's orders", () => {
  let context: TestContext;
  let at: OrdersTemple;
  let elsewhere: OrdersTemple;
  let ravi: Booker;
  let meera: Booker;
  let archana: number;
  let preBooking: number;
  let paid: Booked;
  let transfer: Booked;
  let otherTempleOrder: Booked;

  const list = async (query = '') => {
    const response = await at.clerk.get(`/api/v1/temples/${at.templeId}/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TempleOrderList>();
  };
  const numbers = (page: TempleOrderList) => page.items.map((item) => item.orderNumber);

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context);
    elsewhere = await anOrdersTemple(context, { name: 'Other Temple' });
    ravi = await aBooker(context);
    meera = await aBooker(context);
    archana = await insertSeva(context.db, at.temple, { name: 'Pushpanjali', maxLimitPerDay: 3 });
    preBooking = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      sevaType: SevaType.PreBooking,
    });
    paid = await aBooking(context, ravi, archana, { line: { devoteeName: 'Ravi Menon', quantity: 2 } });
    await aBooking(context, meera, preBooking, { line: aPreBookingLine('Meera Nair') });
    transfer = await aBooking(context, meera, archana, {
      paymentMode: PaymentMode.BankTransfer,
      line: { devoteeName: 'Meera Nair' },
    });
    const otherSeva = await insertSeva(context.db, elsewhere.temple, { name: 'Other Archana' });
    otherTempleOrder = await aBooking(context, ravi, otherSeva);
  });
  afterAll(async () => context.close());

  describe('transaction list and details', () => {
    it("lists the temple's orders only, newest first, with the booker, sevas and what awaits approval", async () => {
      const page = await list();
      expect(page.total).toBe(3);
      expect(numbers(page)).toEqual([transfer.orderNumber, expect.any(String), paid.orderNumber]);
      expect(numbers(page)).not.toContain(otherTempleOrder.orderNumber);
      expect(page.items[0]).toMatchObject({
        type: 'online',
        status: 'pending',
        paymentMode: PaymentMode.BankTransfer,
        booker: { userId: meera.user.id, name: meera.user.userName, mobile: meera.user.mobile },
        sevaNames: ['Pushpanjali'],
        verification: { isVerified: false, verifiedByName: null, verifiedAt: null },
      });
      expect(page.items[1]).toMatchObject({ sevaNames: ['Udayasthamana Pooja'], awaitingApproval: 1 });
      expect(page.items[2]).toMatchObject({ status: 'paid', numberOfPoojas: 2, awaitingApproval: 0 });
    });

    it('filters by status, payment mode, type, verification and order date, searches and pages', async () => {
      expect(numbers(await list('?status=paid'))).not.toContain(transfer.orderNumber);
      expect(numbers(await list(`?paymentMode=${PaymentMode.BankTransfer}`))).toEqual([transfer.orderNumber]);
      expect((await list('?type=counter')).total).toBe(0);
      expect((await list('?type=online')).total).toBe(3);
      expect((await list('?isVerified=false&status=pending')).total).toBe(1);
      const today = dayAfterBooking(0);
      expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
      expect((await list(`?from=${dayAfterBooking(1)}`)).total).toBe(0);
      expect(numbers(await list(`?q=${paid.orderNumber.slice(-5)}`))).toEqual([paid.orderNumber]);
      expect(numbers(await list(`?q=${ravi.user.mobile?.slice(-6)}`))).toEqual([paid.orderNumber]);
      expect(numbers(await list('?q=ravi%20men'))).toEqual([paid.orderNumber]);
      expect((await list('?q=meera')).total).toBe(2);
      const first = await list('?limit=2');
      const second = await list('?limit=2&offset=2');
      expect(first.items).toHaveLength(2);
      expect(second.items).toHaveLength(1);
      expect(first.total).toBe(3);
      for (const bad of ['?paymentMode=9', '?status=lost', '?type=phone', '?from=2030-02-02&to=2030-02-01']) {
        const response = await at.clerk.get(`/api/v1/temples/${at.templeId}/orders${bad}`);
        expect(response.statusCode, bad).toBe(400);
      }
    });

    it('shows one order: lines, totals, payment, receipt token and the Panchangam flag; 404 for another temple', async () => {
      const detail = await templeOrder(at.clerk, at.templeId, paid.orderId);
      expect(detail).toMatchObject({
        orderNumber: paid.orderNumber,
        status: 'paid',
        showPanchangam: true,
        booker: { userId: ravi.user.id },
        totals: { amount: 10_000, numberOfPoojas: 2 },
      });
      expect(detail.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(detail.paidAt).not.toBeNull();
      expect(detail.lines[0]).toMatchObject({
        sevaName: 'Pushpanjali',
        devoteeName: 'Ravi Menon',
        quantity: 2,
        status: OrderLineStatus.Booked,
        canEdit: true,
        canEditDate: true,
        canApprove: false,
      });
      const receipt = await context.app.inject({
        method: 'GET',
        url: `/api/v1/receipts/${detail.receiptToken}`,
      });
      expect(receipt.statusCode).toBe(200);
      const foreign = await at.admin.get(`/api/v1/temples/${at.templeId}/orders/${otherTempleOrder.orderId}`);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('bank-transfer verification', () => {
    it('needs the billing right', async () => {
      const url = `/api/v1/temples/${at.templeId}/orders/${transfer.orderId}`;
      expect((await at.clerk.post(`${url}/verify-payment`, {})).statusCode).toBe(403);
      expect((await at.clerk.post(`${url}/reject-payment`, { reason: 'Not seen' })).statusCode).toBe(403);
      expect((await templeOrder(at.clerk, at.templeId, transfer.orderId)).status).toBe('pending');
    });

    it('verifies: paid, with who verified and when, audited, listed as verified', async () => {
      const response = await at.staff.post(
        `/api/v1/temples/${at.templeId}/orders/${transfer.orderId}/verify-payment`,
        { remarks: 'UTR 4711' },
      );
      expect(response.statusCode, response.body).toBe(200);
      const detail = await templeOrder(at.clerk, at.templeId, transfer.orderId);
      expect(detail).toMatchObject({
        status: 'paid',
        isVerified: true,
        paymentCode: 'UTR 4711',
        verification: { isVerified: true, verifiedById: at.staffUser.id, verifiedByName: 'Counter Staff' },
      });
      expect(new Date(detail.verification.verifiedAt ?? 0).getTime()).toBe(BOOKING_NOW.getTime());
      expect(numbers(await list(`?paymentMode=${PaymentMode.BankTransfer}&isVerified=true`))).toEqual([
        transfer.orderNumber,
      ]);
      expect((await auditRows(context.db, 'order.payment-verified')).at(-1)).toMatchObject({
        actorUserId: at.staffUser.id,
        entityId: String(transfer.orderId),
      });
      const again = await at.staff.post(
        `/api/v1/temples/${at.templeId}/orders/${transfer.orderId}/reject-payment`,
        { reason: 'Too late' },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_PENDING' });
    });

    it('rejects a transfer that never came: cancelled, its places freed once, audited, the devotee told', async () => {
      const date = dayAfterBooking(9);
      const unpaid = await aBooking(context, meera, archana, {
        paymentMode: PaymentMode.BankTransfer,
        line: { performDate: date, quantity: 2 },
      });
      expect((await capacityOf(context.db, archana, date)).booked).toBe(2);
      const url = `/api/v1/temples/${at.templeId}/orders/${unpaid.orderId}/reject-payment`;
      for (const body of [{}, { reason: '' }]) {
        const refused = await at.staff.post(url, body);
        expect(refused.statusCode).toBe(400);
        expect(JSON.stringify(refused.json())).toContain('reason');
      }
      const [first, second] = await Promise.all([
        at.staff.post(url, { reason: 'Not in the statement of 12 March' }),
        at.admin.post(url, { reason: 'Not received' }),
      ]);
      const statuses = [first?.statusCode, second?.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first?.statusCode === 200 ? first : second;
      expect(winner?.json<BankTransferResult>()).toMatchObject({ status: 'cancelled' });
      expect(await capacityOf(context.db, archana, date)).toMatchObject({ booked: 0, held: 0 });
      const detail = await templeOrder(at.clerk, at.templeId, unpaid.orderId);
      expect(detail.status).toBe('cancelled');
      expect(detail.reason).toMatch(/^Bank transfer not received: /);
      expect(detail.lines[0]).toMatchObject({ status: OrderLineStatus.Cancelled, canEdit: false });
      const [payment] = await context.db.select().from(payments).where(eq(payments.id, unpaid.paymentId));
      expect(payment?.status).toBe('failed');
      expect((await auditRows(context.db, 'order.cancelled')).at(-1)).toMatchObject({
        entityId: String(unpaid.orderId),
        after: { status: 'cancelled', capacityReleased: true },
      });
      const { notification, sms } = await lastNotice(context, meera.user.id, 'bank-transfer-rejected');
      expect(notification?.title).toBe('Bank transfer not received');
      expect(sms?.toMobile).toBe(meera.user.mobile);
      const verifyAfter = await at.staff.post(
        `/api/v1/temples/${at.templeId}/orders/${unpaid.orderId}/verify-payment`,
        {},
      );
      expect(verifyAfter.statusCode).toBe(409);
      expect(numbers(await list(`?paymentMode=${PaymentMode.BankTransfer}&status=cancelled`))).toEqual([
        unpaid.orderNumber,
      ]);
    });

    it('answers 404 for an order paid at the gateway', async () => {
      const response = await at.staff.post(
        `/api/v1/temples/${at.templeId}/orders/${paid.orderId}/reject-payment`,
        { reason: 'Wrong order' },
      );
      expect(response.statusCode).toBe(404);
      expect((await templeOrder(at.clerk, at.templeId, paid.orderId)).status).toBe('paid');
    });
  });

  describe('counter bills', () => {
    it("list a walk-in devotee's bill under the bill's first devotee, as a counter order", async () => {
      const prasadam = await insertSeva(context.db, at.temple, { name: 'Appam', maxLimitPerDay: 10 });
      const bill = await createBill(
        at.admin,
        at.templeId,
        aBill([aBillLine(prasadam, { devoteeName: 'Kesavan Namboothiri' })]),
      );
      const counter = await list('?type=counter');
      expect(counter.items).toEqual([
        expect.objectContaining({
          orderNumber: bill.orderNumber,
          type: 'counter',
          booker: expect.objectContaining({ userId: null, name: 'Kesavan Namboothiri' }),
        }),
      ]);
    });
  });
});
