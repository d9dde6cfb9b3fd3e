import { DomainError } from '@nivedya/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import {
  type AuthRateLimits,
  createAuthRateLimits,
  createRateLimitStore,
  identifierDelaySeconds,
  otpMobileGapSeconds,
  purgeExpiredRateLimits,
} from './rate-limits.ts';

describe('how long an identifier waits and how far apart OTPs go', () => {
  it.each([
    { failures: 0, delay: 0 },
    { failures: 4, delay: 0 },
    { failures: 5, delay: 1 },
    { failures: 6, delay: 2 },
    { failures: 9, delay: 16 },
    { failures: 13, delay: 256 },
    { failures: 14, delay: 300 },
    { failures: 400, delay: 300 },
  ])('after $failures failures the identifier waits $delay s', ({ failures, delay }) => {
    expect(identifierDelaySeconds(failures, 5)).toBe(delay);
  });

  it.each([
    { sends: 1, gap: 0 },
    { sends: 2, gap: 0 },
    { sends: 3, gap: 30 },
    { sends: 4, gap: 60 },
    { sends: 6, gap: 240 },
    { sends: 7, gap: 480 },
    { sends: 8, gap: 600 },
  ])('after $sends OTPs to a mobile the next waits $gap s', ({ sends, gap }) => {
    expect(otpMobileGapSeconds(sends)).toBe(gap);
  });
});

/**
 * The counters in the database (rate_limits, as on PostgreSQL) and in memory (as on the embedded
 * database), with the system clock moved by hand.
 */
describe.each(['database', 'memory'] as const)('auth rate limits, counters in %s', (kind) => {
  const settings = { loginFailures: 3, ipFailures: 5, windowSeconds: 3600 };
  let database: DatabaseHandle;
  let limits: AuthRateLimits;
  let secondProcess: AuthRateLimits;
  let testNumber = 0;

  beforeAll(async () => {
    database = await openDatabase(testConfig({ databaseUrl: undefined, inMemoryDatabase: true }));
    await database.migrate();
    limits = createAuthRateLimits(createRateLimitStore(database.db, kind), settings);
    // Another server process on the same database: it builds its own limiters over the same table.
    secondProcess = createAuthRateLimits(createRateLimitStore(database.db, kind), settings);
  });
  afterAll(async () => database.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each test its own day, so windows from one test never reach the next.
    testNumber += 1;
    vi.setSystemTime(Date.UTC(2026, 0, testNumber));
  });
  afterEach(() => vi.useRealTimers());

  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const wrong = (keys: { identifier?: string; ip: string }, on = limits) =>
    on.guard(keys, async () => Promise.reject(new DomainError('INVALID_CREDENTIALS')));
  const right = (keys: { identifier?: string; ip: string }, on = limits) =>
    on.guard(keys, async () => 'ok', { clearOnSuccess: true });

  it('counts only wrong guesses, and a success forgives them', async () => {
    const keys = { identifier: 'password:a@b.in', ip: '1.1.1.1' };
    await expect(wrong(keys)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(
      limits.guard(keys, async () => Promise.reject(new DomainError('OTP_EXPIRED'))),
    ).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
    await expect(wrong(keys)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await right(keys);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(wrong(keys)).rejects.toThrow();
    await expect(right(keys)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 3600 },
    });
  });

  it('locks one client out of an identifier, while the identifier alone only waits a growing delay', async () => {
    const attacker = { identifier: 'password:9876543210', ip: '6.6.6.6' };
    const owner = { identifier: 'password:9876543210', ip: '1.2.3.4' };
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(wrong(attacker)).rejects.toThrow();
    // The third failure made the identifier wait 1 s (2 ** (3 - 3)); the attacker's pair is locked.
    await expect(right(owner)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 1 },
    });
    advance(1);
    await expect(right(attacker)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 3599 },
    });
    await expect(right(owner)).resolves.toBe('ok');
  });

  it('grows the delay with failures spread over many addresses, up to a few minutes', async () => {
    const identifier = 'password:spread@b.in';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await expect(wrong({ identifier, ip: `10.0.0.${attempt}` })).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
      advance(identifierDelaySeconds(attempt + 1, 3));
    }
    await expect(wrong({ identifier, ip: '10.0.1.1' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(right({ identifier, ip: '10.0.1.2' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 300 },
    });
  });

  it.skipIf(kind === 'memory')('shares every counter with another process on the same database', async () => {
    const keys = { identifier: 'password:shared@b.in', ip: '2.2.2.2' };
    await expect(wrong(keys, limits)).rejects.toThrow();
    await expect(wrong(keys, secondProcess)).rejects.toThrow();
    await expect(wrong(keys, limits)).rejects.toThrow();
    advance(1);
    await expect(right(keys, secondProcess)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('spaces OTP sends for the same purpose 30 seconds apart, and more after several', async () => {
    const mobile = '9876543210';
    const send = async (purpose: string, on = limits) => {
      await on.assertCanSendOtp(mobile, '1.1.1.1', purpose);
      await on.recordOtpSent(mobile, '1.1.1.1', purpose);
    };
    await send('signup');
    advance(29);
    await expect(limits.assertCanSendOtp(mobile, '1.1.1.1', 'signup')).rejects.toThrow('in 1 second');
    await expect(limits.assertCanSendOtp('9876543211', '1.1.1.1', 'signup')).resolves.toBeUndefined();
    await send('delete-account');
    advance(1);
    await send('signup');
    // Three sends: the mobile now waits 30 s whatever the purpose, then 60 s after the fourth.
    await expect(limits.assertCanSendOtp(mobile, '1.1.1.1', 'login')).rejects.toThrow(
      'Several OTPs were sent to this number; you can ask for another in 30 seconds',
    );
    advance(30);
    await send('login');
    advance(59);
    await expect(limits.assertCanSendOtp(mobile, '1.1.1.1', 'reset-password')).rejects.toThrow('in 1 second');
    advance(1);
    await expect(limits.assertCanSendOtp(mobile, '1.1.1.1', 'reset-password')).resolves.toBeUndefined();
  });

  it.skipIf(kind === 'memory')('purges counters whose window ended over an hour ago', async () => {
    await purgeExpiredRateLimits(database.db, new Date()); // the earlier tests' days
    await expect(wrong({ identifier: 'password:old@b.in', ip: '3.3.3.3' })).rejects.toThrow();
    expect(await purgeExpiredRateLimits(database.db, new Date())).toBe(0);
    advance(3600 + 3600 + 1);
    expect(await purgeExpiredRateLimits(database.db, new Date())).toBeGreaterThanOrEqual(3);
  });
});
