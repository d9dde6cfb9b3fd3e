import type { ReportPage } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFee, settleDemoPayments } from '../../adapters/payments/demo-settlement-ledger.ts';
import type { Database } from '../../db/client.ts';
import { demoGatewayRefunds, orders, payments, settlementItems, settlements } from '../../db/schema/index.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * settlement-report (issue #14): the demo gateway's T+1 ledger pays out the day's captures less 2% and
 * 18% GST on it; a Razorpay payout settles one payment short; one capture is not paid out yet; and one
 * checkout pays orders of two temples. Every figure below is worked out by hand.
 *
 *   P1 demo ₹1,000.00, temple A:  fee 2,000 + GST 360 = 2,360 paise; credit 97,640.
 *   P2 demo ₹325.50 = A ₹125.50 (first order) + B ₹200: fee 651 + GST 117 = 768; credit 31,782.
 *      A's part (12,550/32,550): fee round(296.11) = 296, GST round(45.11) = 45, credit round(12,253.89) = 12,254.
 *      B's part: the rest, 472, 72 and 19,528, so the two temples' parts add up to the payout exactly.
 *   P3 razorpay ₹500.00, temple A: Razorpay settled ₹490.00 (fee 1,180 with GST 180, credit 47,820): ₹10 short.
 *   P4 demo ₹250.00, temple A: captured at 00:30 in India on the 2nd (still the 1st in UTC), so the
 *      ledger run at 06:05 on the 2nd leaves it for the next day: unsettled.
 *   A refund of ₹50 of P1 on the 1st comes out of the same payout: 97,640 + 31,782 − 5,000 = 124,422.
 */
const DAY = '2026-05-01';
const NEXT_DAY = '2026-05-02';
const LEDGER_RUN = new Date('2026-05-02T00:35:00Z');

async function aPayment(
  db: Database,
  values: { gateway: string; gatewayPaymentId: string; amount: number; capturedAt: string; status?: string },
): Promise<number> {
  const [payment] = await db
    .insert(payments)
    .values({
      gateway: values.gateway,
      gatewayOrderId: `order_${values.gatewayPaymentId}`,
      gatewayPaymentId: values.gatewayPaymentId,
      amount: values.amount,
      status: values.status ?? 'captured',
      capturedAt: new Date(values.capturedAt),
    })
    .returning({ id: payments.id });
  return payment!.id;
}

async function paidBy(db: Database, paymentId: number, order: { orderId: number }) {
  await db.update(orders).set({ paymentId }).where(eq(orders.id, order.orderId));
}

