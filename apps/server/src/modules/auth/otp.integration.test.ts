import { UserType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otps } from '../../db/schema/index.ts';
import { insertUser, latestOtp, logInAs } from '../../test/account-builders.ts';
import {
  createTestContext,
  moveSystemClockWithApp,
  TestClient,
  type TestContext,
} from '../../test/test-app.ts';

/** The OTP's own rules; the failure rate limit is raised here so that it does not answer first. */
describe('one-time passwords', () => {
  let context: TestContext;
  let admin: TestClient;
  let nextMobile = 9_400_000_000;

  beforeAll(async () => {
    context = await createTestContext({
      rateLimit: { loginFailures: 100, ipFailures: 100, windowSeconds: 900 },
    });
    moveSystemClockWithApp(context);
    admin = await logInAs(context.app, await insertUser(context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await context.close();
  });

  function advance(seconds: number) {
    context.clock.now = new Date(context.clock.now.getTime() + seconds * 1000);
  }

  async function requestSignupOtp(client: TestClient): Promise<{ mobile: string; otp: string }> {
    nextMobile += 1;
    const mobile = String(nextMobile);
    const response = await client.post('/api/v1/auth/otp/request', { mobile });
    expect(response.statusCode, response.body).toBe(202);
    return { mobile, otp: await latestOtp(admin, mobile) };
  }

  function otherCode(code: string): string {
    return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  }

  it('stores only a hash of the code', async () => {
    const { mobile, otp } = await requestSignupOtp(new TestClient(context.app));
    const [row] = await context.db.select().from(otps).where(eq(otps.mobile, mobile));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(otp);
    expect(row?.expiresAt.getTime()).toBe(context.clock.now.getTime() + 300_000);
  });

  it('expires after 5 minutes', async () => {
    const client = new TestClient(context.app);
    const { mobile, otp } = await requestSignupOtp(client);
    advance(299);
    const stillValid = await client.post('/api/v1/auth/otp/verify', { mobile, otp: otherCode(otp) });
    expect(stillValid.json()).toMatchObject({ code: 'OTP_INVALID' });
    advance(2);
    const expired = await client.post('/api/v1/auth/otp/verify', { mobile, otp });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(expired.json().detail).toMatch(/request a new OTP/);
  });

  it('ends after 5 wrong attempts: even the right code is then refused', async () => {
    const client = new TestClient(context.app);
    const { mobile, otp } = await requestSignupOtp(client);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await client.post('/api/v1/auth/otp/verify', { mobile, otp: otherCode(otp) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 5 - attempt });
    }
    const fifth = await client.post('/api/v1/auth/otp/verify', { mobile, otp: otherCode(otp) });
    expect(fifth.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    const right = await client.post('/api/v1/auth/otp/verify', { mobile, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    expect(right.json().detail).toMatch(/request a new OTP/);
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('is replaced by a new request: the older code no longer works', async () => {
    const client = new TestClient(context.app);
    const first = await requestSignupOtp(client);
    advance(31);
    const again = await client.post('/api/v1/auth/otp/request', { mobile: first.mobile });
    expect(again.statusCode).toBe(202);
    const second = await latestOtp(admin, first.mobile);
    expect(await context.db.select().from(otps).where(eq(otps.mobile, first.mobile))).toHaveLength(1);
    if (second !== first.otp) {
      const old = await client.post('/api/v1/auth/otp/verify', { mobile: first.mobile, otp: first.otp });
      expect(old.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    const current = await client.post('/api/v1/auth/otp/verify', { mobile: first.mobile, otp: second });
    expect(current.statusCode).toBe(201);
  });

  it('works once', async () => {
    const client = new TestClient(context.app);
    const { mobile, otp } = await requestSignupOtp(client);
    expect((await client.post('/api/v1/auth/otp/verify', { mobile, otp })).statusCode).toBe(201);
    const reused = await new TestClient(context.app).post('/api/v1/auth/otp/verify', { mobile, otp });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('serves only its own purpose: a password-reset code cannot log in', async () => {
    advance(60);
    const user = await insertUser(context.db);
    const client = new TestClient(context.app);
    await client.post('/api/v1/auth/password/forgot', { identifier: user.mobile });
    const resetCode = await latestOtp(admin, user.mobile ?? '');
    const login = await client.post('/api/v1/auth/otp/verify', { mobile: user.mobile, otp: resetCode });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('answers a verify with no OTP requested', async () => {
    const response = await new TestClient(context.app).post('/api/v1/auth/otp/verify', {
      mobile: '9555555555',
      otp: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'OTP_INVALID' });
  });
});
