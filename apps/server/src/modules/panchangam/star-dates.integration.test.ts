import type { PanchangamResponse, StarDatesResponse, StarOfDayRule } from '@nivedya/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type StoredStarDay, starCalendars, temples } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { civilDatesBetween } from './civil-time.ts';
import { malayalamMonthOf } from './malayalam-month.ts';
import { type GeoLocation, SIX_NAZHIKA_MS, starOfTheDay } from './nakshatra.ts';

const GURUVAYUR: GeoLocation = { latitude: 10.5943, longitude: 76.0411, timeZone: 'Asia/Kolkata' };
const THIRUVONAM = 22;

interface Problem {
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
}

describe('star dates (spec GET /Seva?fromdate&todate&star) and the Panchangam month', () => {
  let context: TestContext;
  let guruvayurId: number;
  let sixNazhikaTempleId: number;
  let unplacedTempleId: number;
  let closedTempleId: number;

  // Each request from an address of its own: these tests are about the answers, not the per-client
  // limit on star-date requests (plugins/throttle.ts), which they would pass.
  let requests = 0;
  async function get(url: string) {
    requests += 1;
    return context.app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.7.${requests >> 8}.${requests & 255}`,
    });
  }

  async function starDates(query: string): Promise<StarDatesResponse> {
    const response = await get(`/api/v1/star-dates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StarDatesResponse;
  }

  async function refused(url: string, field: string): Promise<Problem> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as Problem;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.map((error) => error.field)).toContain(field);
    return body;
  }

  beforeAll(async () => {
    context = await createTestContext();
    const rows = await context.db
      .insert(temples)
      .values([
        { code: 'guruvayur-test', name: 'Guruvayur Test Temple', ...coordinates(GURUVAYUR) },
        {
          code: 'kerala-six-nazhika',
          name: 'Six Nazhika Test Temple',
          ...coordinates(GURUVAYUR),
          starOfDayRule: 'six-nazhika',
        },
        { code: 'unplaced-test', name: 'Temple Without Coordinates' },
        { code: 'closed-test', name: 'Closed Temple', ...coordinates(GURUVAYUR), status: 0 },
      ])
      .returning({ id: temples.id, code: temples.code });
    const idOf = (code: string) => rows.find((row) => row.code === code)!.id;
    guruvayurId = idOf('guruvayur-test');
    sixNazhikaTempleId = idOf('kerala-six-nazhika');
    unplacedTempleId = idOf('unplaced-test');
    closedTempleId = idOf('closed-test');
  });
  afterAll(async () => context.close());

  function coordinates(place: GeoLocation) {
    return { latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone };
  }

  function expectStarOfEachDate(body: StarDatesResponse, place: GeoLocation, rule: StarOfDayRule) {
    for (const item of body.items) {
      expect(item.date >= body.from && item.date <= body.to).toBe(true);
      const day = starOfTheDay(item.date, place, rule)!;
      expect(day.star, item.date).toBe(body.star);
      expect(Date.parse(item.sunrise)).toBe(Math.round(day.sunrise.getTime() / 1000) * 1000);
      expect(item.sunriseLocal).toMatch(/^\d\d:\d\d$/);
      expect(item.starEndLocal).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d\+05:30$/);
      expect(Date.parse(item.starEnd)).toBeGreaterThan(Date.parse(item.sunrise));
    }
  }

  it("answers a temple's Thiruvonam days of 2026, without login, each one checked day by day", async () => {
    const body = await starDates(`star=22&from=2026-01-01&to=2026-12-31&templeId=${guruvayurId}`);
    expect(body).toMatchObject({
      star: THIRUVONAM,
      from: '2026-01-01',
      to: '2026-12-31',
      rule: 'sunrise',
      timeZone: 'Asia/Kolkata',
      latitude: GURUVAYUR.latitude,
      longitude: GURUVAYUR.longitude,
      templeId: guruvayurId,
    });
    expect(body.total).toBe(body.items.length);
    expectStarOfEachDate(body, GURUVAYUR, 'sunrise');
    // Every date not answered has another star: the answer is complete, not just correct.
    const answered = new Set(body.items.map((item) => item.date));
    for (const date of civilDatesBetween('2026-01-01', '2026-12-31')) {
      if (!answered.has(date))
        expect(starOfTheDay(date, GURUVAYUR, 'sunrise')!.star, date).not.toBe(THIRUVONAM);
    }
    // Onam 2026 (Thiruvonam 22:51 on 25 August to 00:48 on 27 August, IST).
    expect(body.items.find((item) => item.date === '2026-08-26')).toMatchObject({
      starEndLocal: '2026-08-27T00:48+05:30',
    });
  });

  it('answers for a latitude and longitude, in Asia/Kolkata by the sunrise rule unless told otherwise', async () => {
    const body = await starDates('star=11&from=2025-01-01&to=2025-06-30&lat=10.5943&lon=76.0411');
    expect(body).toMatchObject({
      rule: 'sunrise',
      timeZone: 'Asia/Kolkata',
      templeId: null,
      latitude: 10.5943,
    });
    expect(body.items.length).toBeGreaterThanOrEqual(5);
    expectStarOfEachDate(body, GURUVAYUR, 'sunrise');

    const london = { latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' };
    const inLondon = await starDates(
      'star=4&from=2026-01-01&to=2026-12-31&lat=51.5074&lon=-0.1278&timeZone=Europe/London&rule=six-nazhika',
    );
    expect(inLondon).toMatchObject({ rule: 'six-nazhika', timeZone: 'Europe/London' });
    for (const item of inLondon.items) {
      expect(starOfTheDay(item.date, london, 'six-nazhika')!.star).toBe(4);
      expect(item.starEndLocal).toMatch(/\+0[01]:00$/);
    }
  });

  it("uses the temple's own rule, which a rule in the query overrides", async () => {
    const query = `star=6&from=2026-01-01&to=2026-06-30&templeId=${sixNazhikaTempleId}`;
    const byTemple = await starDates(query);
    expect(byTemple.rule).toBe('six-nazhika');
    expectStarOfEachDate(byTemple, GURUVAYUR, 'six-nazhika');
    const overridden = await starDates(`${query}&rule=sunrise`);
    expect(overridden.rule).toBe('sunrise');
    expectStarOfEachDate(overridden, GURUVAYUR, 'sunrise');
  });

  it('differs by rule on a day whose star changes within six nazhika of sunrise, consistently', async () => {
    const date = civilDatesBetween('2026-01-01', '2026-12-31').find(
      (day) =>
        starOfTheDay(day, GURUVAYUR, 'sunrise')!.star !== starOfTheDay(day, GURUVAYUR, 'six-nazhika')!.star,
    );
    expect(date).toBeDefined();
    const atSunrise = starOfTheDay(date!, GURUVAYUR, 'sunrise')!;
    const afterSixNazhika = starOfTheDay(date!, GURUVAYUR, 'six-nazhika')!;
    expect(afterSixNazhika.star).toBe((atSunrise.star % 27) + 1);
    const place = `templeId=${guruvayurId}&from=${date}&to=${date}`;

    // By the sunrise rule the day belongs to the star at sunrise, which ends within 144 minutes.
    const sunriseStar = await starDates(`star=${atSunrise.star}&${place}&rule=sunrise`);
    expect(sunriseStar.items.map((item) => item.date)).toEqual([date]);
    const [item] = sunriseStar.items;
    const lasts = Date.parse(item!.starEnd) - Date.parse(item!.sunrise);
    expect(lasts).toBeGreaterThan(0);
    expect(lasts).toBeLessThan(SIX_NAZHIKA_MS);
    expect((await starDates(`star=${afterSixNazhika.star}&${place}&rule=sunrise`)).items).toEqual([]);

    // By six nazhika it belongs to the next star, whose end is that star's end.
    const sixNazhika = await starDates(`star=${afterSixNazhika.star}&${place}&rule=six-nazhika`);
    expect(sixNazhika.items.map((entry) => entry.date)).toEqual([date]);
    expect(sixNazhika.items[0]!.sunrise).toBe(item!.sunrise);
    expect(Date.parse(sixNazhika.items[0]!.starEnd)).toBeGreaterThan(Date.parse(item!.starEnd));
    expect((await starDates(`star=${atSunrise.star}&${place}&rule=six-nazhika`)).items).toEqual([]);
  });

  it('takes a range of 366 days and refuses 367', async () => {
    await starDates('star=1&from=2028-01-01&to=2028-12-31&lat=10&lon=76');
    await starDates('star=1&from=2026-01-01&to=2027-01-01&lat=10&lon=76');
    const body = await refused('/api/v1/star-dates?star=1&from=2026-01-01&to=2027-01-02&lat=10&lon=76', 'to');
    expect(body.detail).toContain('366 days');
  });

  it.each([
    ['star=0', 'star'],
    ['star=28', 'star'],
    ['star=abc', 'star'],
    ['star=2.5', 'star'],
  ])('refuses %s', async (star, field) => {
    await refused(`/api/v1/star-dates?${star}&from=2026-01-01&to=2026-01-31&lat=10&lon=76`, field);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'from'],
    ['from=2026-01-01&to=2026-13-01', 'to'],
    ['from=26-01-01&to=2026-03-31', 'from'],
    ['from=1850-01-01&to=1850-01-31', 'from'],
    ['from=2026-03-01&to=2026-02-28', 'to'],
    ['to=2026-02-28', 'from'],
  ])('refuses the dates %s', async (dates, field) => {
    await refused(`/api/v1/star-dates?star=5&${dates}&lat=10&lon=76`, field);
  });

  it.each([
    ['', 'templeId'],
    ['&lat=10', 'lon'],
    ['&lon=76', 'lat'],
    ['&lat=91&lon=76', 'lat'],
    ['&lat=10&lon=181', 'lon'],
    ['&templeId=1&lat=10&lon=76', 'templeId'],
    ['&templeId=1&timeZone=Asia/Kolkata', 'timeZone'],
    ['&lat=10&lon=76&timeZone=Mars/Olympus', 'timeZone'],
    ['&lat=10&lon=76&rule=noon', 'rule'],
    ['&lat=10&lon=76&latitude=10', 'latitude'],
  ])('refuses the place %s', async (place, field) => {
    await refused(`/api/v1/star-dates?star=5&from=2026-01-01&to=2026-01-31${place}`, field);
  });

  it('answers 404 for an unknown or closed temple, and 400 for a temple without coordinates', async () => {
    for (const templeId of [999_999, closedTempleId]) {
      const response = await get(
        `/api/v1/star-dates?star=5&from=2026-01-01&to=2026-01-31&templeId=${templeId}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const body = await refused(
      `/api/v1/star-dates?star=5&from=2026-01-01&to=2026-01-31&templeId=${unplacedTempleId}`,
      'templeId',
    );
    expect(body.detail).toContain('latitude and longitude');
  });

  it('shows every day of a month with its star, sunrise and star end (Panchangam)', async () => {
    const response = await get(`/api/v1/panchangam?month=2024-09&templeId=${guruvayurId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PanchangamResponse;
    expect(body).toMatchObject({ month: '2024-09', rule: 'sunrise', templeId: guruvayurId, total: 30 });
    expect(body.items.map((item) => item.date)).toEqual(civilDatesBetween('2024-09-01', '2024-09-30'));
    for (const item of body.items) {
      expect(item.star?.id, item.date).toBe(starOfTheDay(item.date, GURUVAYUR, 'sunrise')!.star);
    }
    expect(body.items[14]).toMatchObject({
      date: '2024-09-15',
      star: { id: THIRUVONAM, name: 'Thiruvonam', nameNarration: 'തിരുവോണം' },
      starEndLocal: '2024-09-15T18:49+05:30',
      // Onam falls in Chingam, the first month of the Kollam era year.
      malayalamMonth: { id: 1, name: 'Chingam', nameNarration: 'ചിങ്ങം' },
      malayalamYear: 1200,
    });
  });

  it('names the Malayalam month of each day, Makaram beginning on 15 January 2026 (Dhanu 30 is the 14th)', async () => {
    const response = await get(`/api/v1/panchangam?month=2026-01&templeId=${sixNazhikaTempleId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PanchangamResponse;
    for (const item of body.items) {
      const expected = malayalamMonthOf(item.date, GURUVAYUR)!;
      expect(item.malayalamMonth?.id, item.date).toBe(expected.month);
      expect(item.malayalamYear, item.date).toBe(expected.year);
    }
    expect(body.items[13]).toMatchObject({
      date: '2026-01-14',
      malayalamMonth: { id: 5, name: 'Dhanu', nameNarration: 'ധനു' },
      malayalamYear: 1201,
    });
    expect(body.items[14]).toMatchObject({
      date: '2026-01-15',
      malayalamMonth: { id: 6, name: 'Makaram', nameNarration: 'മകരം' },
      malayalamYear: 1201,
    });
  });

  it('shows a polar month without sunrises as days without a star', async () => {
    const response = await get(
      '/api/v1/panchangam?month=2026-12&lat=78.22&lon=15.65&timeZone=Arctic/Longyearbyen&rule=six-nazhika',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PanchangamResponse;
    expect(body.total).toBe(31);
    expect(body.items[20]).toEqual({
      date: '2026-12-21',
      star: null,
      sunrise: null,
      sunriseLocal: null,
      starEnd: null,
      starEndLocal: null,
      // No sankranti near the day: the Sun is in Dhanu at every moment the 3/5 rule could look at.
      malayalamMonth: { id: 5, name: 'Dhanu', nameNarration: 'ധനു' },
      malayalamYear: 1202,
    });
    // The sankranti day has no sunrise to reckon from, so no month either.
    expect(body.items[15]).toMatchObject({ date: '2026-12-16', malayalamMonth: null, malayalamYear: null });
  });

  it.each([
    ['month=2024-13&lat=10&lon=76', 'month'],
    ['month=2024-9&lat=10&lon=76', 'month'],
    ['month=2024-09', 'templeId'],
    ['month=2024-09&lat=10&lon=76&day=1', 'day'],
  ])('refuses the Panchangam query %s', async (query, field) => {
    await refused(`/api/v1/panchangam?${query}`, field);
  });

  it("computes a temple's year of stars once, stores it for every server process, and keys it by place and rule", async () => {
    const query = `star=${THIRUVONAM}&from=2031-01-01&to=2031-12-31&templeId=${guruvayurId}`;
    const first = await starDates(query);
    const stored = await context.db.select().from(starCalendars).where(eq(starCalendars.year, 2031));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.days).toHaveLength(365);
    const thiruvonamDate = first.items[0]!.date;

    // Rewrite the stored year so that date carries Bharani (2): a process reading the table now says so.
    const rewritten = stored[0]!.days.map(
      (day): StoredStarDay => (day && day.date === thiruvonamDate ? { ...day, star: 2 } : day),
    );
    await context.db.update(starCalendars).set({ days: rewritten }).where(eq(starCalendars.year, 2031));
    const otherProcess = await buildApp({ config: context.config, db: context.db });
    try {
      const fromTable = await otherProcess.inject({ method: 'GET', url: `/api/v1/star-dates?${query}` });
      const dates = (fromTable.json() as StarDatesResponse).items.map((item) => item.date);
      expect(dates).not.toContain(thiruvonamDate);
      expect(dates).toHaveLength(first.total - 1);
    } finally {
      await otherProcess.close();
    }
    // This process keeps the year it computed in memory.
    expect((await starDates(query)).items.map((item) => item.date)).toContain(thiruvonamDate);

    // The same temple by the Kerala rule, and the temple once moved, are other years of their own.
    await starDates(`star=${THIRUVONAM}&from=2031-01-01&to=2031-12-31&templeId=${sixNazhikaTempleId}`);
    await context.db
      .update(temples)
      .set({ latitude: GURUVAYUR.latitude + 0.5 })
      .where(eq(temples.id, guruvayurId));
    try {
      await starDates(query);
      const [{ count }] = (await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(starCalendars)
        .where(eq(starCalendars.year, 2031))) as [{ count: number }];
      expect(count).toBe(3);
    } finally {
      await context.db
        .update(temples)
        .set({ latitude: GURUVAYUR.latitude })
        .where(eq(temples.id, guruvayurId));
    }
  });

  it("does not store a year for coordinates that are not a temple's", async () => {
    await starDates(`star=${THIRUVONAM}&from=2032-01-01&to=2032-12-31&lat=11.2&lon=75.8`);
    expect(await context.db.select().from(starCalendars).where(eq(starCalendars.year, 2032))).toEqual([]);
  });

  it('documents both calls in the OpenAPI description', async () => {
    const response = await get('/api/openapi.json');
    const paths = (response.json() as { paths: Record<string, unknown> }).paths;
    expect(paths).toHaveProperty(['/api/v1/star-dates']);
    expect(paths).toHaveProperty(['/api/v1/panchangam']);
  });
});
