import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('devotee refers a temple', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  const referralCount = async () => (await context.db.select({ total: count() }).from(referrals))[0]?.total;

  it('stores a referral for the logged-in devotee and lists only their own', async () => {
    const devotee = await insertUser(context.db, { userType: 4 });
    const other = await insertUser(context.db, { userType: 4 });
    const client = await logInAs(context.app, devotee);
    const created = await client.post('/api/v1/me/referrals', {
      templeName: 'Sree Durga Temple',
      place: 'Kottayam',
      contactPerson: 'Secretary',
      mobile: '+91 94470 12345',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      templeName: 'Sree Durga Temple',
      mobile: '9447012345',
      status: 'new',
    });

    const otherClient = await logInAs(context.app, other);
    expect((await otherClient.get('/api/v1/me/referrals')).json()).toEqual({ items: [], total: 0 });
    expect((await client.get('/api/v1/me/referrals')).json().total).toBe(1);
  });

  it('needs a login', async () => {
    const response = await new TestClient(context.app).post('/api/v1/me/referrals', {
      templeName: 'A',
      place: 'B',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    { case: 'no temple name', body: { templeName: ' ', place: 'Kollam' } },
    { case: 'no place', body: { templeName: 'A temple' } },
    { case: 'a bad mobile', body: { templeName: 'A temple', place: 'Kollam', mobile: '12' } },
    { case: 'an unknown field', body: { templeName: 'A temple', place: 'Kollam', rating: 5 } },
  ])('refuses $case and stores nothing', async ({ body }) => {
    const devotee = await insertUser(context.db, { userType: 4 });
    const client = await logInAs(context.app, devotee);
    const before = await referralCount();
    const response = await client.post('/api/v1/me/referrals', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await referralCount()).toBe(before);
  });
});
