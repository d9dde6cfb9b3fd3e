import { UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser, latestOtp, logInAs } from '../../test/account-builders.ts';
import {
  createTestContext,
  moveSystemClockWithApp,
  TestClient,
  type TestContext,
} from '../../test/test-app.ts';

type Response = Awaited<ReturnType<TestClient['post']>>;

function expectRateLimited(response: Response, maxSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

/** The counters read the system clock (rate-limiter-flexible): these tests move it with the app's. */
async function contextWithMovingClock(overrides: Parameters<typeof createTestContext>[0]) {
  const context = await createTestContext(overrides);
  moveSystemClockWithApp(context);
  return {
    context,
    advance(seconds: number) {
      context.clock.now = new Date(context.clock.now.getTime() + seconds * 1000);
    },
    async close() {
      vi.useRealTimers();
      await context.close();
    },
  };
}

/** ARCHITECTURE rule 5 and hardening: logins and OTPs are limited per client, per identifier and per IP. */
describe('rate limits on login and OTP', () => {
  let context: TestContext;
  let admin: TestClient;
  let advance: (seconds: number) => void;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ context, advance, close } = await contextWithMovingClock({
      rateLimit: { loginFailures: 5, ipFailures: 8, windowSeconds: 900 },
    }));
    admin = await logInAs(
      context.app,
      await insertUser(context.db, { userType: UserType.Admin }),
      '10.9.9.9',
    );
  });
  afterAll(async () => close());

  it('five wrong passwords lock out the client that sent them, not the devotee who owns the account', async () => {
    const devotee = await insertUser(context.db);
    const attacker = new TestClient(context.app, '10.0.0.1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await attacker.post('/api/v1/auth/login', {
        identifier: devotee.mobile,
        password: 'nope',
      });
      expect(wrong.statusCode).toBe(401);
      advance(1);
    }
    const attackerRight = await attacker.post('/api/v1/auth/login', {
      identifier: devotee.mobile,
      password: devotee.password,
    });
    expect(expectRateLimited(attackerRight, 900)).toBe(900 - 5);

    // The devotee's own phone: the identifier alone waited 1 s after the fifth failure, now over.
    const phone = new TestClient(context.app, '10.0.0.2');
    const login = await phone.post('/api/v1/auth/login', {
      identifier: devotee.mobile,
      password: devotee.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await phone.get('/api/v1/me')).json()).toMatchObject({ id: devotee.id });
    advance(901);
  });

  it('keeps OTP login open to the owner of the phone while their password is being guessed', async () => {
    const devotee = await insertUser(context.db);
    const attacker = new TestClient(context.app, '10.0.1.1');
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const from = new TestClient(context.app, `10.0.1.${attempt}`);
      await from.post('/api/v1/auth/login', { identifier: devotee.mobile, password: 'nope' });
    }
    const delayed = await attacker.post('/api/v1/auth/login', {
      identifier: devotee.mobile,
      password: 'nope',
    });
    expectRateLimited(delayed, 300);

    const phone = new TestClient(context.app, '10.0.2.2');
    expect((await phone.post('/api/v1/auth/otp/request', { mobile: devotee.mobile })).statusCode).toBe(202);
    const verified = await phone.post('/api/v1/auth/otp/verify', {
      mobile: devotee.mobile,
      otp: await latestOtp(admin, devotee.mobile ?? ''),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    advance(901);
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

  it('counts wrong OTPs as failures of the client that sent them', async () => {
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

  it('leaves 30 seconds between two OTPs to a mobile, and longer after three', async () => {
    const client = new TestClient(context.app, '10.0.0.7');
    const mobile = '9811100002';
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    advance(10);
    const tooSoon = await client.post('/api/v1/auth/otp/request', { mobile });
    expect(expectRateLimited(tooSoon, 30)).toBe(20);
    advance(20);
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    advance(30);
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    // Three sent: the fourth waits 30 s, the fifth 60 s, the sixth 120 s.
    for (const gap of [30, 60, 120]) {
      advance(gap - 1);
      expect(expectRateLimited(await client.post('/api/v1/auth/otp/request', { mobile }), gap)).toBe(1);
      advance(1);
      expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    }
    advance(901);
  });
});

/**
 * Hardening: with NODE_ENV=production the server believed any X-Forwarded-For, so a client could give
 * every request a new address and escape every per-address limit.
 */
describe('client addresses behind proxies', () => {
  const limits = { rateLimit: { loginFailures: 5, ipFailures: 4, windowSeconds: 900 } };

  async function wrongLogins(client: TestClient, count: number, forwardedFor: (attempt: number) => string) {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= count; attempt += 1) {
      const response = await client.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: `nobody${attempt}@example.org`, password: 'nope' },
        headers: { 'x-forwarded-for': forwardedFor(attempt) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For in production unless TRUST_PROXY says whom to believe', async () => {
    const context = await createTestContext({ ...limits, env: 'production' });
    try {
      const client = new TestClient(context.app, '203.0.113.7');
      const statuses = await wrongLogins(client, 6, (attempt) => `198.51.100.${attempt}`);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await context.close();
    }
  });

  it('with TRUST_PROXY=1 takes the address the load balancer saw, not what the client wrote before it', async () => {
    const context = await createTestContext({ ...limits, env: 'production', trustProxy: 1 });
    try {
      const balancer = new TestClient(context.app, '10.1.0.1');
      // The client writes a new address each time; the load balancer appends the one it saw.
      const statuses = await wrongLogins(balancer, 6, (attempt) => `198.51.100.${attempt}, 203.0.113.7`);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const otherClient = await wrongLogins(balancer, 1, () => '203.0.113.8');
      expect(otherClient).toEqual([401]);
    } finally {
      await context.close();
    }
  });
});

/** Hardening: the forgotten-password answers must not tell which accounts exist. */
describe('password reset does not tell who has an account', () => {
  let context: TestContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ context, close } = await contextWithMovingClock({}));
  });
  afterAll(async () => close());

  it('answers a known and an unknown identifier alike, and the SMS goes only to the real account', async () => {
    const user = await insertUser(context.db);
    const client = new TestClient(context.app, '10.2.0.1');
    const known = await client.post('/api/v1/auth/password/forgot', { identifier: user.email });
    const unknown = await client.post('/api/v1/auth/password/forgot', { identifier: 'who@example.org' });
    const unknownMobile = await client.post('/api/v1/auth/password/forgot', { identifier: '9000000001' });
    for (const response of [known, unknown, unknownMobile]) {
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ purpose: 'reset-password', expiresInSeconds: 300 });
    }
    // A second request for either is spaced alike.
    const knownAgain = await client.post('/api/v1/auth/password/forgot', { identifier: user.email });
    const unknownAgain = await client.post('/api/v1/auth/password/forgot', { identifier: 'who@example.org' });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json().detail).toBe(unknownAgain.json().detail);

    const wrongForKnown = await client.post('/api/v1/auth/password/reset', {
      identifier: user.email,
      otp: '000000',
      newPassword: 'Another-Horse-2',
    });
    const wrongForUnknown = await client.post('/api/v1/auth/password/reset', {
      identifier: 'who@example.org',
      otp: '000000',
      newPassword: 'Another-Horse-2',
    });
    expect(wrongForKnown.statusCode).toBe(400);
    expect(wrongForUnknown.statusCode).toBe(400);
    const { instance: _known, ...knownBody } = wrongForKnown.json();
    const { instance: _unknown, ...unknownBody } = wrongForUnknown.json();
    expect(knownBody).toEqual(unknownBody);
  });
});
