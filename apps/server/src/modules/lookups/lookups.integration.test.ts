import { BIRTH_MONTHS, GENDERS, STARS } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/seed-reference-data.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('lookups (spec GET /Init)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  it('lists the 28 stars in order with their Malayalam names, without login', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/stars' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(28);
    expect(body.items.map((star: { id: number }) => star.id)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 1),
    );
    expect(body.items[0]).toEqual({ id: 1, name: 'Ashwathy', nameNarration: 'അശ്വതി' });
    expect(body.items[21]).toEqual({ id: 22, name: 'Thiruvonam', nameNarration: 'തിരുവോണം' });
    expect(body.items[27]).toEqual({ id: 28, name: 'ShubhaNakshathram', nameNarration: 'ശുഭനക്ഷത്രം' });
  });

  it('keeps exactly one row per star and district when the reference seed runs again', async () => {
    await seedReferenceData(context.db);
    await seedReferenceData(context.db);
    const stars = (await context.app.inject({ method: 'GET', url: '/api/v1/stars' })).json();
    expect(stars.items).toEqual(STARS);
    const locations = (await context.app.inject({ method: 'GET', url: '/api/v1/locations' })).json();
    expect(locations.total).toBe(14);
  });

  it("lists Kerala's districts as locations, Thiruvananthapuram first", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/locations' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(14);
    expect(body.items[0]).toMatchObject({ name: 'Thiruvananthapuram', state: 'Kerala' });
    expect(body.items).toContainEqual(
      expect.objectContaining({ name: 'Thrissur', nameNarration: 'തൃശ്ശൂർ', state: 'Kerala' }),
    );
  });

  it('lists genders and birth months', async () => {
    const genders = await context.app.inject({ method: 'GET', url: '/api/v1/genders' });
    expect(genders.json()).toEqual({ items: GENDERS, total: 3 });
    const months = await context.app.inject({ method: 'GET', url: '/api/v1/birth-months' });
    expect(months.json()).toEqual({ items: BIRTH_MONTHS, total: 12 });
    expect(months.json().items[0]).toMatchObject({ name: 'Chingam', nameNarration: 'ചിങ്ങം' });
  });
});
