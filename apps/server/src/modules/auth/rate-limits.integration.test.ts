import { UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, latestOtp, logInAs } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

/** ARCHITECTURE rule 5: logins and OTPs are rate limited per identifier and per IP. */
describe('rate limits on login and OTP', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext({ rateLimit: { loginFailures: 5, ipFailures: 8, windowSeconds: 900 } });
    admin = await logInAs(
      context.app,
      await insertUser(context.db, { userType: UserType.Admin }),
      '10.9.9.9',
    );
  });
  afterAll(async () => context.close());

  function advance(seconds: number) {
    context.clock.now = new Date(context.clock.now.getTime() + seconds * 1000);
  }

  function expectRateLimited(response: Awaited<ReturnType<TestClient['post']>>, maxSeconds: number) {
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    return retryAfter;
  }

  it('locks an identifier after 5 wrong passwords, even for the right one, until the window passes', async () => {
    const user = await insertUser(context.db);
    const client = new TestClient(context.app, '10.0.0.1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await client.post('/api/v1/auth/login', { identifier: user.email, password: 'nope' });
      expect(wrong.statusCode).toBe(401);
      advance(10);
    }
    const right = await client.post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    const retryAfter = expectRateLimited(right, 900);
    expect(retryAfter).toBe(900 - 50);

    // The mobile of the same account is another identifier; another IP is not a way around the lock.
    const fromElsewhere = await new TestClient(context.app, '10.0.0.2').post('/api/v1/auth/login', {
      identifier: user.email?.toUpperCase(),
      password: user.password,
    });
    expectRateLimited(fromElsewhere, 900);

    advance(retryAfter);
    const later = await client.post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('a success clears the identifier failures', async () => {
    const user = await insertUser(context.db);
    const client = new TestClient(context.app, '10.0.0.3');
    // 3 + 3 failures would pass the limit of 5 had the success between them not cleared the first 3.
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await client.post('/api/v1/auth/login', { identifier: user.mobile, password: 'nope' });
      }
      const ok = await client.post('/api/v1/auth/login', {
        identifier: user.mobile,
        password: user.password,
      });
      expect(ok.statusCode).toBe(200);
    }
    advance(901);
  });

  it('locks an IP after too many failures across identifiers', async () => {
    const client = new TestClient(context.app, '10.0.0.4');
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const wrong = await client.post('/api/v1/auth/login', {
        identifier: `guess${attempt}@example.org`,
        password: 'nope',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const user = await insertUser(context.db);
    const locked = await client.post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    expectRateLimited(locked, 900);
    const otherIp = await new TestClient(context.app, '10.0.0.5').post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    expect(otherIp.statusCode).toBe(200);
    advance(901);
    expect(
      (await client.post('/api/v1/auth/login', { identifier: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('counts wrong OTPs as failures', async () => {
    const client = new TestClient(context.app, '10.0.0.6');
    const mobile = '9811100001';
    await client.post('/api/v1/auth/otp/request', { mobile });
    const otp = await latestOtp(admin, mobile);
    const wrongCode = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await client.post('/api/v1/auth/otp/verify', { mobile, otp: wrongCode })).statusCode).toBe(400);
    }
    advance(31);
    await client.post('/api/v1/auth/otp/request', { mobile });
    const fresh = await latestOtp(admin, mobile);
    const freshWrong = fresh === '000000' ? '111111' : '000000';
    expect((await client.post('/api/v1/auth/otp/verify', { mobile, otp: freshWrong })).statusCode).toBe(400);
    const right = await client.post('/api/v1/auth/otp/verify', { mobile, otp: fresh });
    expectRateLimited(right, 900);
    advance(901);
  });

  it('leaves 30 seconds between two OTPs to a mobile and sends at most 5 per window', async () => {
    const client = new TestClient(context.app, '10.0.0.7');
    const mobile = '9811100002';
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    advance(10);
    const tooSoon = await client.post('/api/v1/auth/otp/request', { mobile });
    expect(expectRateLimited(tooSoon, 30)).toBe(20);
    advance(20);
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    for (let sent = 3; sent <= 5; sent += 1) {
      advance(30);
      expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    }
    advance(30);
    const sixth = await client.post('/api/v1/auth/otp/request', { mobile });
    const wait = expectRateLimited(sixth, 900);
    // Sent at 0, 30, 60, 90 and 120 s; now is 150 s; the first send leaves the window at 900 s.
    expect(wait).toBe(900 - 150);
    advance(wait);
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
  });
});
