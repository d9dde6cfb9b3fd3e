import {
  type CheckoutResult,
  type CounterBillQuote,
  type CounterDesk,
  formatDisplayDate,
  OrderLineStatus,
  OrderType,
  PaymentMode,
  priceCounterBill,
  type Receipt,
  SevaBookingType,
  weekdayOf,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { aCartLine, BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertAvailability, insertBlocking, insertSeva } from '../../test/catalogue-builders.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  auditRows,
  grantRights,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
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

describe('counter billing: desk, quote and bill (counter-billing)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let devotee: TestClient;
  let cashier: TestClient;
  let cashierId: number;
  let archana: number;
  let pushpanjali: number;
  let counterOnly: number;
  let onlineOnly: number;
  let unapproved: number;
  let afterBlockTime: number;
  let mondaysOnly: number;
  let preBooking: number;
  let foreign: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    // Online charges and a 1-day notice period that the counter must not apply.
    temple = await aStaffedTemple(context.app, context.db, {
      temple: {
        name: 'Sree Krishna Temple',
        upiVpa: 'krishnatemple@sbi',
        platformChargeAmount: 1000,
        platformChargePercent: 1.5,
        splitServiceCharge: 300,
        sevaBlockPeriodDays: 1,
      },
    });
    other = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    const cashierUser = await insertUser(context.db, { userType: 3, templeId: temple.temple.id });
    await grantRights(context.db, cashierUser.id, ['billing']);
    cashier = await logInAs(context.app, cashierUser);
    cashierId = cashierUser.id;
    ({ client: devotee } = await aLoggedInUser(context.app, context.db, { userType: 4 }));

    const db = context.db;
    const t = temple.temple;
    archana = await insertSeva(db, t, { name: 'Archana', code: 'archana', rate: 5_000, maxLimitPerDay: 3 });
    pushpanjali = await insertSeva(db, t, {
      name: 'Pushpanjali',
      code: 'pushpanjali',
      rate: 12_550,
      postageCharge: 1_000,
      isPrasadamDeliverable: true,
      deliveryCharge: 4_000,
    });
    counterOnly = await insertSeva(db, t, { name: 'Thulabharam', bookingType: SevaBookingType.CounterOnly });
    onlineOnly = await insertSeva(db, t, { name: 'e-Archana', bookingType: SevaBookingType.OnlineOnly });
    unapproved = await insertSeva(db, t, { name: 'Staff draft', isApproved: false });
    await insertSeva(db, t, { name: 'Hidden', status: 0 });
    afterBlockTime = await insertSeva(db, t, { name: 'Usha Pooja', blockTime: '07:00:00' });
    mondaysOnly = await insertSeva(db, t, { name: 'Monday Abhishekam', dayType: 2 });
    await insertAvailability(db, t, mondaysOnly, { kind: 'weekly', weekdays: [weekdayOf(inDays(1))] });
    preBooking = await insertSeva(db, t, { name: 'Udayasthamana Pooja', sevaType: 3 });
    await insertBlocking(db, t, archana, inDays(5));
    foreign = await insertSeva(db, other.temple, { name: 'Other temple seva' });
  });
  afterAll(async () => context.close());

  describe('desk', () => {
    it('lists what the counter sells, with the counter minimum date and the temple as UPI payee', async () => {
      const response = await cashier.get(billsPath(temple.temple.id, '/desk'));
      expect(response.statusCode, response.body).toBe(200);
      const desk = response.json<CounterDesk>();
      expect(desk.temple).toMatchObject({
        id: temple.temple.id,
        name: 'Sree Krishna Temple',
        upiVpa: 'krishnatemple@sbi',
        today: TODAY,
        timeZone: 'Asia/Kolkata',
      });
      const names = desk.sevas.map((seva) => seva.name);
      expect(names).toEqual(expect.arrayContaining(['Archana', 'Pushpanjali', 'Thulabharam', 'Usha Pooja']));
      expect(names).not.toContain('e-Archana');
      expect(names).not.toContain('Staff draft');
      expect(names).not.toContain('Hidden');
      const seva = (name: string) => desk.sevas.find((candidate) => candidate.name === name);
      // Today at the counter, although the temple asks online bookers for a day's notice.
      expect(seva('Archana')).toMatchObject({ code: 'archana', rate: 5_000, minPerformDate: TODAY });
      // 08:30 is past Usha Pooja's 07:00 block time.
      expect(seva('Usha Pooja')?.minPerformDate).toBe(inDays(1));
    });
  });

  describe('quote', () => {
    it('prices with the domain formula and no platform or service charge, and writes nothing', async () => {
      const before = await billTables(context.db);
      const response = await cashier.post(billsPath(temple.temple.id, '/quote'), {
        lines: [
          aBillLine(archana, { quantity: 2 }),
          aBillLine(pushpanjali, { devoteeName: 'Raman', starId: 28, performDate: inDays(2) }),
        ],
        dakshina: 10_100,
      });
      expect(response.statusCode, response.body).toBe(200);
      const quote = response.json<CounterBillQuote>();
      const expected = priceCounterBill(
        [
          { rate: 5_000, postageCharge: 0, quantity: 2 },
          { rate: 12_550, postageCharge: 1_000, quantity: 1 },
        ],
        10_100,
      );
      expect(quote.totals).toEqual(expected);
      expect(quote.totals).toMatchObject({
        serviceCharge: 0,
        gstCharge: 0,
        splitServiceCharge: 0,
        totalAmount: 33_650,
      });
      expect(quote.isValid).toBe(true);
      expect(quote.lines.map((line) => [line.sevaName, line.amount, line.lineTotal, line.remaining])).toEqual(
        [
          ['Archana', 10_000, 10_000, 3],
          ['Pushpanjali', 12_550, 13_550, null],
        ],
      );
      expect(await billTables(context.db)).toEqual(before);
    });

    it('names each line problem on its line', async () => {
      const response = await cashier.post(billsPath(temple.temple.id, '/quote'), {
        lines: [
          aBillLine(999_999),
          aBillLine(foreign),
          aBillLine(archana, { performDate: inDays(-1) }),
          aBillLine(archana, { performDate: inDays(5) }),
          aBillLine(mondaysOnly, { performDate: inDays(2) }),
          aBillLine(onlineOnly),
          aBillLine(archana, { quantity: 2 }),
          aBillLine(archana, { quantity: 2 }),
          aBillLine(counterOnly),
          aBillLine(preBooking, { performDate: inDays(3) }),
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const quote = response.json<CounterBillQuote>();
      expect(quote.isValid).toBe(false);
      expect(quote.lines.map((line) => line.problems.map((problem) => problem.code))).toEqual([
        ['SEVA_NOT_IN_TEMPLE'],
        ['SEVA_NOT_IN_TEMPLE'],
        ['BEFORE_MIN_PERFORM_DATE'],
        ['DATE_BLOCKED'],
        ['WEEKDAY_NOT_ALLOWED'],
        ['SEVA_NOT_AVAILABLE'],
        [],
        ['SEVA_FULL'],
        [],
        [],
      ]);
      expect(quote.lines[2]?.problems[0]?.message).toBe(
        `The earliest date for Archana is ${formatDisplayDate(TODAY)}`,
      );
      expect(quote.lines[7]?.problems[0]?.message).toBe(
        `Only 1 of Archana can still be booked on ${formatDisplayDate(TODAY)}`,
      );
      // Unknown lines are not priced.
      expect(quote.totals.amount).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
    });
  });

  describe('bill', () => {
    it('makes a paid Type-1 order numbered BKS…, booked lines, a receipt, an audit row and takes capacity', async () => {
      const created = await createBill(
        cashier,
        temple.temple.id,
        aBill(
          [
            aBillLine(archana, { quantity: 2 }),
            aBillLine(pushpanjali, { devoteeName: 'Raman', starId: 28, performDate: inDays(2) }),
            aBillLine(preBooking, { performDate: inDays(3) }),
          ],
          {
            paymentMode: 'card',
            paymentReference: 'SLIP-0042',
            devoteeMobile: '9847012345',
            dakshina: 5_000,
          },
        ),
      );
      expect(created.orderNumber).toMatch(/^BKS\d{8}$/);
      const [order] = await context.db.select().from(orders).where(eq(orders.id, created.id));
      expect(order).toMatchObject({
        type: OrderType.Counter,
        status: 'paid',
        paymentMode: PaymentMode.Card,
        paymentCode: 'SLIP-0042',
        mobile: '9847012345',
        userId: null,
        createdBy: cashierId,
        serviceCharge: 0,
        gstCharge: 0,
        dakshinaAmount: 5_000,
        totalAmount: 5_000 * 2 + 13_550 + 2_000 + 5_000,
        lastPerformDate: inDays(3),
        isVerified: true,
      });
      expect(order?.paidAt).toEqual(BOOKING_NOW);
      expect(created.totalAmount).toBe(order?.totalAmount);
      const lines = await context.db.select().from(orderLines).where(eq(orderLines.orderId, created.id));
      expect(lines.map((line) => [line.sevaId, line.status, line.quantity, line.performDate])).toEqual([
        [archana, OrderLineStatus.Booked, 2, TODAY],
        [pushpanjali, OrderLineStatus.Booked, 1, inDays(2)],
        [preBooking, OrderLineStatus.Booked, 1, inDays(3)],
      ]);
      // The pre-booking is allotted its date at the desk.
      expect(lines[2]).toMatchObject({ isApproved: true });
      expect(await bookedOn(context.db, archana, TODAY)).toBe(2);

      const receipt = await devotee.get(`/api/v1/receipts/${created.receiptToken}`);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json<Receipt>()).toMatchObject({
        orderNumber: created.orderNumber,
        status: 'paid',
        // A counter bill has no account: its notes are in English.
        language: 'en',
        // Paid at the counter, by its mode (issue #18).
        statusMessage: 'Paid by Card at the temple counter.',
        paymentMode: PaymentMode.Card,
        temple: { name: 'Sree Krishna Temple' },
        lines: [
          { devoteeName: 'Lakshmi Menon', starName: 'Rohini', quantity: 2 },
          { devoteeName: 'Raman', starName: 'ShubhaNakshathram' },
          { sevaName: 'Udayasthamana Pooja' },
        ],
      });
      const [audit] = (await auditRows(context.db, 'counter-bill.created')).filter(
        (row) => row.entityId === String(created.id),
      );
      expect(audit).toMatchObject({ templeId: temple.temple.id, entity: 'order' });
      expect(audit?.actorUserId).toBe(cashierId);

      // The bill's lines now fill Archana: one unit left today.
      const full = await cashier.post(
        billsPath(temple.temple.id),
        aBill([aBillLine(archana, { quantity: 2 })]),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'SEVA_FULL' });
      expect(full.json<{ detail: string }>().detail).toBe(
        `Only 1 of Archana can still be booked on ${formatDisplayDate(TODAY)}`,
      );
    });

    it('numbers counter bills from the same sequence as online orders and shares the daily limit with them', async () => {
      const limited = await insertSeva(context.db, temple.temple, {
        name: 'Ganapathi Homam',
        maxLimitPerDay: 3,
      });
      const day = inDays(4);
      const { client: booker } = await aLoggedInUser(context.app, context.db, { userType: 4 });
      const checkout = await booker.post('/api/v1/checkout', {
        lines: [aCartLine(limited, { performDate: day, quantity: 2 })],
      });
      expect(checkout.statusCode, checkout.body).toBe(201);
      const online = checkout.json<CheckoutResult>().orders[0]!;
      const bill = await createBill(
        cashier,
        temple.temple.id,
        aBill([aBillLine(limited, { performDate: day })]),
      );
      expect(Number(bill.orderNumber.slice(3))).toBe(Number(online.orderNumber.slice(3)) + 1);
      expect(await bookedOn(context.db, limited, day)).toBe(3);

      const refusedOnline = await booker.post('/api/v1/checkout', {
        lines: [aCartLine(limited, { performDate: day })],
      });
      expect(refusedOnline.statusCode).toBe(409);
      expect(refusedOnline.json()).toMatchObject({ code: 'SEVA_FULL' });
      const refusedCounter = await cashier.post(
        billsPath(temple.temple.id),
        aBill([aBillLine(limited, { performDate: day })]),
      );
      expect(refusedCounter.statusCode).toBe(409);
      expect(refusedCounter.json<{ detail: string }>().detail).toBe(
        `Ganapathi Homam is fully booked on ${formatDisplayDate(day)}`,
      );
    });

    it('takes UPI (mode 4) and cash (mode 3), mobile and remarks optional', async () => {
      const upi = await createBill(
        cashier,
        temple.temple.id,
        aBill([aBillLine(counterOnly)], { paymentMode: 'upi', paymentReference: '412345678901' }),
      );
      const cash = await createBill(
        cashier,
        temple.temple.id,
        aBill([aBillLine(counterOnly)], { remarks: 'Walk-in' }),
      );
      const rows = await context.db.select().from(orders).where(eq(orders.templeId, temple.temple.id));
      expect(rows.find((row) => row.id === upi.id)?.paymentMode).toBe(PaymentMode.Upi);
      expect(rows.find((row) => row.id === cash.id)).toMatchObject({
        paymentMode: PaymentMode.Cash,
        paymentRemarks: 'Walk-in',
        mobile: null,
      });
    });

    it.each([
      ['an unknown seva', () => aBill([aBillLine(999_999)]), 400, 'SEVA_NOT_IN_TEMPLE', null],
      ['a seva of another temple', () => aBill([aBillLine(foreign)]), 400, 'SEVA_NOT_IN_TEMPLE', null],
      [
        'quantity 0',
        () => aBill([aBillLine(archana, { quantity: 0 })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.quantity',
      ],
      [
        'quantity 10000',
        () => aBill([aBillLine(archana, { quantity: 10_000 })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.quantity',
      ],
      [
        'a date before the minimum',
        () => aBill([aBillLine(afterBlockTime, { performDate: TODAY })]),
        400,
        'BEFORE_MIN_PERFORM_DATE',
        null,
      ],
      [
        'a blocked date',
        () => aBill([aBillLine(archana, { performDate: inDays(5) })]),
        409,
        'DATE_BLOCKED',
        null,
      ],
      [
        'a weekday the seva is not performed',
        () => aBill([aBillLine(mondaysOnly, { performDate: inDays(2) })]),
        400,
        'WEEKDAY_NOT_ALLOWED',
        null,
      ],
      ['an online-only seva', () => aBill([aBillLine(onlineOnly)]), 409, 'SEVA_NOT_AVAILABLE', null],
      ['an unapproved seva', () => aBill([aBillLine(unapproved)]), 409, 'SEVA_NOT_AVAILABLE', null],
      [
        'an empty name',
        () => aBill([aBillLine(archana, { devoteeName: '  ' })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.devoteeName',
      ],
      [
        'star 0',
        () => aBill([aBillLine(archana, { starId: 0 })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.starId',
      ],
      [
        'star 29',
        () => aBill([aBillLine(archana, { starId: 29 })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.starId',
      ],
      [
        'a bad date',
        () => aBill([aBillLine(archana, { performDate: '2026-02-30' })]),
        400,
        'VALIDATION_FAILED',
        'lines.0.performDate',
      ],
      [
        'a bad payment mode',
        () => ({ ...aBill([aBillLine(archana)]), paymentMode: 'cheque' }),
        400,
        'VALIDATION_FAILED',
        'paymentMode',
      ],
      ['no lines', () => aBill([]), 400, 'VALIDATION_FAILED', 'lines'],
      [
        'a bad mobile',
        () => aBill([aBillLine(archana)], { devoteeMobile: '12345' }),
        400,
        'VALIDATION_FAILED',
        'devoteeMobile',
      ],
      [
        'a client price',
        () => ({ ...aBill([aBillLine(archana)]), totalAmount: 1 }),
        400,
        'VALIDATION_FAILED',
        'totalAmount',
      ],
      [
        'one bad line among good ones',
        () => aBill([aBillLine(counterOnly), aBillLine(archana, { performDate: inDays(5) })]),
        409,
        'DATE_BLOCKED',
        null,
      ],
    ])('refuses %s and writes nothing', async (_what, body, status, code, field) => {
      const before = await billTables(context.db);
      const response = await cashier.post(billsPath(temple.temple.id), body());
      expect(response.statusCode, response.body).toBe(status);
      const problem = response.json<{ code: string; errors?: { field: string }[]; problems?: unknown[] }>();
      expect(problem.code).toBe(code);
      if (field) expect(problem.errors?.map((error) => error.field)).toContain(field);
      else expect(problem.problems?.length).toBeGreaterThan(0);
      expect(await billTables(context.db)).toEqual(before);
    });
  });

  describe('rights', () => {
    it('refuses staff without the billing right, and devotees, on every call (403)', async () => {
      const t = temple.temple.id;
      const calls: [string, string, unknown][] = [
        ['GET', billsPath(t, '/desk'), undefined],
        ['POST', billsPath(t, '/quote'), { lines: [aBillLine(archana)] }],
        ['POST', billsPath(t), aBill([aBillLine(archana)])],
        ['GET', billsPath(t), undefined],
        ['GET', billsPath(t, '/1'), undefined],
        ['POST', billsPath(t, '/1/cancel'), { reason: 'x' }],
      ];
      const before = await billTables(context.db);
      for (const client of [temple.staff, devotee]) {
        for (const [method, url, payload] of calls) {
          const response = await client.request({
            method: method as 'GET',
            url,
            ...(payload ? { payload: payload as object } : {}),
          });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect(await billTables(context.db)).toEqual(before);
      // The temple administrator holds every right of the temple.
      expect((await temple.admin.get(billsPath(t, '/desk'))).statusCode).toBe(200);
    });
  });
});
