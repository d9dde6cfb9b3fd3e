import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpEntries } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('help read side', () => {
  let context: TestContext;
  let shownId: number;
  let hiddenId: number;
  beforeAll(async () => {
    context = await createTestContext();
    const rows = await context.db
      .insert(helpEntries)
      .values([
        {
          pageName: 'devotee-transaction-details',
          title: 'Your booking',
          contentHtml: '<p>Each card is a seva.</p>',
        },
        { pageName: 'login', title: 'Logging in', contentHtml: '<p>Use your email or mobile.</p>' },
        { pageName: 'retired-page', title: 'Old', contentHtml: '<p>Old</p>', status: 0 },
      ])
      .returning({ id: helpEntries.id, pageName: helpEntries.pageName });
    shownId = rows.find((row) => row.pageName === 'login')!.id;
    hiddenId = rows.find((row) => row.pageName === 'retired-page')!.id;
  });
  afterAll(async () => context.close());

  it('lists shown entries only, without login', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/help' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((item: { pageName: string }) => item.pageName)).toEqual([
      'devotee-transaction-details',
      'login',
    ]);
  });

  it('finds the entry of one page by its page name, with its HTML as query', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/help?pageName=devotee-transaction-details',
    });
    expect(response.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          pageName: 'devotee-transaction-details',
          title: 'Your booking',
          query: '<p>Each card is a seva.</p>',
        },
      ],
      total: 1,
    });
  });

  it('answers one entry by id, and 404 for a hidden or unknown one', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/v1/help/${shownId}` })).json(),
    ).toMatchObject({
      pageName: 'login',
    });
    const hidden = await context.app.inject({ method: 'GET', url: `/api/v1/help/${hiddenId}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await context.app.inject({ method: 'GET', url: '/api/v1/help/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown query parameters', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/help?page=login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
