import { UserType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { accountRowCounts, insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

type Response = Awaited<ReturnType<TestClient['request']>>;

/** ARCHITECTURE rule 9: bad input gets a 4xx problem naming the field, never a 500, and changes nothing. */
describe('bad input to the account endpoints', () => {
  let context: TestContext;
  let user: TestUser;
  let client: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    user = await insertUser(context.db, { userType: UserType.Devotee });
    client = await logInAs(context.app, user);
    // A pending OTP, so that a refused verify could have consumed or counted it.
    await client.post('/api/v1/auth/otp/request', { mobile: '9876512345' });
  });
  afterAll(async () => context.close());

  async function expectRefusedUnchanged(send: () => Promise<Response>, status: number, code: string) {
    const before = await accountRowCounts(context.db);
    const [userBefore] = await context.db.select().from(users).where(eq(users.id, user.id));
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status, code });
    expect(await accountRowCounts(context.db)).toEqual(before);
    const [userAfter] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(userAfter).toEqual(userBefore);
    return response.json();
  }

  function raw(method: 'POST' | 'PATCH', url: string, payload: string, contentType = 'application/json') {
    return () => client.request({ method, url, payload, headers: { 'content-type': contentType } });
  }

  it('refuses malformed JSON', async () => {
    await expectRefusedUnchanged(
      raw('POST', '/api/v1/auth/login', '{"identifier": "a@b.in", "password": '),
      400,
      'MALFORMED_JSON',
    );
    await expectRefusedUnchanged(raw('PATCH', '/api/v1/me', '{userName: x}'), 400, 'MALFORMED_JSON');
  });

  it('refuses an empty JSON body', async () => {
    await expectRefusedUnchanged(raw('POST', '/api/v1/auth/otp/verify', ''), 400, 'MALFORMED_JSON');
  });

  it('refuses wrong types, naming the field', async () => {
    const problem = await expectRefusedUnchanged(
      () => client.post('/api/v1/auth/otp/request', { mobile: 9876543210 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'mobile' })]);

    const login = await expectRefusedUnchanged(
      () => client.post('/api/v1/auth/login', { identifier: user.email, password: ['x'] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(login.errors).toEqual([expect.objectContaining({ field: 'password' })]);

    const body = await expectRefusedUnchanged(
      () => client.post('/api/v1/auth/otp/request', ['9876543210']),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.detail).toBeTruthy();
  });

  it('refuses invalid values, naming the field', async () => {
    const otp = await expectRefusedUnchanged(
      () => client.post('/api/v1/auth/otp/verify', { mobile: '9876512345', otp: '12ab56', email: 'nope' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(otp.errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'otp']);

    const password = await expectRefusedUnchanged(
      () => client.post('/api/v1/me/password', { currentPassword: user.password, newPassword: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(password.errors).toEqual([
      { field: 'newPassword', message: 'Password must have at least 8 characters' },
    ]);
  });

  it('refuses unknown fields, naming them', async () => {
    const verify = await expectRefusedUnchanged(
      () => client.post('/api/v1/auth/otp/verify', { mobile: '9876512345', otp: '123456', userType: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(verify.errors).toEqual([expect.objectContaining({ field: 'userType' })]);

    const profile = await expectRefusedUnchanged(
      () => client.patch('/api/v1/me', { userName: 'Ok Name', templeId: 3, status: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(profile.detail).toContain('templeId');
    expect(profile.detail).toContain('status');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const huge = JSON.stringify({ identifier: 'a@b.in', password: 'x'.repeat(1_100_000) });
    await expectRefusedUnchanged(raw('POST', '/api/v1/auth/login', huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a wrong content type', async () => {
    const body = JSON.stringify({ identifier: user.email, password: user.password });
    await expectRefusedUnchanged(
      raw('POST', '/api/v1/auth/login', body, 'application/x-www-form-urlencoded'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefusedUnchanged(
      raw('POST', '/api/v1/auth/login', body, 'text/plain'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a missing or wrong XSRF header, even with the right password', async () => {
    const fresh = new TestClient(context.app);
    await fresh.get('/api/health');
    const login = { identifier: user.email, password: user.password };
    await expectRefusedUnchanged(
      () => fresh.request({ method: 'POST', url: '/api/v1/auth/login', payload: login, csrf: false }),
      403,
      'CSRF_TOKEN_INVALID',
    );
    await expectRefusedUnchanged(
      () =>
        fresh.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: login,
          csrf: false,
          headers: { 'x-xsrf-token': 'not-the-cookie-value' },
        }),
      403,
      'CSRF_TOKEN_INVALID',
    );
    await expectRefusedUnchanged(
      () => client.request({ method: 'PATCH', url: '/api/v1/me', payload: { userName: 'X' }, csrf: false }),
      403,
      'CSRF_TOKEN_INVALID',
    );
    await expectRefusedUnchanged(
      () => client.request({ method: 'DELETE', url: '/api/v1/me', payload: { otp: '123456' }, csrf: false }),
      403,
      'CSRF_TOKEN_INVALID',
    );
  });

  it('answers SESSION_EXPIRED once the session has outlived its TTL', async () => {
    const session = await logInAs(context.app, user);
    expect((await session.get('/api/v1/me')).statusCode).toBe(200);
    context.clock.now = new Date(
      context.clock.now.getTime() + context.config.sessionTtlDays * 86_400_000 + 1000,
    );
    await expectRefusedUnchanged(
      () => session.patch('/api/v1/me', { userName: 'Too Late' }),
      401,
      'SESSION_EXPIRED',
    );
    const me = await new TestClient(context.app).request({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `nivedya_session=${client.cookies.get('nivedya_session')}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(me.json().detail).toMatch(/log in again/);
  });
});
