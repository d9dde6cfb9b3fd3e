import { type StarSeriesPlan, UserType } from '@nivedya/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, starSeries, temples } from '../../db/schema/index.ts';
import { aCartLine, BOOKING_NOW, capacityOf } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aLoggedInUser, aStaffedTemple, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { aBill, aBillLine, billsPath, bookedOn, inDays } from './counter-test-builders.ts';

/**
 * ARCHITECTURE rule 3 across both doors: the temple's counter and online devotees race for the last
 * units of one day, over real HTTP on real PostgreSQL. Exactly the day's limit is sold, whoever wins,
 * and everyone else is told the seva is full.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('counter-billing race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function headersOf(client: TestClient): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
  };
}

describe.skipIf(!serverUrl)('counter bills and online checkouts racing on PostgreSQL', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let baseUrl: string;
  let counterHeaders: Record<string, string>;
  let devoteeHeaders: Record<string, string>;

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = BOOKING_NOW;
    // sevaBlockPeriodDays 1 keeps the online door open from tomorrow; both doors race for the same day.
    temple = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    const { client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee });
    for (const client of [temple.staff, devotee]) await client.get('/api/health');
    counterHeaders = headersOf(temple.staff);
    devoteeHeaders = headersOf(devotee);
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => context?.close());

  it.each([
    // Counter bills alone: every one passes the read-only forecast, so the atomic hold decides.
    [5, 40, 0],
    [1, 20, 20],
    [12, 60, 60],
  ])(
    'capacity %i, %i counter bills and %i online checkouts at once: exactly the limit sold, the rest SEVA_FULL',
    async (capacity, counterCount, onlineCount) => {
      const day = inDays(3);
      const sevaId = await insertSeva(context.db, temple.temple, {
        name: `Last units ${capacity}`,
        maxLimitPerDay: capacity,
      });
      const counterBody = JSON.stringify(aBill([aBillLine(sevaId, { performDate: day })]));
      const onlineBody = JSON.stringify({ lines: [aCartLine(sevaId, { performDate: day })] });
      const send = async (door: 'counter' | 'online') => {
        const response = await fetch(
          door === 'counter' ? `${baseUrl}${billsPath(temple.temple.id)}` : `${baseUrl}/api/v1/checkout`,
          {
            method: 'POST',
            headers: door === 'counter' ? counterHeaders : devoteeHeaders,
            body: door === 'counter' ? counterBody : onlineBody,
          },
        );
        const body = (await response.json()) as { code?: string };
        return { door, status: response.status, code: body.code };
      };
      // Shuffled, all in flight at once.
      const doors = shuffled([
        ...Array.from({ length: counterCount }, () => 'counter' as const),
        ...Array.from({ length: onlineCount }, () => 'online' as const),
      ]);
      const outcomes = await Promise.all(doors.map(send));

      const sold = outcomes.filter((outcome) => outcome.status === 201);
      const full = outcomes.filter((outcome) => outcome.status === 409 && outcome.code === 'SEVA_FULL');
      const others = outcomes.filter((outcome) => outcome.status !== 201 && outcome.code !== 'SEVA_FULL');
      console.info(
        `capacity ${capacity}: ${sold.filter((o) => o.door === 'counter').length} counter, ${sold.filter((o) => o.door === 'online').length} online sold, ${full.length} full`,
      );
      expect(others).toEqual([]);
      expect(sold).toHaveLength(capacity);
      expect(full).toHaveLength(counterCount + onlineCount - capacity);

      // The database agrees: the counter row, and the lines of live orders (paid bills, held checkouts).
      expect(await capacityOf(context.db, sevaId, day)).toEqual({
        booked: capacity,
        capacity,
        held: capacity,
      });
      const live = await context.db
        .select({ type: orders.type })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.sevaId, sevaId), inArray(orders.status, ['paid', 'pending'])));
      expect(live).toHaveLength(capacity);
    },
  );

  it('star series bills racing for the last place of their days: one wins every date, the others write nothing', async () => {
    // Issue #19: a series' dates are held with the bill's other lines, all or none.
    await context.db
      .update(temples)
      .set({ latitude: 10.5943, longitude: 76.0411, timeZone: 'Asia/Kolkata' })
      .where(eq(temples.id, temple.temple.id));
    const sevaId = await insertSeva(context.db, temple.temple, { name: 'Series race', maxLimitPerDay: 1 });
    const planned = await temple.staff.get(
      `/api/v1/sevas/${sevaId}/star-series?star=4&every=month&occurrences=3`,
    );
    const { dates } = planned.json<StarSeriesPlan>();
    expect(dates).toHaveLength(3);
    const body = JSON.stringify(
      aBill([
        aBillLine(sevaId, { starId: 4, performDate: dates[0] ?? '', starSeries: { every: 'month', dates } }),
      ]),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${baseUrl}${billsPath(temple.temple.id)}`, {
          method: 'POST',
          headers: counterHeaders,
          body,
        });
        return { status: response.status, code: ((await response.json()) as { code?: string }).code };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409 && outcome.code === 'SEVA_FULL')).toHaveLength(
      7,
    );
    for (const date of dates) expect(await bookedOn(context.db, sevaId, date)).toBe(1);
    expect(await context.db.select().from(orderLines).where(eq(orderLines.sevaId, sevaId))).toHaveLength(3);
    expect(await context.db.select().from(starSeries).where(eq(starSeries.sevaId, sevaId))).toHaveLength(1);
  });
});
