import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, temples } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

interface ListedTemple {
  id: number;
  code: string;
  name: string;
}

describe('public temples (spec GET /Temple, GET /Temple?Id)', () => {
  let context: TestContext;
  let hiddenTempleId: number;

  async function list(query = '') {
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/temples${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: ListedTemple[]; total: number };
  }

  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoData(context.db, context.clock.now);
    const [hidden] = await context.db
      .insert(temples)
      .values({ code: 'closed-mahadeva', name: 'Closed Mahadeva Temple', status: 0 })
      .returning({ id: temples.id });
    hiddenTempleId = hidden!.id;
  });
  afterAll(async () => context.close());

  it('lists active temples in display order, without login, as DTOs', async () => {
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.items.map((temple) => temple.code)).toEqual([
      'sree-venugopala-mannuthy',
      'sree-rajarajeswari-kalamassery',
      'sree-mahadeva-sreekaryam',
    ]);
    const first = body.items[0]!;
    expect(first).toMatchObject({
      name: 'Sree Venugopala Krishna Swamy Temple',
      nameNarration: 'ശ്രീ വേണുഗോപാല കൃഷ്ണ സ്വാമി ക്ഷേത്രം',
      place: 'Mannuthy',
      location: { name: 'Thrissur' },
      features: { isSeva: true, isVirtualQueue: true, isDevoteeVisit: true, isLiveDarshan: true },
      logoUrl: `/api/v1/images/temple-logo/${first.id}`,
      bannerUrl: `/api/v1/images/temple-banner/${first.id}`,
    });
    expect(first).not.toHaveProperty('bankAccountNumber');
    expect(first).not.toHaveProperty('status');
  });

  it('pages with offset and limit, keeping the total', async () => {
    const firstPage = await list('?limit=2');
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBe(3);
    const secondPage = await list('?limit=2&offset=2');
    expect(secondPage.items.map((temple) => temple.code)).toEqual(['sree-mahadeva-sreekaryam']);
    expect(secondPage.total).toBe(3);
  });

  it('searches by name, Malayalam name, place and district, case-insensitively', async () => {
    expect((await list('?search=mahadeva')).items.map((temple) => temple.code)).toEqual([
      'sree-mahadeva-sreekaryam',
    ]);
    expect((await list('?search=KALAMASSERY')).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent('ഭഗവതി')}`)).items[0]?.code).toBe(
      'sree-rajarajeswari-kalamassery',
    );
    expect((await list('?search=thrissur')).items[0]?.code).toBe('sree-venugopala-mannuthy');
    expect((await list('?search=temple')).total).toBe(3);
    expect((await list('?search=nowhere')).total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('filters by location', async () => {
    const [ernakulam] = await context.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.code, 'ernakulam'));
    const body = await list(`?locationId=${ernakulam!.id}`);
    expect(body.items.map((temple) => temple.code)).toEqual(['sree-rajarajeswari-kalamassery']);
  });

  it('refuses a bad page size with the field named', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/temples?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toContain('limit');
  });

  it('shows one temple with contacts, bank details and history', async () => {
    const { items } = await list('?search=mahadeva');
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/temples/${items[0]!.id}` });
    expect(response.statusCode).toBe(200);
    const temple = response.json();
    expect(temple).toMatchObject({
      code: 'sree-mahadeva-sreekaryam',
      shortCode: 'SMD',
      state: 'Kerala',
      location: { name: 'Thiruvananthapuram' },
      contacts: { landLine: '0471 2598310', email: 'office@mahadeva-sreekaryam.demo' },
      bankDetails: {
        bankName: 'Canara Bank',
        ifsc: 'CNRB0003108',
        accountName: 'Sree Mahadeva Temple Devaswom',
      },
      manthra: 'ഓം നമഃ ശിവായ',
      timeZone: 'Asia/Kolkata',
      starOfDayRule: 'sunrise',
      sevaBlockPeriodDays: 2,
    });
    expect(temple.bankDetails.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(temple.history.length).toBeGreaterThan(200);
    expect(temple.mapEmbedUrl).toMatch(/^https:\/\//);
    expect(temple.latitude).toBeCloseTo(8.548213, 5);
  });

  it("sorts by distance from the devotee's location and gives distanceKm (temples near me)", async () => {
    // Ernakulam town: Kalamassery is about 8 km away, Mannuthy about 61 km, Sreekaryam about 173 km.
    const body = await list('?lat=9.9816&lon=76.2999');
    expect(body.items.map((temple) => temple.code)).toEqual([
      'sree-rajarajeswari-kalamassery',
      'sree-venugopala-mannuthy',
      'sree-mahadeva-sreekaryam',
    ]);
    const distances = body.items.map(
      (temple) => (temple as ListedTemple & { distanceKm: number }).distanceKm,
    );
    expect(distances[0]).toBeGreaterThan(5);
    expect(distances[0]).toBeLessThan(20);
    expect(distances[2]).toBeGreaterThan(165);
    expect(distances[2]).toBeLessThan(180);
    expect(distances.every((distance) => Math.round(distance * 10) === distance * 10)).toBe(true);
    // Without a location the list keeps its own order and says nothing of distance.
    expect((await list()).items[0]).not.toHaveProperty('distanceKm');
    // Search and paging still apply.
    expect(
      (await list('?lat=9.9816&lon=76.2999&limit=1&offset=1')).items.map((temple) => temple.code),
    ).toEqual(['sree-venugopala-mannuthy']);
  });

  it('refuses half a location or one off the globe, with the field named', async () => {
    for (const [query, field] of [
      ['?lat=9.98', 'lon'],
      ['?lon=76.3', 'lat'],
      ['?lat=91&lon=76', 'lat'],
    ] as const) {
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/temples${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toContain(field);
    }
  });

  it('answers 404 NOT_FOUND for an unknown or hidden temple, 400 for a malformed id', async () => {
    for (const id of [999_999, hiddenTempleId]) {
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/temples/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    const malformed = await context.app.inject({ method: 'GET', url: '/api/v1/temples/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});
