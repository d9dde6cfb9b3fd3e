import { type SmsMessage, UserType, type UserTypeValue } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemple, insertUser, logInAs } from '../../test/account-builders.ts';
import { grantPlatformAccess } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('SMS outbox report', () => {
  let context: TestContext;
  const clients = new Map<UserTypeValue, TestClient>();

  beforeAll(async () => {
    context = await createTestContext();
    const templeId = await insertTemple(context.db, 'Devi Temple');
    for (const userType of [1, 2, 3, 4, 5] as const) {
      const templeUser = userType === UserType.TempleAdmin || userType === UserType.TempleStaff;
      const user = await insertUser(context.db, { userType, templeId: templeUser ? templeId : null });
      if (userType === UserType.SubAdmin) await grantPlatformAccess(context.db, user.id);
      clients.set(userType, await logInAs(context.app, user));
    }
    const anonymous = new TestClient(context.app);
    for (const mobile of ['9876500001', '9876500002', '9876500003']) {
      expect((await anonymous.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    }
  });
  afterAll(async () => context.close());

  function client(userType: UserTypeValue): TestClient {
    const found = clients.get(userType);
    if (!found) throw new Error(`no client for user type ${userType}`);
    return found;
  }

  it('answers 401 anonymous and 403 to user types 2, 3 and 4', async () => {
    expect((await new TestClient(context.app).get('/api/v1/admin/sms-outbox')).statusCode).toBe(401);
    for (const userType of [2, 3, 4] as const) {
      const response = await client(userType).get('/api/v1/admin/sms-outbox');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each([1, 5] as const)('lists messages newest first for user type %i', async (userType) => {
    const response = await client(userType).get('/api/v1/admin/sms-outbox');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: SmsMessage[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.items.map((item) => item.toMobile)).toEqual(['9876500003', '9876500002', '9876500001']);
    expect(body.items[0]).toMatchObject({
      purpose: 'otp:signup',
      templeId: null,
      adapter: 'outbox',
      status: 'sent',
      createdAt: context.clock.now.toISOString(),
      sentAt: context.clock.now.toISOString(),
    });
  });

  it('filters by mobile and pages', async () => {
    const one = await client(1).get('/api/v1/admin/sms-outbox?mobile=9876500002');
    expect(one.json().total).toBe(1);
    expect(one.json().items[0].toMobile).toBe('9876500002');
    const page = await client(1).get('/api/v1/admin/sms-outbox?offset=1&limit=1');
    expect(page.json()).toMatchObject({ total: 3, items: [{ toMobile: '9876500002' }] });
    const bad = await client(1).get('/api/v1/admin/sms-outbox?mobile=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('filters by status; the built-in outbox needs no try and has no provider id', async () => {
    const sent = await client(1).get('/api/v1/admin/sms-outbox?status=sent');
    expect(sent.json<{ total: number; items: SmsMessage[] }>()).toMatchObject({
      total: 3,
      items: expect.arrayContaining([
        expect.objectContaining({ attempts: 0, error: null, providerMessageId: null, nextAttemptAt: null }),
      ]),
    });
    expect((await client(1).get('/api/v1/admin/sms-outbox?status=failed')).json()).toMatchObject({
      total: 0,
    });
    expect((await client(1).get('/api/v1/admin/sms-outbox?status=lost')).statusCode).toBe(400);
  });
});
