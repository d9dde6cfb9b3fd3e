import { EventEmitter } from 'node:events';
import { DomainError } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { clusterRateLimits, serveRateLimits } from './cluster-rate-limits.ts';
import { createAuthRateLimits } from './rate-limits.ts';

/** Two workers asking one primary, over in-process stand-ins for the cluster's IPC channels. */
describe('rate limits shared by the workers of a cluster', () => {
  /** A primary and `count` workers, each with its own channel, as cluster.fork gives them. */
  function connectWorkers(count: number) {
    let now = new Date('2026-03-04T04:30:00Z');
    const primary = createAuthRateLimits({ loginFailures: 3, ipFailures: 50, windowSeconds: 60 }, () => now);
    const workers = Array.from({ length: count }, () => {
      const inPrimary = new EventEmitter();
      const inWorker = new EventEmitter();
      serveRateLimits(
        Object.assign(inPrimary, { send: (message: unknown) => inWorker.emit('message', message) }) as never,
        primary,
      );
      return clusterRateLimits({
        send: (message) => inPrimary.emit('message', message),
        onMessage: (listener) => inWorker.on('message', listener),
      });
    });
    return { workers, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
  }

  it('counts failures made through any worker against one limit', async () => {
    const { workers } = connectWorkers(2);
    const [first, second] = workers as [
      ReturnType<typeof clusterRateLimits>,
      ReturnType<typeof clusterRateLimits>,
    ];
    const keys = { identifier: 'a@b.in', ip: '1.1.1.1' };
    const fail = (limits: typeof first) =>
      limits.guard(keys, async () => Promise.reject(new DomainError('INVALID_CREDENTIALS')));
    await expect(fail(first)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(fail(second)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(fail(first)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(second.guard(keys, async () => 'ok')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
  });

  it('carries the primary refusal of an OTP send back to the asking worker', async () => {
    const { workers, advance } = connectWorkers(2);
    const [first, second] = workers as [
      ReturnType<typeof clusterRateLimits>,
      ReturnType<typeof clusterRateLimits>,
    ];
    await first.assertCanSendOtp('9876543210', '1.1.1.1', 'signup');
    await first.recordOtpSent('9876543210', '1.1.1.1', 'signup');
    await expect(second.assertCanSendOtp('9876543210', '1.1.1.1', 'signup')).rejects.toThrow('30 seconds');
    advance(30);
    await expect(second.assertCanSendOtp('9876543210', '1.1.1.1', 'signup')).resolves.toBeUndefined();
  });
});
