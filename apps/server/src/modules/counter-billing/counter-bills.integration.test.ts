import { type CounterBill, type CounterBillList, OrderLineStatus } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.ts';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBill,
  aBillLine,
  billsPath,
  billTables,
  bookedOn,
  createBill,
  inDays,
  TODAY,
} from './counter-test-builders.ts';

describe('counter bills: bill-list, billing and cancellation', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let archana: number;
  let homam: number;
  const bills: Record<'lakshmi' | 'raman' | 'sita', { id: number; orderNumber: string }> = {
    lakshmi: { id: 0, orderNumber: '' },
    raman: { id: 0, orderNumber: '' },
    sita: { id: 0, orderNumber: '' },
  };

  const list = async (query: string) => {
    const response = await temple.staff.get(billsPath(temple.temple.id, query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CounterBillList>();
  };

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    other = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    archana = await insertSeva(context.db, temple.temple, {
      name: 'Archana',
      rate: 5_000,
      maxLimitPerDay: 10,
    });
    homam = await insertSeva(context.db, temple.temple, { name: 'Homam', rate: 30_000 });
    const t = temple.temple.id;
    bills.lakshmi = await createBill(
      temple.staff,
      t,
      aBill([aBillLine(archana, { quantity: 3 }), aBillLine(homam, { devoteeName: 'Krishnan' })], {
        devoteeMobile: '9847012345',
      }),
    );
    context.clock.now = new Date(BOOKING_NOW.getTime() + 86_400_000);
    bills.raman = await createBill(
      temple.staff,
      t,
      aBill([aBillLine(archana, { devoteeName: 'Raman Nair', performDate: inDays(1) })], {
        paymentMode: 'upi',
        paymentReference: '412345678901',
      }),
    );
    context.clock.now = new Date(BOOKING_NOW.getTime() + 2 * 86_400_000);
    bills.sita = await createBill(
      temple.admin,
      t,
      aBill([aBillLine(archana, { devoteeName: 'Sita Devi', performDate: inDays(2) })], {
        paymentMode: 'card',
      }),
    );
    // An online order of the temple is not a counter bill.
    await insertOrder(context.db, { templeId: t, sevaId: archana, orderDate: TODAY });
  });
  afterAll(async () => context.close());

  describe('bill-list', () => {
    it('lists the counter bills only, newest first, with names, mode, totals and who billed', async () => {
      const page = await list('');
      expect(page.total).toBe(3);
      expect(page.items.map((bill) => bill.orderNumber)).toEqual([
        bills.sita.orderNumber,
        bills.raman.orderNumber,
        bills.lakshmi.orderNumber,
      ]);
      expect(page.items[2]).toMatchObject({
        orderDate: TODAY,
        status: 'paid',
        paymentMode: 'cash',
        devoteeNames: ['Lakshmi Menon', 'Krishnan'],
        mobile: '9847012345',
        totalAmount: 3 * 5_000 + 30_000,
        numberOfPoojas: 4,
        createdBy: { id: temple.staffUser.id, userName: temple.staffUser.userName },
        cancelReason: null,
      });
      expect(page.items[1]).toMatchObject({ paymentMode: 'upi', paymentReference: '412345678901' });
      expect(page.items[0]?.createdBy?.id).toBe(temple.adminUser.id);
    });

    it.each<[string, () => string, (keyof typeof bills)[]]>([
      ['by bill number', () => `?q=${bills.raman.orderNumber.slice(-4)}`, ['raman']],
      ['by a devotee name on any line', () => '?q=krish', ['lakshmi']],
      ['by mobile', () => '?q=98470', ['lakshmi']],
      ['by dates', () => `?fromDate=${inDays(1)}&toDate=${inDays(2)}`, ['sita', 'raman']],
      ['by payment mode', () => '?paymentMode=card', ['sita']],
      ['a search that matches nothing', () => '?q=nobody', []],
    ])('finds %s', async (_how, query, expected) => {
      const page = await list(query());
      expect(page.items.map((bill) => bill.id)).toEqual(expected.map((name) => bills[name].id));
      expect(page.total).toBe(expected.length);
    });

    it('pages with offset and limit', async () => {
      const first = await list('?limit=2');
      const second = await list('?limit=2&offset=2');
      expect(first.total).toBe(3);
      expect(first.items).toHaveLength(2);
      expect(second.items.map((bill) => bill.id)).toEqual([bills.lakshmi.id]);
    });

    it.each([
      ['?toDate=2026-01-01&fromDate=2026-02-01', 'toDate'],
      ['?paymentMode=cheque', 'paymentMode'],
      ['?status=pending', 'status'],
      ['?limit=1000', 'limit'],
      ['?fromDate=yesterday', 'fromDate'],
    ])('refuses the filter %s (400, naming %s)', async (query, field) => {
      const response = await temple.staff.get(billsPath(temple.temple.id, query));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(
        field,
      );
    });

    it("shows no other temple's bills", async () => {
      const response = await other.staff.get(billsPath(other.temple.id));
      expect(response.json<CounterBillList>()).toEqual({
        items: [],
        total: 0,
        totals: { bills: 0, paidBills: 0, cancelledBills: 0, sevaAmount: 0, dakshinaAmount: 0, collected: 0 },
      });
    });
  });

  describe('billing', () => {
    it('answers the bill with its receipt', async () => {
      const response = await temple.staff.get(billsPath(temple.temple.id, `/${bills.lakshmi.id}`));
      expect(response.statusCode, response.body).toBe(200);
      const bill = response.json<CounterBill>();
      expect(bill).toMatchObject({
        id: bills.lakshmi.id,
        orderNumber: bills.lakshmi.orderNumber,
        remarks: null,
      });
      expect(bill.receipt).toMatchObject({
        orderNumber: bills.lakshmi.orderNumber,
        paymentMode: 3,
        totals: { totalAmount: 45_000, gstCharge: 0, numberOfPoojas: 4 },
      });
      expect(bill.receipt.lines.map((line) => `${line.devoteeName} - ${line.starName}`)).toEqual([
        'Lakshmi Menon - Rohini',
        'Krishnan - Rohini',
      ]);
    });

    it("is not found for an online order, another temple's bill, or through another temple", async () => {
      const [online] = await context.db.select({ id: orders.id }).from(orders).where(eq(orders.type, 0));
      for (const [client, templeId, orderId] of [
        [temple.staff, temple.temple.id, online!.id],
        [other.staff, other.temple.id, bills.lakshmi.id],
      ] as const) {
        const response = await client.get(billsPath(templeId, `/${orderId}`));
        expect(response.statusCode).toBe(404);
        const cancel = await client.post(billsPath(templeId, `/${orderId}/cancel`), { reason: 'x' });
        expect(cancel.statusCode).toBe(404);
      }
    });
  });

  describe('cancel', () => {
    it('cancels with the reason, cancels the lines, gives the capacity back once, and audits', async () => {
      const t = temple.temple.id;
      expect(await bookedOn(context.db, archana, TODAY)).toBe(3);
      const response = await temple.staff.post(billsPath(t, `/${bills.lakshmi.id}/cancel`), {
        reason: ' Devotee changed the date ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CounterBill>()).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Devotee changed the date',
        receipt: { status: 'cancelled' },
      });
      const lines = await context.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, bills.lakshmi.id));
      expect(lines.map((line) => line.status)).toEqual([
        OrderLineStatus.Cancelled,
        OrderLineStatus.Cancelled,
      ]);
      expect(await bookedOn(context.db, archana, TODAY)).toBe(0);
      expect(await bookedOn(context.db, homam, TODAY)).toBe(0);
      const audit = (await auditRows(context.db, 'counter-bill.cancelled')).at(-1);
      expect(audit).toMatchObject({ actorUserId: temple.staffUser.id, entityId: String(bills.lakshmi.id) });
      expect(audit?.after).toMatchObject({ status: 'cancelled', reason: 'Devotee changed the date' });

      const before = await billTables(context.db);
      const again = await temple.staff.post(billsPath(t, `/${bills.lakshmi.id}/cancel`), { reason: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'COUNTER_BILL_CANCELLED' });
      expect(await billTables(context.db)).toEqual(before);
      expect((await list('?status=cancelled')).items.map((bill) => bill.id)).toEqual([bills.lakshmi.id]);
    });

    it('gives the capacity back exactly once when two cancellations race', async () => {
      const t = temple.temple.id;
      const day = inDays(1);
      const booked = await bookedOn(context.db, archana, day);
      const outcomes = await Promise.all([
        temple.staff.post(billsPath(t, `/${bills.raman.id}/cancel`), { reason: 'Twice' }),
        temple.admin.post(billsPath(t, `/${bills.raman.id}/cancel`), { reason: 'Twice' }),
      ]);
      expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 409]);
      expect(await bookedOn(context.db, archana, day)).toBe(booked - 1);
      expect(
        (await auditRows(context.db, 'counter-bill.cancelled')).filter(
          (row) => row.entityId === String(bills.raman.id),
        ),
      ).toHaveLength(1);
    });

    it('refuses without a reason and changes nothing', async () => {
      const before = await billTables(context.db);
      const response = await temple.staff.post(billsPath(temple.temple.id, `/${bills.sita.id}/cancel`), {
        reason: '   ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('reason');
      expect(await billTables(context.db)).toEqual(before);
    });
  });
});
