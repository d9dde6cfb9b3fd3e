import type { GalleryList, TempleEventDetail, TempleEventList } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templeEvents, temples } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { insertBookableTemple } from '../../test/catalogue-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// Wednesday 4 March 2026 in India: the demo events are dated from this day.
const NOW = new Date('2026-03-04T04:30:00Z');

describe('temple events, festivals and gallery (temple-event-list, event-details, temple-festivals, temple-gallery)', () => {
  let context: TestContext;
  let venugopalaId: number;

  async function get<T>(url: string, status = 200): Promise<T> {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    await seedDemoData(context.db, NOW);
    const [row] = await context.db
      .select({ id: temples.id })
      .from(temples)
      .where(eq(temples.code, 'sree-venugopala-mannuthy'));
    venugopalaId = row!.id;
  });
  afterAll(async () => context.close());

  it('lists upcoming events soonest first, without login', async () => {
    const list = await get<TempleEventList>(`/api/v1/temples/${venugopalaId}/events`);
    expect(list.items.map((event) => [event.title, event.startDate, event.endDate])).toEqual([
      ['Bhagavatha Saptaham', '2026-03-07', '2026-03-13'],
      ['Ashtami Rohini', '2026-03-16', '2026-03-25'],
      ['Vishu', '2026-05-18', '2026-05-18'],
    ]);
    expect(list.total).toBe(3);
    const [saptaham, ashtamiRohini] = list.items;
    // An event without a picture shows the temple's banner; a festival its gallery image.
    expect(saptaham!.imageUrl).toBe(`/api/v1/images/temple-banner/${venugopalaId}`);
    expect(ashtamiRohini).toMatchObject({
      kind: 'festival',
      titleNarration: 'അഷ്ടമിരോഹിണി',
      imageUrl: expect.stringMatching(/^\/api\/v1\/images\/gallery\/\d+$/),
    });
    const image = await context.app.inject({ method: 'GET', url: ashtamiRohini!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('lists festivals only, past events, or all with the upcoming first', async () => {
    const festivals = await get<TempleEventList>(`/api/v1/temples/${venugopalaId}/events?kind=festival`);
    expect(festivals.items.map((event) => event.title)).toEqual(['Ashtami Rohini', 'Vishu']);
    const past = await get<TempleEventList>(`/api/v1/temples/${venugopalaId}/events?when=past`);
    expect(past.items.map((event) => event.title)).toEqual(['Uriyadi practice for children']);
    const all = await get<TempleEventList>(
      `/api/v1/temples/${venugopalaId}/events?when=all&limit=2&offset=2`,
    );
    expect(all.items.map((event) => event.title)).toEqual(['Vishu', 'Uriyadi practice for children']);
    expect(all.total).toBe(4);
    await get(`/api/v1/temples/${venugopalaId}/events?kind=fair`, 400);
  });

  it('keeps hidden events out, and an event that has begun but not ended upcoming', async () => {
    const temple = await insertBookableTemple(context.db);
    await context.db.insert(templeEvents).values([
      { templeId: temple.id, title: 'Ongoing', startDate: '2026-03-01', endDate: '2026-03-04' },
      { templeId: temple.id, title: 'Draft', startDate: '2026-03-10', endDate: '2026-03-10', status: 0 },
    ]);
    const list = await get<TempleEventList>(`/api/v1/temples/${temple.id}/events`);
    expect(list.items.map((event) => event.title)).toEqual(['Ongoing']);
  });

  it('shows one event with its temple, and 404 for an unknown or hidden one', async () => {
    const list = await get<TempleEventList>(`/api/v1/temples/${venugopalaId}/events?kind=festival`);
    const detail = await get<TempleEventDetail>(`/api/v1/events/${list.items[0]!.id}`);
    expect(detail).toMatchObject({
      title: 'Ashtami Rohini',
      description: expect.stringContaining('Uriyadi'),
      temple: { id: venugopalaId, name: 'Sree Venugopala Krishna Swamy Temple' },
    });
    const [hidden] = await context.db
      .insert(templeEvents)
      .values({
        templeId: venugopalaId,
        title: 'Hidden',
        startDate: '2026-03-10',
        endDate: '2026-03-10',
        status: 0,
      })
      .returning({ id: templeEvents.id });
    for (const id of [hidden!.id, 999_999]) {
      expect((await get<{ code: string }>(`/api/v1/events/${id}`, 404)).code).toBe('NOT_FOUND');
    }
    await get('/api/v1/events/abc', 400);
    await get('/api/v1/temples/999999/events', 404);
  });

  it("lists the temple's gallery with captions and sizes", async () => {
    const gallery = await get<GalleryList>(`/api/v1/temples/${venugopalaId}/gallery`);
    expect(gallery.items.map((image) => image.caption)).toEqual([
      'Sreekovil at Deeparadhana',
      'Ashtami Rohini procession',
      'Uriyadi in the temple yard',
      'Vishu kani',
    ]);
    expect(gallery.items[0]).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
      url: `/api/v1/images/gallery/${gallery.items[0]!.id}`,
    });
    const empty = await insertBookableTemple(context.db);
    expect(await get<GalleryList>(`/api/v1/temples/${empty.id}/gallery`)).toEqual({ items: [], total: 0 });
    await get('/api/v1/temples/999999/gallery', 404);
  });
});
