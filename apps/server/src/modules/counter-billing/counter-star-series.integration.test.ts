import {
  addDays,
  type CounterBill,
  type CounterBillQuote,
  localDateTime,
  type MyStarSeriesList,
  type ReportPage,
  SevaBookingType,
  type StarSeriesPlan,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, starSeries, temples } from '../../db/schema/index.ts';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aLoggedInUser, aStaffedTemple, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { aBill, aBillLine, billsPath, billTables, bookedOn, createBill } from './counter-test-builders.ts';

/** Issue #19 "Counter billing can start a series for a walk-in devotee", at a temple whose stars are known. */
const GURUVAYUR = { latitude: 10.5943, longitude: 76.0411, timeZone: 'Asia/Kolkata' };
const ROHINI = 4;

describe('counter billing: a star series for a walk-in devotee', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let devotee: TestClient;
  let templeId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['billing', 'reports.read'],
      temple: GURUVAYUR,
    });
    other = await aStaffedTemple(context.app, context.db, { rights: ['billing'], temple: GURUVAYUR });
    templeId = temple.temple.id;
    ({ client: devotee } = await aLoggedInUser(context.app, context.db, { userType: 4 }));
  });
  afterAll(async () => context.close());

  /** The plan the counter form shows: the same call as the devotee's booking form. */
  async function plan(sevaId: number, query: string): Promise<StarSeriesPlan> {
    const response = await temple.staff.get(`/api/v1/sevas/${sevaId}/star-series?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StarSeriesPlan>();
  }

  const seriesLine = (sevaId: number, every: 'month' | 'year', dates: string[], month?: number) =>
    aBillLine(sevaId, {
      devoteeName: 'Gopika Nair',
      starId: ROHINI,
      performDate: dates[0] ?? '',
      quantity: 2,
      starSeries: { every, dates, ...(month === undefined ? {} : { month }) },
    });

  it('refuses a series paid date by date: a walk-in pays for all its dates at once', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, { maxLimitPerDay: 5 });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=2`);
    const line = aBillLine(sevaId, {
      devoteeName: 'Gopika Nair',
      starId: ROHINI,
      performDate: dates[0] ?? '',
      starSeries: { every: 'month', dates, payment: 'each' },
    });
    const quote = await temple.staff.post(billsPath(templeId, '/quote'), { lines: [line] });
    expect(quote.statusCode).toBe(400);
    expect(quote.body).toContain('At the counter a star series is paid for all its dates at once');
  });

  it('bills every date of a monthly series at once: a line per date, one series, every place taken', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, {
      name: 'Archana',
      rate: 5_000,
      maxLimitPerDay: 5,
    });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
    expect(dates).toHaveLength(3);
    const line = seriesLine(sevaId, 'month', dates);

    const quote = await temple.staff.post(billsPath(templeId, '/quote'), { lines: [line], dakshina: 1_000 });
    expect(quote.statusCode, quote.body).toBe(200);
    const quoted = quote.json<CounterBillQuote>();
    expect(quoted.isValid).toBe(true);
    expect(quoted.lines[0]).toMatchObject({ dates, amount: 5_000 * 2 * 3, lineTotal: 30_000, remaining: 5 });
    expect(quoted.totals.totalAmount).toBe(31_000);

    const bill = await createBill(temple.staff, templeId, aBill([line], { dakshina: 1_000 }));
    expect(bill.totalAmount).toBe(31_000);
    const lines = await context.db
      .select({ performDate: orderLines.performDate, starSeriesId: orderLines.starSeriesId })
      .from(orderLines)
      .where(eq(orderLines.orderId, bill.id))
      .orderBy(orderLines.performDate);
    expect(lines.map((each) => each.performDate)).toEqual(dates);
    const [series] = await context.db.select().from(starSeries).where(eq(starSeries.templeId, templeId));
    expect(series).toMatchObject({
      userId: null,
      sevaId,
      starId: ROHINI,
      devoteeName: 'Gopika Nair',
      every: 'month',
      malayalamMonth: null,
      occurrences: 3,
    });
    expect(lines.every((each) => each.starSeriesId === series?.id)).toBe(true);
    for (const date of dates) expect(await bookedOn(context.db, sevaId, date)).toBe(2);

    // The bill's details (its printed receipt) list each date.
    const details = await temple.staff.get(billsPath(templeId, `/${bill.id}`));
    expect(details.json<CounterBill>().receipt.lines.map((each) => each.performDate)).toEqual(dates);
    // The performing reports mark its lines.
    const report = await temple.staff.get(
      `/api/v1/temples/${templeId}/reports/performancereport?from=${dates[0]}&to=${dates[2]}`,
    );
    expect(report.json<ReportPage>().items.map((row) => [row.performDate, row.recurring])).toEqual(
      dates.map((date) => [date, 'Every month']),
    );
    // A devotee's own list is theirs alone: the walk-in's series is in nobody's.
    const mine = await devotee.get('/api/v1/me/star-series');
    expect(mine.json<MyStarSeriesList>().items).toEqual([]);
  });

  it('bills a yearly series in its Malayalam month', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, { name: 'Pushpanjali', rate: 3_000 });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=year&month=1&occurrences=2`);
    expect(dates).toHaveLength(2);
    const bill = await createBill(temple.staff, templeId, aBill([seriesLine(sevaId, 'year', dates, 1)]));
    const [series] = await context.db.select().from(starSeries).where(eq(starSeries.sevaId, sevaId));
    expect(series).toMatchObject({ every: 'year', malayalamMonth: 1, occurrences: 2, userId: null });
    expect(bill.totalAmount).toBe(3_000 * 2 * 2);
  });

  it('refuses a date that is not the star’s day with NOT_STAR_DAY, writing nothing', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, { maxLimitPerDay: 5 });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=2`);
    const wrong = [dates[0] ?? '', addDays(dates[1] ?? '', 3)];
    const before = await billTables(context.db);
    const seriesBefore = await context.db.select().from(starSeries);
    const response = await temple.staff.post(
      billsPath(templeId),
      aBill([seriesLine(sevaId, 'month', wrong)]),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NOT_STAR_DAY' });
    expect(response.json().problems).toEqual([
      expect.objectContaining({ index: 0, code: 'NOT_STAR_DAY', date: wrong[1] }),
    ]);
    expect(await billTables(context.db)).toEqual(before);
    expect(await context.db.select().from(starSeries)).toEqual(seriesBefore);
  });

  it('refuses the whole bill when one date is full, and a seva that is not a one-day regular seva', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, { maxLimitPerDay: 2 });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
    // The third date is taken by an ordinary bill.
    await createBill(
      temple.staff,
      templeId,
      aBill([aBillLine(sevaId, { performDate: dates[2] ?? '', quantity: 1 })]),
    );
    const before = await billTables(context.db);
    const full = await temple.staff.post(billsPath(templeId), aBill([seriesLine(sevaId, 'month', dates)]));
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SEVA_FULL' });
    expect(full.json().problems).toEqual([
      expect.objectContaining({ index: 0, code: 'SEVA_FULL', date: dates[2] }),
    ]);
    expect(await billTables(context.db)).toEqual(before);
    expect(await bookedOn(context.db, sevaId, dates[0] ?? '')).toBe(0);

    const continuous = await insertSeva(context.db, temple.temple, { isContinuous: true });
    const refused = await temple.staff.post(
      billsPath(templeId),
      aBill([seriesLine(continuous, 'month', dates.slice(0, 2))]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'STAR_SERIES_NOT_OFFERED' });
  });

  it('is not another temple’s staff’s to bill, and the first date must be the perform date', async () => {
    const sevaId = await insertSeva(context.db, temple.temple, { maxLimitPerDay: 5 });
    const { dates } = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=2`);
    const before = await billTables(context.db);
    const line = seriesLine(sevaId, 'month', dates);
    expect((await other.staff.post(billsPath(templeId), aBill([line]))).statusCode).toBe(403);
    const elsewhere = await other.staff.post(billsPath(other.temple.id), aBill([line]));
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'SEVA_NOT_IN_TEMPLE' });
    const moved = await temple.staff.post(
      billsPath(templeId),
      aBill([{ ...line, performDate: dates[1] ?? '' }]),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { field: 'lines.0.performDate', message: "A star series' pooja date is its first date" },
    ]);
    expect(await billTables(context.db)).toEqual(before);
  });

  it("plans a walk-in's series by the counter's rules: from today, counter-only sevas too, this temple's only", async () => {
    const counterOnly = await insertSeva(context.db, temple.temple, {
      name: 'Thulabharam',
      maxLimitPerDay: 5,
      bookingType: SevaBookingType.CounterOnly,
    });
    const counterPlan = (query: string) =>
      temple.staff.get(`/api/v1/temples/${templeId}/counter-bills/star-series?${query}`);
    // Online the temple asks 60 days' notice; the counter books from today.
    await context.db.update(temples).set({ sevaBlockPeriodDays: 60 }).where(eq(temples.id, templeId));
    try {
      const atCounter = await counterPlan(`sevaId=${counterOnly}&star=${ROHINI}&every=month&occurrences=3`);
      expect(atCounter.statusCode, atCounter.body).toBe(200);
      const planned = atCounter.json<StarSeriesPlan>();
      const today = localDateTime(context.clock.now, 'Asia/Kolkata').date;
      expect(planned.dates).toHaveLength(3);
      expect(planned.dates[0]! < addDays(today, 30)).toBe(true);
      expect(planned.occurrences.every((each) => each.status === 'open')).toBe(true);
      // The online plan knows no counter-only seva.
      expect(
        (
          await temple.staff.get(
            `/api/v1/sevas/${counterOnly}/star-series?star=${ROHINI}&every=month&occurrences=3`,
          )
        ).statusCode,
      ).toBe(404);
      // The plan's dates bill as they are.
      const bill = await createBill(
        temple.staff,
        templeId,
        aBill([seriesLine(counterOnly, 'month', planned.dates)]),
      );
      expect(bill.id).toBeGreaterThan(0);
    } finally {
      await context.db.update(temples).set({ sevaBlockPeriodDays: 0 }).where(eq(temples.id, templeId));
    }
    const elsewhere = await other.staff.get(
      `/api/v1/temples/${other.temple.id}/counter-bills/star-series?sevaId=${counterOnly}&star=${ROHINI}&every=month&occurrences=3`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'SEVA_NOT_IN_TEMPLE' });
    expect(
      (
        await other.staff.get(
          `/api/v1/temples/${templeId}/counter-bills/star-series?sevaId=${counterOnly}&star=4&every=month&occurrences=3`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await devotee.get(
          `/api/v1/temples/${templeId}/counter-bills/star-series?sevaId=${counterOnly}&star=4&every=month&occurrences=3`,
        )
      ).statusCode,
    ).toBe(403);
  });
});
