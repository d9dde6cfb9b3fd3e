import type { SearchResult } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { insertBookableTemple, insertSeva } from '../../test/catalogue-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('search (spec search, get-all-seva-search)', () => {
  let context: TestContext;

  async function search(q: string): Promise<SearchResult> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  }

  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoData(context.db, context.clock.now);
  });
  afterAll(async () => context.close());

  it('finds temples and sevas by name, case-insensitively, without login', async () => {
    const result = await search('ganapathy');
    expect(result.temples).toEqual([]);
    expect(result.sevas.map((hit) => hit.name)).toEqual(['Ganapathy Homam', 'Ganapathy Homam']);
    expect(result.sevas[0]).toMatchObject({
      rate: 35_000,
      sevaType: 1,
      deity: { name: 'Ganapathy' },
      temple: { name: 'Sree Venugopala Krishna Swamy Temple', nameNarration: 'ശ്രീ വേണുഗോപാല കൃഷ്ണ സ്വാമി ക്ഷേത്രം' },
    });
    const temples = await search('MAHADEVA');
    expect(temples.temples.map((temple) => temple.name)).toEqual(['Sree Mahadeva Temple']);
    expect(temples.temples[0]).toMatchObject({ features: { isSeva: true }, logoUrl: expect.any(String) });
  });

  it('finds Malayalam names', async () => {
    const result = await search('പുഷ്പാഞ്ജലി');
    expect(result.sevas.map((hit) => hit.name)).toEqual(
      expect.arrayContaining(['Pushpanjali', 'Swayamvara Pushpanjali']),
    );
    expect((await search('ക്ഷേത്രം')).temples).toHaveLength(3);
  });

  it('leaves out sevas that cannot be booked online and temples that do not take bookings', async () => {
    expect((await search('karuka')).sevas).toEqual([]); // counter only
    const closed = await insertBookableTemple(context.db, { name: 'Quiet Shrine', isSeva: false });
    await insertSeva(context.db, closed, { name: 'Quietude Archana' });
    expect((await search('quietude')).sevas).toEqual([]);
    expect((await search('quiet')).temples.map((temple) => temple.name)).toEqual(['Quiet Shrine']);
  });

  it('answers at most 10 of each', async () => {
    const crowded = await insertBookableTemple(context.db, { name: 'Crowded Temple' });
    for (let index = 0; index < 12; index += 1)
      await insertSeva(context.db, crowded, { name: `Crowd Archana ${index}` });
    expect((await search('crowd archana')).sevas).toHaveLength(10);
  });

  it('refuses an empty or missing query and takes % literally', async () => {
    for (const url of ['/api/v1/search', '/api/v1/search?q=', '/api/v1/search?q=%20%20']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await search('%')).toEqual({ temples: [], sevas: [] });
  });
});
