import { UserType } from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { insertUser, latestOtp, logInAs, type TestUser } from '../../test/account-builders.ts';
import {
  createTestContext,
  moveSystemClockWithApp,
  TestClient,
  type TestContext,
} from '../../test/test-app.ts';

describe('accounts: sign-up, login, logout and password reset', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    moveSystemClockWithApp(context);
    const adminUser = await insertUser(context.db, { userType: UserType.Admin });
    admin = await logInAs(context.app, adminUser, '10.0.0.1');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await context.close();
  });

  /** Each request may come a minute after the last, past the 30-second OTP resend gap. */
  function laterBy(seconds: number) {
    context.clock.now = new Date(context.clock.now.getTime() + seconds * 1000);
  }

  it('signs a new devotee up with an OTP sent by SMS, then /me shows them', async () => {
    const client = new TestClient(context.app);
    const requested = await client.post('/api/v1/auth/otp/request', { mobile: '+91 98765 43210' });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toEqual({ purpose: 'signup', sentTo: '******3210', expiresInSeconds: 300 });

    const outbox = await admin.get('/api/v1/admin/sms-outbox?mobile=9876543210');
    const message = outbox.json().items[0];
    expect(message).toMatchObject({ toMobile: '9876543210', purpose: 'otp:signup', adapter: 'outbox' });
    expect(message.body).toMatch(
      /^\d{6} is your Nivedya OTP to sign up\. It is valid for 5 minutes\. Do not share it\.$/,
    );

    const otp = await latestOtp(admin, '9876543210');
    const verified = await client.post('/api/v1/auth/otp/verify', {
      mobile: '9876543210',
      otp,
      userName: 'Lakshmi Nair',
      email: 'Lakshmi@Example.org',
      password: 'Temple-Bells-9',
    });
    expect(verified.statusCode, verified.body).toBe(201);
    const session = verified.cookies.find((cookie) => cookie.name === 'nivedya_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userName: 'Lakshmi Nair',
      email: 'lakshmi@example.org',
      mobile: '9876543210',
      userType: UserType.Devotee,
      templeId: null,
      status: 1,
    });
    expect(me.body).not.toMatch(/password/i);
    expect(verified.json().user).toEqual(me.json());

    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.created'), eq(auditLog.entityId, String(me.json().id))));
    expect(audit).toHaveLength(1);

    const byPassword = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: 'lakshmi@example.org',
      password: 'Temple-Bells-9',
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('names a new devotee "Devotee" when no name is given', async () => {
    laterBy(60);
    const client = new TestClient(context.app);
    await client.post('/api/v1/auth/otp/request', { mobile: '9123400001', purpose: 'signup' });
    const verified = await client.post('/api/v1/auth/otp/verify', {
      mobile: '9123400001',
      otp: await latestOtp(admin, '9123400001'),
    });
    expect(verified.statusCode).toBe(201);
    expect(verified.json().user).toMatchObject({ userName: 'Devotee', email: null, userType: 4 });
  });

  it('logs an existing account in with an OTP', async () => {
    laterBy(60);
    const user = await insertUser(context.db);
    const client = new TestClient(context.app);
    const requested = await client.post('/api/v1/auth/otp/request', { mobile: user.mobile });
    expect(requested.json()).toMatchObject({ purpose: 'login' });
    expect((await latestOtp(admin, user.mobile ?? '')).length).toBe(6);
    const outbox = await admin.get(`/api/v1/admin/sms-outbox?mobile=${user.mobile}&limit=1`);
    expect(outbox.json().items[0].body).toContain('OTP to log in');

    const verified = await client.post('/api/v1/auth/otp/verify', {
      mobile: user.mobile,
      otp: await latestOtp(admin, user.mobile ?? ''),
      userName: 'Ignored For A Login',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ id: user.id, userName: user.userName });
    expect((await client.get('/api/v1/me')).json()).toMatchObject({ id: user.id });
  });

  it('refuses a sign-up OTP for a registered mobile, any OTP for a disabled one, a login OTP for an unknown one', async () => {
    laterBy(60);
    const user = await insertUser(context.db);
    const client = new TestClient(context.app);
    const signup = await client.post('/api/v1/auth/otp/request', { mobile: user.mobile, purpose: 'signup' });
    expect(signup.statusCode).toBe(409);
    expect(signup.headers['content-type']).toContain('application/problem+json');
    expect(signup.json()).toMatchObject({ code: 'MOBILE_ALREADY_REGISTERED' });

    const disabled = await insertUser(context.db, { status: 0 });
    const refused = await client.post('/api/v1/auth/otp/request', { mobile: disabled.mobile });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/disabled/);

    const login = await client.post('/api/v1/auth/otp/request', { mobile: '9000099999', purpose: 'login' });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(login.json().detail).toMatch(/no account has this mobile number/i);
  });

  it('refuses a sign-up whose email is taken, and the OTP stays usable', async () => {
    laterBy(60);
    const holder = await insertUser(context.db);
    const client = new TestClient(context.app);
    await client.post('/api/v1/auth/otp/request', { mobile: '9123400002' });
    const otp = await latestOtp(admin, '9123400002');
    const taken = await client.post('/api/v1/auth/otp/verify', {
      mobile: '9123400002',
      otp,
      email: holder.email?.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
    expect(await context.db.select().from(users).where(eq(users.mobile, '9123400002'))).toHaveLength(0);

    const retried = await client.post('/api/v1/auth/otp/verify', { mobile: '9123400002', otp });
    expect(retried.statusCode).toBe(201);
  });

  describe('password login', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await insertUser(context.db, { email: 'Ravi.Menon@example.org'.toLowerCase() });
    });

    it.each([
      { how: 'email', identifier: () => user.email },
      { how: 'email in capitals', identifier: () => user.email?.toUpperCase() },
      { how: 'mobile', identifier: () => user.mobile },
      { how: 'mobile with +91', identifier: () => `+91 ${user.mobile}` },
    ])('logs in with the $how', async ({ identifier }) => {
      const client = new TestClient(context.app);
      const response = await client.post('/api/v1/auth/login', {
        identifier: identifier(),
        password: user.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
      expect(response.body).not.toMatch(/passwordHash|argon2/);
      expect((await client.get('/api/v1/me')).json()).toMatchObject({ id: user.id });
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const client = new TestClient(context.app, '10.0.1.1');
      const wrong = await client.post('/api/v1/auth/login', {
        identifier: user.email,
        password: 'wrong-one',
      });
      const unknown = await client.post('/api/v1/auth/login', {
        identifier: 'nobody@example.org',
        password: 'wrong-one',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({
          code: 'INVALID_CREDENTIALS',
          detail: 'The email or mobile number and the password do not match',
        });
        expect(response.cookies.find((cookie) => cookie.name === 'nivedya_session')).toBeUndefined();
      }
    });

    it('refuses disabled and deleted accounts even with the right password', async () => {
      const disabled = await insertUser(context.db, { status: 0 });
      const deleted = await insertUser(context.db, { status: 2, deletedAt: new Date() });
      for (const account of [disabled, deleted]) {
        const response = await new TestClient(context.app, '10.0.1.2').post('/api/v1/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
    });

    it('logs out: 204, the session ends and /me answers 401', async () => {
      const client = await logInAs(context.app, user);
      const loggedOut = await client.post('/api/v1/auth/logout');
      expect(loggedOut.statusCode).toBe(204);
      expect(loggedOut.body).toBe('');
      const me = await client.get('/api/v1/me');
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('logs out without a session too', async () => {
      const response = await new TestClient(context.app).post('/api/v1/auth/logout');
      expect(response.statusCode).toBe(204);
    });
  });

  it('resets a forgotten password with an OTP and ends every session', async () => {
    laterBy(60);
    const user = await insertUser(context.db);
    const elsewhere = await logInAs(context.app, user);
    const client = new TestClient(context.app);

    const forgot = await client.post('/api/v1/auth/password/forgot', { identifier: user.email });
    expect(forgot.statusCode, forgot.body).toBe(202);
    expect(forgot.json()).toEqual({ purpose: 'reset-password', expiresInSeconds: 300 });
    const otp = await latestOtp(admin, user.mobile ?? '');

    const reset = await client.post('/api/v1/auth/password/reset', {
      identifier: user.mobile,
      otp,
      newPassword: 'A-Brand-New-Secret',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await elsewhere.get('/api/v1/me')).json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const old = await client.post('/api/v1/auth/login', { identifier: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const fresh = await client.post('/api/v1/auth/login', {
      identifier: user.email,
      password: 'A-Brand-New-Secret',
    });
    expect(fresh.statusCode).toBe(200);

    const again = await client.post('/api/v1/auth/password/reset', {
      identifier: user.mobile,
      otp,
      newPassword: 'Yet-Another-Secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID' });
  });
});
