import { DomainError } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { createAuthRateLimits, createWindowCounter } from './rate-limits.ts';

/** A clock that starts at 0 s and moves only when told. */
function fakeClock() {
  const start = Date.UTC(2026, 0, 1);
  let at = start;
  return {
    now: () => new Date(at),
    setSeconds: (seconds: number) => {
      at = start + seconds * 1000;
    },
    advance: (seconds: number) => {
      at += seconds * 1000;
    },
  };
}

describe('window counter', () => {
  it.each([
    { hitsAt: [0, 10, 20], at: 30, limit: 3, retryAfter: 60 - 30 },
    { hitsAt: [0, 10, 20], at: 30, limit: 4, retryAfter: 0 },
    { hitsAt: [0, 10, 20], at: 30, limit: 2, retryAfter: 70 - 30 },
    { hitsAt: [0, 10, 20], at: 60, limit: 3, retryAfter: 0 },
    { hitsAt: [0, 10, 20], at: 59.5, limit: 3, retryAfter: 1 },
  ])(
    'hits at $hitsAt, at $at s with limit $limit: retry after $retryAfter s',
    ({ hitsAt, at, limit, retryAfter }) => {
      const clock = fakeClock();
      const counter = createWindowCounter({ windowSeconds: 60, keep: 5, now: clock.now });
      for (const second of hitsAt) {
        clock.setSeconds(second);
        counter.add('k');
      }
      clock.setSeconds(at);
      expect(counter.retryAfter('k', limit)).toBe(retryAfter);
    },
  );

  it('forgets hits older than the window and keeps keys apart', () => {
    const clock = fakeClock();
    const counter = createWindowCounter({ windowSeconds: 60, keep: 5, now: clock.now });
    counter.add('a');
    clock.advance(30);
    counter.add('a');
    counter.add('b');
    expect(counter.count('a')).toBe(2);
    clock.advance(30);
    expect(counter.count('a')).toBe(1);
    expect(counter.count('b')).toBe(1);
    counter.clear('b');
    expect(counter.count('b')).toBe(0);
  });
});

describe('auth rate limits', () => {
  const settings = { loginFailures: 3, ipFailures: 5, windowSeconds: 60 };

  it('counts only wrong guesses, and a success clears the identifier when asked', async () => {
    const clock = fakeClock();
    const limits = createAuthRateLimits(settings, clock.now);
    const keys = { identifier: 'a@b.in', ip: '1.1.1.1' };
    const fail = () => limits.guard(keys, async () => Promise.reject(new DomainError('INVALID_CREDENTIALS')));
    const expire = () => limits.guard(keys, async () => Promise.reject(new DomainError('OTP_EXPIRED')));
    await expect(fail()).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(expire()).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
    await expect(fail()).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await limits.guard(keys, async () => 'ok', { clearOnSuccess: true });
    await expect(fail()).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(fail()).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(fail()).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(limits.guard(keys, async () => 'ok')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
  });

  it('spaces OTP sends for the same purpose 30 seconds apart', async () => {
    const clock = fakeClock();
    const limits = createAuthRateLimits(settings, clock.now);
    await limits.assertCanSendOtp('9876543210', '1.1.1.1', 'signup');
    await limits.recordOtpSent('9876543210', '1.1.1.1', 'signup');
    clock.advance(29);
    await expect(limits.assertCanSendOtp('9876543210', '1.1.1.1', 'signup')).rejects.toThrow('in 1 second');
    await expect(limits.assertCanSendOtp('9876543211', '1.1.1.1', 'signup')).resolves.toBeUndefined();
    await expect(limits.assertCanSendOtp('9876543210', '1.1.1.1', 'delete-account')).resolves.toBeUndefined();
    clock.advance(1);
    await expect(limits.assertCanSendOtp('9876543210', '1.1.1.1', 'signup')).resolves.toBeUndefined();
  });
});
