import { UserType } from '@nivedya/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_OUT_OF_RANGE_MESSAGE } from '../plugins/error-handler.ts';
import { aCartLine } from './booking-builders.ts';
import { aLoggedInUser } from './temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from './test-app.ts';

/** Past PostgreSQL's integer (2^31 − 1), which every id column is. */
const TOO_LARGE = '9999999999';

/**
 * Numbers too large for their column are bad input, answered 400 with a sentence, never 500: every GET
 * route with a path parameter, read from the app itself so that a route added later is covered too, is
 * asked for ids past 2^31 − 1 by an administrator (whom the fewest guards turn away before the query).
 */
describe('numbers too large for the database', () => {
  let context: TestContext;
  let admin: TestClient;
  const routes: string[] = [];

  beforeAll(async () => {
    context = await createTestContext(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = [route.method].flat();
          if (methods.includes('GET') && route.url.includes('/:')) routes.push(route.url);
        },
      },
    );
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => context.close());

  it('answers every GET route with an id past 2^31 − 1 without a server error', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of new Set(routes)) {
      const url = route.replace(/:(\w+)/g, (_match, name: string) =>
        /token|kind|fileName|month|date/i.test(name)
          ? name === 'kind'
            ? 'temple-logo'
            : TOO_LARGE
          : TOO_LARGE,
      );
      const response = await admin.get(url);
      if (response.statusCode >= 500) failures.push(`${route} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('says what is wrong, as a validation problem', async () => {
    const response = await admin.get(`/api/v1/temples/${TOO_LARGE}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: NUMBER_OUT_OF_RANGE_MESSAGE });
  });

  it('refuses a cart line naming a seva past 2^31 − 1, and holds nothing', async () => {
    const { client } = await aLoggedInUser(context.app, context.db, {});
    const response = await client.post('/api/v1/checkout', { lines: [aCartLine(Number(TOO_LARGE))] });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
