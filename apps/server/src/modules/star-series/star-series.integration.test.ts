import {
  type CheckoutResult,
  formatDisplayDate,
  type MyStarSeries,
  type MyStarSeriesList,
  type PanchangamResponse,
  type Receipt,
  type Refund,
  SevaType,
  type StarDatesResponse,
  type StarSeriesPlan,
  starOccurrences,
  UserType,
} from '@nivedya/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderLines,
  orders,
  sevaBlocking,
  sevas,
  smsOutbox,
  starSeries,
  temples,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
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
import { readPdf } from '../../test/pdf-text.ts';
import { aPaidBooking } from '../../test/refund-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

const GURUVAYUR = { latitude: 10.5943, longitude: 76.0411, timeZone: 'Asia/Kolkata' };
const ROHINI = 4;

interface Problem {
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
}

describe('sevas that follow the devotee’s star (issue #19)', () => {
  let context: TestContext;
  let temple: BookingTemple;
  let client: TestClient;
  // Each request from an address of its own: the star-date routes' per-client limit is not under test.
  let requests = 0;
  const guestGet = (url: string) =>
    new TestClient(context.app, `10.9.${++requests >> 8}.${requests & 255}`).get(url);

  async function plan(sevaId: number, query: string): Promise<StarSeriesPlan> {
    const response = await guestGet(`/api/v1/sevas/${sevaId}/star-series?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StarSeriesPlan>();
  }

  async function starDates(templeId: number, star: number, from: string, to: string): Promise<string[]> {
    const response = await guestGet(
      `/api/v1/star-dates?templeId=${templeId}&star=${star}&from=${from}&to=${to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StarDatesResponse>().items.map((item) => item.date);
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db);
    await context.db.update(temples).set(GURUVAYUR).where(eq(temples.id, temple.templeId));
    ({ client } = await aLoggedInDevotee(context.app, context.db));
  });
  afterAll(async () => context.close());

  describe('the plan', () => {
    it('equals the star-dates call at the three demo temples for every star over 2026 and 2027', async () => {
      const demo = await createTestContext();
      try {
        await seedDemoData(demo.db, new Date('2026-01-01T00:00:00Z'));
        const demoSevas = await demo.db
          .select({ id: sevas.id, templeId: sevas.templeId })
          .from(sevas)
          .where(and(eq(sevas.sevaType, SevaType.Regular), eq(sevas.isContinuous, false)))
          .orderBy(sevas.id);
        const templeIds = [...new Set(demoSevas.map((seva) => seva.templeId))];
        expect(templeIds).toHaveLength(3);
        const ask = (url: string) =>
          new TestClient(demo.app, `10.8.${++requests >> 8}.${requests & 255}`).get(url);
        for (const start of ['2026-01-01', '2027-01-01']) {
          demo.clock.now = new Date(`${start}T00:00:00+05:30`);
          for (const templeId of templeIds) {
            const sevaId = demoSevas.find((seva) => seva.templeId === templeId)?.id;
            for (let star = 1; star <= 27; star += 1) {
              const response = await ask(
                `/api/v1/sevas/${sevaId}/star-series?star=${star}&every=month&occurrences=12`,
              );
              expect(response.statusCode, response.body).toBe(200);
              const planned = response.json<StarSeriesPlan>();
              const first = planned.occurrences[0]?.date ?? start;
              // A star now and then rises at no sunrise for a cycle: twelve of them can take more than a year.
              const days: string[] = [];
              for (const from of [first, addDays(first, 365)]) {
                const calendar = await ask(
                  `/api/v1/star-dates?templeId=${templeId}&star=${star}&from=${from}&to=${addDays(from, 364)}`,
                );
                days.push(...calendar.json<StarDatesResponse>().items.map((item) => item.date));
              }
              const expected = starOccurrences(days).slice(0, 12);
              expect(
                planned.occurrences.map(({ date, otherDate }) => ({ date, otherDate })),
                `${templeId} ${star}`,
              ).toEqual(expected.map(({ date, otherDate }) => ({ date, otherDate })));
            }
          }
        }
      } finally {
        await demo.close();
      }
    }, 120_000);

    it('lists the next dates on which the star is the star of the day, with the booking calendar’s status', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=6`);
      expect(planned.occurrences).toHaveLength(6);
      expect(planned.rule).toBe('sunrise');
      const days = await starDates(
        temple.templeId,
        ROHINI,
        planned.occurrences[0]!.date,
        planned.occurrences[5]!.date,
      );
      expect(planned.occurrences.map((each) => each.date)).toEqual(
        starOccurrences(days).map((each) => each.date),
      );
      expect(planned.occurrences.every((each) => each.status === 'open' && each.alternative === null)).toBe(
        true,
      );
      expect(planned.dates).toEqual(planned.occurrences.map((each) => each.date));
    });

    it("offers the star's nearest bookable day for a blocked or full date, with the temple's reason", async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
      const before = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
      const [first, second] = before.occurrences;
      await context.db.insert(sevaBlocking).values({
        templeId: temple.templeId,
        sevaId,
        fromDate: first!.date,
        toDate: first!.otherDate ?? first!.date,
        reason: 'Utsavam: the sanctum is closed',
      });
      await checkoutOk(client, { lines: [aCartLine(sevaId, { performDate: second!.date, starId: ROHINI })] });
      const after = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
      expect(after.occurrences[0]).toMatchObject({
        date: first!.date,
        status: 'blocked',
        reason: 'DATE_BLOCKED',
        blockedReason: 'Utsavam: the sanctum is closed',
      });
      expect(after.occurrences[1]).toMatchObject({ date: second!.date, status: 'full', reason: 'SEVA_FULL' });
      const alternatives = after.occurrences.slice(0, 2).map((each) => each.alternative);
      expect(
        alternatives.every((date) => date !== null && !before.occurrences.some((each) => each.date === date)),
      ).toBe(true);
      expect(new Set(alternatives).size).toBe(2);
      expect(after.dates).toHaveLength(3);
      expect(after.dates).toEqual([...after.dates].sort());
    });

    it('refuses what is not a series: bad input and sevas booked otherwise, with a clear message', async () => {
      const sevaId = await insertSeva(context.db, temple);
      const special = await insertSeva(context.db, temple, { sevaType: SevaType.SpecialPooja });
      const continuous = await insertSeva(context.db, temple, { isContinuous: true });
      const cases: [string, string, string][] = [
        [`${sevaId}?star=28&every=month&occurrences=3`, 'VALIDATION_FAILED', 'star'],
        [`${sevaId}?star=4&every=year&occurrences=3`, 'VALIDATION_FAILED', 'month'],
        [`${sevaId}?star=4&every=month&occurrences=13`, 'VALIDATION_FAILED', 'occurrences'],
        [`${sevaId}?star=4&every=year&month=1&occurrences=6`, 'VALIDATION_FAILED', 'occurrences'],
        [`${sevaId}?star=4&every=week&occurrences=3`, 'VALIDATION_FAILED', 'every'],
      ];
      for (const [query, code, field] of cases) {
        const response = await guestGet(`/api/v1/sevas/${query.replace('?', '/star-series?')}`);
        expect(response.statusCode, query).toBe(400);
        const problem = response.json<Problem>();
        expect(problem.code).toBe(code);
        expect(problem.errors?.map((error) => error.field)).toContain(field);
      }
      for (const id of [special, continuous]) {
        const response = await guestGet(`/api/v1/sevas/${id}/star-series?star=4&every=month&occurrences=3`);
        expect(response.statusCode).toBe(400);
        expect(response.json<Problem>().code).toBe('STAR_SERIES_NOT_OFFERED');
      }
      expect(
        (await guestGet('/api/v1/sevas/999999/star-series?star=4&every=month&occurrences=3')).statusCode,
      ).toBe(404);
    });
  });

  describe('booking a series', () => {
    it('books every date in one order, one line per date, all pointing at the series', async () => {
      const sevaId = await insertSeva(context.db, temple, { rate: 5000, maxLimitPerDay: 5 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=6`);
      const result = await checkoutOk(client, {
        lines: [
          aCartLine(sevaId, {
            performDate: planned.dates[0],
            starId: ROHINI,
            quantity: 2,
            starSeries: { every: 'month', dates: planned.dates },
          }),
        ],
      });
      expect(result.orders).toHaveLength(1);
      expect(result.orders[0]?.totals.amount).toBe(5000 * 2 * 6);
      const lines = await context.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, result.orders[0]!.id));
      expect(lines.map((line) => line.performDate).sort()).toEqual(planned.dates);
      const seriesIds = new Set(lines.map((line) => line.starSeriesId));
      expect(seriesIds.size).toBe(1);
      expect(lines.every((line) => line.isAllowEdit === false && line.starId === ROHINI)).toBe(true);
      const [series] = await context.db
        .select()
        .from(starSeries)
        .where(eq(starSeries.id, [...seriesIds][0]!));
      expect(series).toMatchObject({
        sevaId,
        starId: ROHINI,
        every: 'month',
        malayalamMonth: null,
        occurrences: 6,
      });
      for (const date of planned.dates) expect((await capacityOf(context.db, sevaId, date)).booked).toBe(2);
      // The receipt marks each date as the series' (on screen and in the PDF).
      const token = result.orders[0]!.receiptToken;
      const receipt = (await guestGet(`/api/v1/receipts/${token}`)).json<Receipt>();
      expect(receipt.lines.map((line) => line.series)).toEqual(planned.dates.map(() => 'month'));
      const pdf = readPdf((await guestGet(`/api/v1/receipts/${token}/pdf`)).rawPayload);
      expect(pdf.lines.filter((line) => line.endsWith(' · every month'))).toHaveLength(6);
    });

    it("refuses a date that is not the star's day, and writes nothing", async () => {
      const sevaId = await insertSeva(context.db, temple);
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=2`);
      const wrong = [planned.dates[0]!, nextDay(planned.dates[1]!, planned.occurrences[1]!.otherDate)];
      const response = await client.post('/api/v1/checkout', {
        lines: [
          aCartLine(sevaId, {
            performDate: wrong[0],
            starId: ROHINI,
            starSeries: { every: 'month', dates: wrong },
          }),
        ],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Problem>().code).toBe('NOT_STAR_DAY');
      const written = await context.db.select().from(orderLines).where(eq(orderLines.sevaId, sevaId));
      expect(written).toHaveLength(0);
      expect((await capacityOf(context.db, sevaId, planned.dates[0]!)).booked).toBe(0);
    });

    it('two series racing for the last place of a day: one wins, the other is offered the alternative', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 1 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
      const other = (await aLoggedInDevotee(context.app, context.db)).client;
      const body = {
        lines: [
          aCartLine(sevaId, {
            performDate: planned.dates[0],
            starId: ROHINI,
            starSeries: { every: 'month', dates: planned.dates },
          }),
        ],
      };
      const answers = await Promise.all([
        client.post('/api/v1/checkout', body),
        other.post('/api/v1/checkout', body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json<Problem>().code).toBe('SEVA_FULL');
      // All of the winner's places, none of the loser's: each day holds exactly one.
      for (const date of planned.dates)
        expect(await capacityOf(context.db, sevaId, date)).toMatchObject({ booked: 1, held: 1 });
      const winner = answers.find((answer) => answer.statusCode === 201)!.json<CheckoutResult>();
      const placed = await context.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            winner.orders.map((order) => order.id),
          ),
        );
      expect(placed).toHaveLength(1);
      const again = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
      expect(again.occurrences.every((each) => each.status === 'full' && each.alternative !== null)).toBe(
        true,
      );
    });

    it('books a yearly series years ahead, past how far single dates are taken', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=year&month=1&occurrences=3`);
      expect(planned.dates).toHaveLength(3);
      expect(planned.occurrences.every((each) => each.status === 'open')).toBe(true);
      const result = await checkoutOk(client, {
        lines: [
          aCartLine(sevaId, {
            performDate: planned.dates[0],
            starId: ROHINI,
            starSeries: { every: 'year', month: 1, dates: planned.dates },
          }),
        ],
      });
      const lines = await context.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, result.orders[0]!.id));
      expect(lines.map((line) => line.performDate).sort()).toEqual(planned.dates);
      const [series] = await context.db
        .select()
        .from(starSeries)
        .where(eq(starSeries.id, lines[0]!.starSeriesId!));
      expect(series).toMatchObject({ every: 'year', malayalamMonth: 1, occurrences: 3 });
    });
  });

  describe('every year on the star in a Malayalam month', () => {
    it("takes the star's day in that month (Chingam), one a year, as the panchangam and the star-dates call say", async () => {
      const sevaId = await insertSeva(context.db, temple);
      for (const star of [1, ROHINI, 9, 22, 27]) {
        const planned = await plan(sevaId, `star=${star}&every=year&month=1&occurrences=5`);
        expect(planned.occurrences).toHaveLength(5);
        const years = new Set<string>();
        for (const occurrence of planned.occurrences) {
          const month = occurrence.date.slice(0, 7);
          const response = await guestGet(`/api/v1/panchangam?templeId=${temple.templeId}&month=${month}`);
          const day = response.json<PanchangamResponse>().items.find((item) => item.date === occurrence.date);
          expect(day?.star?.id, occurrence.date).toBe(star);
          if (occurrence.note === 'notInMonth') expect(day?.malayalamMonth?.id).toBe(2);
          else expect(day?.malayalamMonth?.id, `${star} ${occurrence.date}`).toBe(1);
          years.add(String(day?.malayalamYear));
        }
        expect(years.size).toBe(5);
        if (planned.occurrences.some((each) => each.note === 'twiceInMonth')) {
          const twice = planned.occurrences.find((each) => each.note === 'twiceInMonth')!;
          expect(twice.otherDate! > twice.date).toBe(true);
        }
      }
    });
  });

  describe("the devotee's series: history and stop", () => {
    it('shows the series with its dates and next date, and stopping sends the dates to come to the temple', async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=4`);
      const body = {
        lines: [
          aCartLine(sevaId, {
            performDate: planned.dates[0],
            starId: ROHINI,
            starSeries: { every: 'month', dates: planned.dates },
          }),
        ],
      };
      const { client: devotee } = await aLoggedInDevotee(context.app, context.db);
      // An unpaid attempt is not a booking: it is not listed.
      await checkoutOk(devotee, body);
      expect((await devotee.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items).toHaveLength(0);
      const paid = await aPaidBooking(context, devotee, body);

      const list = (await devotee.get('/api/v1/me/star-series')).json<MyStarSeriesList>();
      expect(list.items).toHaveLength(1);
      const [series] = list.items;
      expect(series).toMatchObject({
        sevaId,
        star: ROHINI,
        every: 'month',
        occurrences: 4,
        orderId: paid.orderId,
        orderStatus: 'paid',
        nextDate: planned.dates[0],
        stoppedAt: null,
        refundStatus: null,
      });
      expect(series!.dates.map((date) => date.date)).toEqual(planned.dates);
      expect(series!.dates.every((date) => !date.isClosed && date.alternative === null)).toBe(true);
      // Dates within the temple's booking notice are still booked, not closed.
      await context.db
        .update(temples)
        .set({ sevaBlockPeriodDays: 400 })
        .where(eq(temples.id, temple.templeId));
      const noticed = (await devotee.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items[0];
      await context.db.update(temples).set({ sevaBlockPeriodDays: 0 }).where(eq(temples.id, temple.templeId));
      expect(noticed?.dates.some((date) => date.isClosed)).toBe(false);
      // Another devotee sees none of it, and cannot stop it.
      expect(
        (await client.get('/api/v1/me/star-series'))
          .json<MyStarSeriesList>()
          .items.some((each) => each.id === series!.id),
      ).toBe(false);
      expect(
        (await client.post(`/api/v1/me/star-series/${series!.id}/stop`, { reason: 'Moving abroad' }))
          .statusCode,
      ).toBe(404);
      // No reason: refused, nothing changes.
      const blank = await devotee.post(`/api/v1/me/star-series/${series!.id}/stop`, { reason: ' ' });
      expect(blank.statusCode).toBe(400);

      const stop = await devotee.post(`/api/v1/me/star-series/${series!.id}/stop`, {
        reason: 'Moving abroad',
      });
      expect(stop.statusCode, stop.body).toBe(200);
      const stopped = stop.json<MyStarSeries>();
      expect(stopped.stoppedAt).not.toBeNull();
      expect(stopped.refundStatus).toBe('requested');
      const request = (await devotee.get(`/api/v1/me/orders/${paid.orderId}`)).json<{
        cancellationRequest: Refund | null;
      }>();
      expect(request.cancellationRequest).not.toBeNull();
      const again = await devotee.post(`/api/v1/me/star-series/${series!.id}/stop`, {
        reason: 'Moving abroad',
      });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('when the temple blocks a date of a series', () => {
    it("tells the devotee with the star's next open day, and the devotee moves the date there", async () => {
      const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 5 });
      const planned = await plan(sevaId, `star=${ROHINI}&every=month&occurrences=3`);
      const body = {
        lines: [
          aCartLine(sevaId, {
            performDate: planned.dates[0],
            starId: ROHINI,
            starSeries: { every: 'month', dates: planned.dates },
          }),
        ],
      };
      const { user, client: devotee } = await aLoggedInDevotee(context.app, context.db);
      await aPaidBooking(context, devotee, body);
      const adminUser = await insertUser(context.db, {
        userType: UserType.TempleAdmin,
        templeId: temple.templeId,
      });
      const admin = await logInAs(context.app, adminUser);
      const blocked = planned.occurrences[1]!;
      const created = await admin.post(`/api/v1/temples/${temple.templeId}/seva-blockings`, {
        sevaId,
        fromDate: blocked.date,
        toDate: blocked.otherDate ?? blocked.date,
        reason: 'Utsavam: the sanctum is closed',
      });
      expect(created.statusCode, created.body).toBe(201);

      // The devotee is told: a notification opening their bookings, and an SMS.
      const told = await context.db.select().from(notifications).where(eq(notifications.userId, user.id));
      const notice = told.find((each) => each.title.includes('is closed'));
      expect(notice?.link).toBe('/devotee-booking-history');
      const [series] = (await devotee.get('/api/v1/me/star-series')).json<MyStarSeriesList>().items;
      const date = series!.dates.find((each) => each.date === blocked.date)!;
      expect(date).toMatchObject({ isClosed: true, closedReason: 'Utsavam: the sanctum is closed' });
      expect(date.alternative).not.toBeNull();
      expect(planned.dates).not.toContain(date.alternative);
      expect(notice?.body).toContain('Utsavam: the sanctum is closed');
      expect(notice?.body).toContain(formatDisplayDate(date.alternative!));
      const sms = await context.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.purpose, 'star-series-date-closed'));
      expect(sms.some((each) => each.body === notice?.body)).toBe(true);
      // The other dates stand as they were.
      expect(series!.dates.filter((each) => each.isClosed)).toHaveLength(1);

      // Not a day of the star, a day the series holds, another devotee's: refused, nothing moves.
      const move = (mover: TestClient, to: string) =>
        mover.post(`/api/v1/me/star-series/${series!.id}/dates/${date.orderLineId}/move`, { date: to });
      expect((await move(devotee, nextDay(date.alternative!, null))).json<Problem>().code).toBe(
        'NOT_STAR_DAY',
      );
      expect((await move(devotee, planned.dates[2]!)).statusCode).toBe(409);
      expect((await move(client, date.alternative!)).statusCode).toBe(404);
      expect((await capacityOf(context.db, sevaId, blocked.date)).booked).toBe(1);

      const moved = await move(devotee, date.alternative!);
      expect(moved.statusCode, moved.body).toBe(200);
      const after = moved.json<MyStarSeries>();
      expect(after.dates.map((each) => each.date)).toContain(date.alternative);
      expect(after.dates.some((each) => each.isClosed)).toBe(false);
      expect(await capacityOf(context.db, sevaId, blocked.date)).toMatchObject({ booked: 0, held: 0 });
      expect(await capacityOf(context.db, sevaId, date.alternative!)).toMatchObject({ booked: 1, held: 1 });
    });
  });
});

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A day that is not the star's: the day after its date (or after its second sunrise day). */
function nextDay(date: string, otherDate: string | null): string {
  return addDays(otherDate ?? date, 1);
}
