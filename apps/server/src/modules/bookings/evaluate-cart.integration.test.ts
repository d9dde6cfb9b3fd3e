import { type CartEvaluation, priceOrder } from '@nivedya/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sevaDayCounters } from '../../db/schema/index.ts';
import {
  insertAvailability,
  insertBlocking,
  insertBookableTemple,
  insertSeva,
  setBooked,
  type TestTemple,
} from '../../test/catalogue-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { StarCalendars } from '../panchangam/index.ts';
import { evaluateCart } from './evaluate-cart.ts';

// Wednesday 4 March 2026, 10:00 in India. The temple's block period is one day: the 5th is the first open day.
const NOW = new Date('2026-03-04T04:30:00Z');

describe('cart evaluation (POST /api/v1/cart/evaluate)', () => {
  let context: TestContext;
  let client: TestClient;
  let templeA: TestTemple;
  let templeB: TestTemple;
  let templeClosed: TestTemple;
  const seva: Record<string, number> = {};

  async function evaluate(body: object) {
    const response = await client.post('/api/v1/cart/evaluate', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CartEvaluation>();
  }

  const line = (sevaId: number, overrides: object = {}) => ({
    sevaId,
    performDate: '2026-03-10',
    quantity: 1,
    devoteeName: 'Anjali Menon',
    starId: 4,
    ...overrides,
  });

  /** The codes of every problem of the first evaluated line. */
  async function codesOf(cartLine: object): Promise<string[]> {
    const evaluation = await evaluate({ lines: [cartLine] });
    const evaluated = evaluation.orders[0]?.lines[0];
    return [
      ...(evaluated?.problems ?? []).map((problem) => problem.code),
      ...evaluation.unknownLines.flatMap((unknown) => unknown.problems.map((problem) => problem.code)),
    ];
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    client = new TestClient(context.app);
    const { db } = context;
    templeA = await insertBookableTemple(db, {
      name: 'Sree Krishna Temple',
      platformChargeAmount: 1_000,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
    });
    templeB = await insertBookableTemple(db, {
      name: 'Devi Temple',
      isDakshinaEnabled: false,
      isIntroductoryServiceCharge: true,
      introductoryServiceAmount: 200,
      platformChargeAmount: 1_000,
    });
    templeClosed = await insertBookableTemple(db, { name: 'Listing Only Temple', isSeva: false });

    seva.regular = await insertSeva(db, templeA, { name: 'Pushpanjali', rate: 2_000, maxLimitPerDay: 5 });
    seva.blockTimed = await insertSeva(db, templeA, {
      name: 'Ganapathy Homam',
      rate: 35_000,
      blockTime: '18:00:00',
    });
    seva.monday = await insertSeva(db, templeA, { name: 'Umamaheswara Pooja', rate: 50_000, dayType: 2 });
    await insertAvailability(db, templeA, seva.monday, { kind: 'weekly', weekdays: [1] });
    seva.special = await insertSeva(db, templeA, {
      name: 'Pradosha Pooja',
      rate: 25_000,
      sevaType: 2,
      dayType: 2,
    });
    await insertAvailability(db, templeA, seva.special, {
      kind: 'special',
      fromDate: '2026-03-12',
      toDate: '2026-03-12',
      dailyLimit: 3,
    });
    seva.ending = await insertSeva(db, templeA, { name: 'Mandalam Archana', endDate: '2026-03-08' });
    seva.preBooking = await insertSeva(db, templeA, {
      name: 'Udayasthamana Pooja',
      rate: 2_500_000,
      sevaType: 3,
    });
    seva.disabled = await insertSeva(db, templeA, { name: 'Retired Seva', status: 0 });
    seva.unapproved = await insertSeva(db, templeA, { name: 'Awaiting Approval', isApproved: false });
    seva.counterOnly = await insertSeva(db, templeA, { name: 'Karuka Homam', bookingType: 2 });
    seva.continuous = await insertSeva(db, templeA, {
      name: 'Mandala Vilakku',
      rate: 3_000,
      isContinuous: true,
    });
    seva.deliverable = await insertSeva(db, templeA, {
      name: 'Ottappam',
      rate: 4_000,
      isPrasadamDeliverable: true,
      deliveryCharge: 5_000,
    });
    seva.postal = await insertSeva(db, templeA, { name: 'Kalabham', rate: 250_000, postageCharge: 4_000 });
    seva.devi = await insertSeva(db, templeB, { name: 'Raktha Pushpanjali', rate: 3_000 });
    seva.closedTemple = await insertSeva(db, templeClosed, { name: 'Archana' });
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = NOW;
  });

  it('prices a valid cart per temple with every charge of spec §3', async () => {
    const evaluation = await evaluate({
      lines: [
        line(seva.regular!, { quantity: 2 }),
        line(seva.devi!),
        line(seva.deliverable!, { prasadamDelivery: 2, deliveryAddress: '12 Temple Road, Thrissur 680651' }),
      ],
      dakshina: [{ templeId: templeA.id, amount: 10_100 }],
    });
    expect(evaluation.isValid).toBe(true);
    expect(evaluation.unknownLines).toEqual([]);
    expect(evaluation.orders.map((order) => order.templeId)).toEqual([templeA.id, templeB.id]);
    const [orderA, orderB] = evaluation.orders;
    expect(orderA!.lines.map((evaluated) => evaluated.index)).toEqual([0, 2]);
    expect(orderA!.lines[1]).toMatchObject({
      sevaName: 'Ottappam',
      deityName: 'Sree Krishna',
      performDates: ['2026-03-10'],
      rate: 4_000,
      postageCharge: 5_000,
      amount: 4_000,
      prasadamDelivery: 2,
      deliveryAddress: '12 Temple Road, Thrissur 680651',
      starId: 4,
      isValid: true,
      problems: [],
    });
    // ₹40 + ₹40 + ₹50 postage = ₹130; ₹10 + 1.5% (₹1.95) = ₹11.95; GST 9% + 9% = ₹1.08 + ₹1.08; split ₹3; dakshina ₹101.
    expect(orderA!.totals).toMatchObject({
      amount: 8_000,
      postageCharge: 5_000,
      itemsSubtotal: 13_000,
      serviceCharge: 1_195,
      sgst: 108,
      cgst: 108,
      gstCharge: 216,
      splitServiceCharge: 300,
      dakshinaAmount: 10_100,
      totalAmount: 24_811,
    });
    // Temple B's introductory charge replaces its platform charge.
    expect(orderB!.totals).toMatchObject({
      amount: 3_000,
      serviceCharge: 200,
      gstCharge: 36,
      totalAmount: 3_236,
    });
    expect(orderA!.charges).toEqual({
      platformChargeAmount: 1_000,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
      isIntroductoryServiceCharge: false,
      introductoryServiceAmount: 0,
    });
    expect(orderA!.lines[0]!.dayLimits).toEqual([{ date: '2026-03-10', limit: 5, remaining: 5 }]);
  });

  it('ignores a tampered rate, amount or charge: the order carries the server prices', async () => {
    const honest = await evaluate({ lines: [line(seva.postal!, { quantity: 2 })] });
    const tampered = await evaluate({
      lines: [
        line(seva.postal!, {
          quantity: 2,
          rate: 100,
          amount: 200,
          postageCharge: 0,
          platformChargeAmount: 0,
          gstCharge: 0,
          templeName: 'Anything',
        }),
      ],
      totalAmount: 1,
      serviceCharge: 0,
      gstCharge: 0,
    });
    expect(tampered.orders[0]!.totals).toEqual(honest.orders[0]!.totals);
    expect(tampered.orders[0]!.totals.totalAmount).toBe(
      priceOrder([{ rate: 250_000, postageCharge: 4_000, quantity: 2 }], tampered.orders[0]!.charges, 0)
        .totalAmount,
    );
    const evaluated = tampered.orders[0]!.lines[0]!;
    expect(evaluated).toMatchObject({ rate: 250_000, amount: 500_000, postageCharge: 4_000, isValid: true });
    expect(evaluated.problems).toEqual([
      { code: 'PRICE_CHANGED', message: 'The rate of Kalabham is now ₹2,500.00 (it was ₹1.00)' },
    ]);
    // PRICE_CHANGED informs; it does not stop the booking.
    expect(tampered.isValid).toBe(true);
  });

  it.each<[string, () => object, string[]]>([
    [
      'a date before the minimum perform date',
      () => line(seva.regular!, { performDate: '2026-03-04' }),
      ['BEFORE_MIN_PERFORM_DATE'],
    ],
    ['a weekday the seva is not performed on', () => line(seva.monday!), ['WEEKDAY_NOT_ALLOWED']],
    ['its weekday', () => line(seva.monday!, { performDate: '2026-03-09' }), []],
    ['a day that is not a special-pooja date', () => line(seva.special!), ['NOT_A_SPECIAL_POOJA_DATE']],
    ['a special-pooja date', () => line(seva.special!, { performDate: '2026-03-12' }), []],
    [
      'a date after the seva end date',
      () => line(seva.ending!, { performDate: '2026-03-09' }),
      ['AFTER_SEVA_END_DATE'],
    ],
    [
      'a date more than a year ahead',
      () => line(seva.regular!, { performDate: '2027-04-01' }),
      ['TOO_FAR_AHEAD'],
    ],
    [
      'no date for a regular seva',
      () => line(seva.regular!, { performDate: undefined }),
      ['PERFORM_DATE_REQUIRED'],
    ],
    ['an unknown seva', () => line(999_999), ['NOT_FOUND']],
    ['a disabled seva', () => line(seva.disabled!), ['SEVA_NOT_AVAILABLE']],
    ['a seva not approved for listing', () => line(seva.unapproved!), ['SEVA_NOT_AVAILABLE']],
    ['a counter-only seva', () => line(seva.counterOnly!), ['SEVA_NOT_AVAILABLE']],
    [
      'a seva of a temple that does not take bookings',
      () => line(seva.closedTemple!),
      ['SEVA_NOT_AVAILABLE'],
    ],
    [
      'postal delivery of a seva that cannot post it',
      () => line(seva.regular!, { prasadamDelivery: 2, deliveryAddress: 'Thrissur' }),
      ['DELIVERY_NOT_AVAILABLE'],
    ],
    [
      'a continuous seva for more than 90 days',
      () => line(seva.continuous!, { tillDate: '2026-07-01' }),
      ['TILL_DATE_INVALID'],
    ],
  ])('reports %s', async (_name, build, expected) => {
    expect(await codesOf(build())).toEqual(expected);
  });

  it('reports a date blocked for the seva, and one blocked for every seva of the temple', async () => {
    await insertBlocking(context.db, templeA, seva.regular!, '2026-03-11');
    await insertBlocking(context.db, templeA, null, '2026-03-13', '2026-03-14');
    expect(await codesOf(line(seva.regular!, { performDate: '2026-03-11' }))).toEqual(['DATE_BLOCKED']);
    expect(await codesOf(line(seva.deliverable!, { performDate: '2026-03-11' }))).toEqual([]);
    expect(await codesOf(line(seva.regular!, { performDate: '2026-03-13' }))).toEqual(['DATE_BLOCKED']);
    expect(await codesOf(line(seva.deliverable!, { performDate: '2026-03-14' }))).toEqual(['DATE_BLOCKED']);
    const evaluation = await evaluate({ lines: [line(seva.regular!, { performDate: '2026-03-11' })] });
    expect(evaluation.isValid).toBe(false);
    expect(evaluation.orders[0]!.lines[0]!.problems[0]).toMatchObject({
      code: 'DATE_BLOCKED',
      date: '2026-03-11',
      message: 'Bookings for Pushpanjali are closed on 11-Mar-2026',
    });
  });

  it('reports a full date from the counters, counting this cart’s lines together, and changes nothing', async () => {
    await setBooked(context.db, templeA, seva.regular!, '2026-03-16', 5);
    await setBooked(context.db, templeA, seva.regular!, '2026-03-17', 3, 5);
    await setBooked(context.db, templeA, seva.special!, '2026-03-12', 3, 3);
    const before = await context.db.select({ n: count() }).from(sevaDayCounters);

    expect(await codesOf(line(seva.regular!, { performDate: '2026-03-16' }))).toEqual(['SEVA_FULL']);
    // The special date's own limit (3) applies, not the seva's (none).
    expect(await codesOf(line(seva.special!, { performDate: '2026-03-12' }))).toEqual(['SEVA_FULL']);

    // Two left on the 17th: the first two units fit, the third line does not.
    const evaluation = await evaluate({
      lines: [
        line(seva.regular!, { performDate: '2026-03-17' }),
        line(seva.regular!, { performDate: '2026-03-17' }),
        line(seva.regular!, { performDate: '2026-03-17' }),
      ],
    });
    const lines = evaluation.orders[0]!.lines;
    expect(lines.map((evaluated) => evaluated.isValid)).toEqual([true, true, false]);
    expect(lines[2]!.problems).toEqual([
      { code: 'SEVA_FULL', message: 'Pushpanjali is fully booked on 17-Mar-2026', date: '2026-03-17' },
    ]);
    expect(lines[0]!.dayLimits).toEqual([{ date: '2026-03-17', limit: 5, remaining: 2 }]);
    expect(await codesOf(line(seva.regular!, { performDate: '2026-03-17', quantity: 3 }))).toEqual([
      'SEVA_FULL',
    ]);

    expect(await context.db.select({ n: count() }).from(sevaDayCounters)).toEqual(before);
  });

  it('makes one priced day per day of a continuous seva, and no date for a pre-booking', async () => {
    const evaluation = await evaluate({
      lines: [
        line(seva.continuous!, { performDate: '2026-03-24', tillDate: '2026-03-28', quantity: 2 }),
        line(seva.preBooking!, { performDate: undefined }),
      ],
    });
    expect(evaluation.isValid).toBe(true);
    const [continuous, preBooking] = evaluation.orders[0]!.lines;
    expect(continuous).toMatchObject({
      performDates: ['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28'],
      tillDate: '2026-03-28',
      amount: 30_000,
    });
    expect(continuous!.dayLimits).toHaveLength(5);
    expect(preBooking).toMatchObject({ performDates: [], tillDate: null, amount: 2_500_000, dayLimits: [] });
    expect(evaluation.orders[0]!.totals.lineAmounts).toEqual([6_000, 6_000, 6_000, 6_000, 6_000, 2_500_000]);
    expect(evaluation.orders[0]!.totals.amount).toBe(2_530_000);
  });

  it('refuses a pre-booking of more units than its daily limit, naming the seva and the limit (issue #11)', async () => {
    const limited = await insertSeva(context.db, templeA, {
      name: 'Sahasra Kalasam',
      rate: 2_500_000,
      sevaType: 3,
      maxLimitPerDay: 1,
    });
    const before = await context.db.select({ n: count() }).from(sevaDayCounters);
    const over = await evaluate({ lines: [line(limited, { performDate: undefined, quantity: 100 })] });
    expect(over.isValid).toBe(false);
    expect(over.orders[0]!.lines[0]).toMatchObject({
      isValid: false,
      problems: [
        {
          code: 'QUANTITY_OVER_DAILY_LIMIT',
          message: 'At most 1 of Sahasra Kalasam can be booked for one day (you asked for 100)',
        },
      ],
    });

    // At the limit it is bookable, and two lines of one unit each are two pre-bookings, each for a day of its own.
    const atLimit = await evaluate({
      lines: [line(limited, { performDate: undefined }), line(limited, { performDate: undefined })],
    });
    expect(atLimit.isValid).toBe(true);
    expect(atLimit.orders[0]!.lines.map((evaluated) => evaluated.problems)).toEqual([[], []]);
    expect(await context.db.select({ n: count() }).from(sevaDayCounters)).toEqual(before);
  });

  it('flags each bad day of a continuous seva with its date', async () => {
    await insertBlocking(context.db, templeA, seva.continuous!, '2026-03-21');
    const evaluation = await evaluate({
      lines: [line(seva.continuous!, { performDate: '2026-03-20', tillDate: '2026-03-22' })],
    });
    expect(evaluation.orders[0]!.lines[0]!.problems).toMatchObject([
      { code: 'DATE_BLOCKED', date: '2026-03-21' },
    ]);
  });

  it('moves the minimum perform date by a day at the seva block time', async () => {
    const tomorrow = line(seva.blockTimed!, { performDate: '2026-03-05' });
    context.clock.now = new Date('2026-03-04T12:29:00Z'); // 17:59 in India
    expect(await codesOf(tomorrow)).toEqual([]);
    context.clock.now = new Date('2026-03-04T12:30:00Z'); // 18:00 in India
    expect(await codesOf(tomorrow)).toEqual(['BEFORE_MIN_PERFORM_DATE']);
    const evaluation = await evaluate({ lines: [tomorrow] });
    expect(evaluation.orders[0]!.lines[0]!.problems[0]!.message).toBe(
      'The earliest date for Ganapathy Homam is 06-Mar-2026',
    );
  });

  it('keeps a dakshina only for a temple that accepts one', async () => {
    const evaluation = await evaluate({
      lines: [line(seva.devi!)],
      dakshina: [{ templeId: templeB.id, amount: 5_000 }],
    });
    expect(evaluation.isValid).toBe(false);
    expect(evaluation.orders[0]!.problems.map((problem) => problem.code)).toEqual(['DAKSHINA_NOT_ACCEPTED']);
    expect(evaluation.orders[0]!.totals.dakshinaAmount).toBe(0);
  });

  it.each<[string, object, string]>([
    [
      'quantity 0',
      { lines: [{ sevaId: 1, performDate: '2026-03-10', quantity: 0, devoteeName: 'A' }] },
      'lines.0.quantity',
    ],
    [
      'quantity 10000',
      { lines: [{ sevaId: 1, performDate: '2026-03-10', quantity: 10_000, devoteeName: 'A' }] },
      'lines.0.quantity',
    ],
    ['no lines', { lines: [] }, 'lines'],
    [
      'a bad date',
      { lines: [{ sevaId: 1, performDate: '2026-02-30', quantity: 1, devoteeName: 'A' }] },
      'lines.0.performDate',
    ],
    [
      'postal delivery without an address',
      {
        lines: [{ sevaId: 1, performDate: '2026-03-10', quantity: 1, devoteeName: 'A', prasadamDelivery: 2 }],
      },
      'lines.0.deliveryAddress',
    ],
    [
      'an unknown field',
      { lines: [{ sevaId: 1, performDate: '2026-03-10', quantity: 1, devoteeName: 'A', discount: 5 }] },
      'lines.0.discount',
    ],
    [
      'a negative dakshina',
      {
        lines: [{ sevaId: 1, performDate: '2026-03-10', quantity: 1, devoteeName: 'A' }],
        dakshina: [{ templeId: 1, amount: -5 }],
      },
      'dakshina.0.amount',
    ],
  ])('refuses %s with 400 and the field named', async (_name, body, field) => {
    const response = await client.post('/api/v1/cart/evaluate', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses a dakshina for a temple with no seva in the cart', async () => {
    const response = await client.post('/api/v1/cart/evaluate', {
      lines: [line(seva.regular!)],
      dakshina: [{ templeId: templeB.id, amount: 5_000 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'dakshina.0.templeId', message: 'No seva of this temple is in the cart' },
    ]);
  });

  it('needs the CSRF token like every POST, but no login', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/api/v1/cart/evaluate',
      payload: { lines: [line(seva.regular!)] },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });

  it('evaluates a full cart of 50 lines over many sevas and temples in one call inside a transaction', async () => {
    const ids = [seva.regular!, seva.deliverable!, seva.postal!, seva.devi!, seva.continuous!];
    const lines = Array.from({ length: 50 }, (_, index) =>
      line(ids[index % ids.length]!, { performDate: `2026-03-${String(5 + (index % 20)).padStart(2, '0')}` }),
    );
    const started = performance.now();
    const evaluation = await context.db.transaction((tx) =>
      evaluateCart(
        { db: tx, starCalendars: new StarCalendars(tx) },
        { lines: lines.map((cartLine) => ({ ...cartLine, starId: 28, prasadamDelivery: 1, forType: 1 })) },
        NOW,
      ),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(evaluation.orders.flatMap((order) => order.lines)).toHaveLength(50);
  });
});