describe('reports: settlement-report and the demo gateway ledger', () => {
  let context: TestContext;
  let templeA: StaffedTemple;
  let templeB: StaffedTemple;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext();
    templeA = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    templeB = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    const db = context.db;
    const sevaA = await insertSeva(db, templeA.temple, { rate: 1_000 });
    const sevaB = await insertSeva(db, templeB.temple, { rate: 1_000 });
    const order = async (key: string, templeId: number, sevaId: number, rate: number, orderDate = DAY) => {
      const made = await insertOrder(db, { templeId, sevaId, rate, orderDate });
      numbers[key] = made.orderNumber;
      return made;
    };

    const p1 = await aPayment(db, {
      gateway: 'demo',
      gatewayPaymentId: 'pay_demo_P1',
      amount: 100_000,
      capturedAt: `${DAY}T04:30:00Z`,
    });
    await paidBy(db, p1, await order('A1', templeA.temple.id, sevaA, 100_000));
    await db.insert(demoGatewayRefunds).values({
      id: 'rfnd_demo_R1',
      gatewayPaymentId: 'pay_demo_P1',
      amount: 5_000,
      reference: 'nivedya-refund-1',
      createdAt: new Date(`${DAY}T12:00:00Z`),
    });

    const p2 = await aPayment(db, {
      gateway: 'demo',
      gatewayPaymentId: 'pay_demo_P2',
      amount: 32_550,
      capturedAt: `${DAY}T05:00:00Z`,
    });
    await paidBy(db, p2, await order('A2', templeA.temple.id, sevaA, 12_550));
    await paidBy(db, p2, await order('B1', templeB.temple.id, sevaB, 20_000));

    const p3 = await aPayment(db, {
      gateway: 'razorpay',
      gatewayPaymentId: 'pay_RZP3',
      amount: 50_000,
      capturedAt: `${DAY}T06:00:00Z`,
    });
    await paidBy(db, p3, await order('A3', templeA.temple.id, sevaA, 50_000));
    const [payout] = await db
      .insert(settlements)
      .values({
        gateway: 'razorpay',
        gatewaySettlementId: 'setl_RZP1',
        settledAt: new Date(`${NEXT_DAY}T20:00:00Z`),
        amount: 47_820,
        fees: 1_180,
        tax: 180,
        utr: 'RZPUTR0001',
      })
      .returning({ id: settlements.id });
    await db.insert(settlementItems).values({
      settlementId: payout!.id,
      type: 'payment',
      gatewayEntityId: 'pay_RZP3',
      paymentId: p3,
      amount: 49_000,
      fee: 1_180,
      tax: 180,
      credit: 47_820,
    });

    const p4 = await aPayment(db, {
      gateway: 'demo',
      gatewayPaymentId: 'pay_demo_P4',
      amount: 25_000,
      capturedAt: `${DAY}T19:00:00Z`,
    });
    await paidBy(db, p4, await order('A4', templeA.temple.id, sevaA, 25_000, NEXT_DAY));

    // Not the report's: a checkout not paid, and a paid order outside the range.
    const p5 = await aPayment(db, {
      gateway: 'demo',
      gatewayPaymentId: 'pay_demo_P5',
      amount: 7_000,
      capturedAt: `${DAY}T07:00:00Z`,
      status: 'failed',
    });
    const unpaid = await insertOrder(db, {
      templeId: templeA.temple.id,
      sevaId: sevaA,
      rate: 7_000,
      orderDate: DAY,
      status: 'failed',
    });
    await paidBy(db, p5, unpaid);
    const earlier = await aPayment(db, {
      gateway: 'demo',
      gatewayPaymentId: 'pay_demo_P6',
      amount: 9_000,
      capturedAt: '2026-04-20T07:00:00Z',
    });
    await paidBy(db, earlier, await order('A0', templeA.temple.id, sevaA, 9_000, '2026-04-20'));
  });
  afterAll(async () => context.close());

  it('charges 2% and 18% GST on it, rounded to the paisa, the GST inside the fee as Razorpay reports it', () => {
    expect(demoFee(100_000)).toEqual({ fee: 2_360, tax: 360 });
    expect(demoFee(32_550)).toEqual({ fee: 768, tax: 117 });
    expect(demoFee(25)).toEqual({ fee: 1, tax: 0 });
  });

  it("pays out the day's captures and refunds at the next India day's run, once", async () => {
    const db = context.db;
    // At 05:29 in India on the 1st only the 20th of April's capture is due, never paid out till now.
    expect(await settleDemoPayments(db, new Date('2026-04-30T23:59:00Z'))).toEqual({
      settlements: 1,
      payments: 1,
      refunds: 0,
    });
    // The run on the 2nd pays out the 1st: P1, P2 and the refund, not P4, captured on the 2nd in India.
    expect(await settleDemoPayments(db, LEDGER_RUN)).toEqual({ settlements: 1, payments: 2, refunds: 1 });
    expect(await settleDemoPayments(db, LEDGER_RUN)).toEqual({ settlements: 0, payments: 0, refunds: 0 });

    const demoPayouts = await db
      .select()
      .from(settlements)
      .where(eq(settlements.gateway, 'demo'))
      .orderBy(settlements.id);
    const ofTheFirst = demoPayouts.find(
      (payout) => (payout.raw as { capturedOn: string }).capturedOn === DAY,
    );
    expect(ofTheFirst).toMatchObject({
      amount: 124_422,
      fees: 3_128,
      tax: 477,
      status: 'processed',
      settledAt: LEDGER_RUN,
    });
    expect(ofTheFirst?.utr).toMatch(/^DEMO20260501\d{10}$/);
    const items = await db
      .select({
        type: settlementItems.type,
        entity: settlementItems.gatewayEntityId,
        amount: settlementItems.amount,
        fee: settlementItems.fee,
        tax: settlementItems.tax,
        credit: settlementItems.credit,
        debit: settlementItems.debit,
      })
      .from(settlementItems)
      .where(eq(settlementItems.settlementId, ofTheFirst!.id))
      .orderBy(settlementItems.gatewayEntityId);
    expect(items).toEqual([
      {
        type: 'payment',
        entity: 'pay_demo_P1',
        amount: 100_000,
        fee: 2_360,
        tax: 360,
        credit: 97_640,
        debit: 0,
      },
      {
        type: 'payment',
        entity: 'pay_demo_P2',
        amount: 32_550,
        fee: 768,
        tax: 117,
        credit: 31_782,
        debit: 0,
      },
      { type: 'refund', entity: 'rfnd_demo_R1', amount: 5_000, fee: 0, tax: 0, credit: 0, debit: 5_000 },
    ]);
  });

  const base = (temple: StaffedTemple) => `/api/v1/temples/${temple.temple.id}/reports/settlement-report`;
  const read = async (temple: StaffedTemple, filters = '') => {
    const response = await temple.staff.get(`${base(temple)}?from=${DAY}&to=${NEXT_DAY}${filters}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportPage>();
  };

  it("shows each of the temple's payments against its payout, its share of a shared checkout, and the differences", async () => {
    const page = await read(templeA);
    expect(page.total).toBe(4);
    expect(page.items).toEqual([
      {
        bookingNumbers: numbers.A1,
        paidOn: DAY,
        gatewayPaymentId: 'pay_demo_P1',
        captured: 100_000,
        fee: 2_360,
        tax: 360,
        netSettled: 97_640,
        settledOn: NEXT_DAY,
        utr: expect.stringMatching(/^DEMO20260501/),
        difference: 0,
        status: 'settled',
      },
      {
        bookingNumbers: numbers.A2,
        paidOn: DAY,
        gatewayPaymentId: 'pay_demo_P2',
        captured: 12_550,
        fee: 296,
        tax: 45,
        netSettled: 12_254,
        settledOn: NEXT_DAY,
        utr: expect.stringMatching(/^DEMO20260501/),
        difference: 0,
        status: 'settled',
      },
      {
        bookingNumbers: numbers.A3,
        paidOn: DAY,
        gatewayPaymentId: 'pay_RZP3',
        captured: 50_000,
        fee: 1_180,
        tax: 180,
        netSettled: 47_820,
        // 20:00 UTC on the 2nd is 01:30 on the 3rd in India, the temple's day.
        settledOn: '2026-05-03',
        utr: 'RZPUTR0001',
        difference: 1_000,
        status: 'mismatch',
      },
      {
        bookingNumbers: numbers.A4,
        paidOn: NEXT_DAY,
        gatewayPaymentId: 'pay_demo_P4',
        captured: 25_000,
        fee: null,
        tax: null,
        netSettled: null,
        settledOn: null,
        utr: null,
        difference: 25_000,
        status: 'unsettled',
      },
    ]);
    expect(page.totals).toEqual({
      captured: 187_550,
      fee: 3_836,
      tax: 585,
      netSettled: 157_714,
      difference: 26_000,
    });
    expect(
      page.subtotals.map(({ group, values }) => [group, values.orders, values.captured, values.difference]),
    ).toEqual([
      ['mismatch', 1, 50_000, 1_000],
      ['settled', 2, 112_550, 0],
      ['unsettled', 1, 25_000, 25_000],
    ]);
  });

  it("gives the other temple the rest of the shared checkout's payout, so the parts add up", async () => {
    const page = await read(templeB);
    expect(page.items).toEqual([
      expect.objectContaining({
        bookingNumbers: numbers.B1,
        gatewayPaymentId: 'pay_demo_P2',
        captured: 20_000,
        fee: 472,
        tax: 72,
        netSettled: 19_528,
        difference: 0,
        status: 'settled',
      }),
    ]);
    expect(296 + 472).toBe(demoFee(32_550).fee);
    expect(12_254 + 19_528).toBe(32_550 - demoFee(32_550).fee);
  });

  it('filters by status, pages and keeps the totals over every row', async () => {
    const mismatched = await read(templeA, '&status=mismatch');
    expect(mismatched.items.map((row) => row.gatewayPaymentId)).toEqual(['pay_RZP3']);
    expect(mismatched.totals.difference).toBe(1_000);
    const unsettled = await read(templeA, '&status=unsettled');
    expect(unsettled.items.map((row) => row.gatewayPaymentId)).toEqual(['pay_demo_P4']);
    const paged = await read(templeA, '&limit=1&offset=1');
    expect(paged.items.map((row) => row.gatewayPaymentId)).toEqual(['pay_demo_P2']);
    expect(paged.total).toBe(4);
    expect(paged.totals.captured).toBe(187_550);
  });

  it('writes the same rows and totals as CSV', async () => {
    const csv = await templeA.staff.get(`${base(templeA)}?from=${DAY}&to=${NEXT_DAY}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="gateway-settlement-${DAY}-to-${NEXT_DAY}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Booking No(s),Paid on,Gateway payment,Captured (₹),Fee incl. GST (₹),GST on fee (₹),Net settled (₹),Settled on,UTR,Difference (₹),Status',
    );
    expect(lines).toHaveLength(6);
    expect(lines[3]).toContain(',pay_RZP3,500,11.8,1.8,478.2,');
    expect(lines[3]).toMatch(/,RZPUTR0001,10,mismatch$/);
    expect(lines[5]).toBe('Total,,,1875.5,38.36,5.85,1577.14,,,260,');
  });

  it("refuses another temple's staff (403) and a status the report does not have (400)", async () => {
    const response = await templeB.staff.get(`${base(templeA)}?from=${DAY}&to=${NEXT_DAY}`);
    expect(response.statusCode).toBe(403);
    const bad = await templeA.staff.get(`${base(templeA)}?from=${DAY}&to=${NEXT_DAY}&status=paid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('settled, unsettled, mismatch');
  });
});
