import { DomainError } from '@nivedya/domain';

/**
 * ARCHITECTURE rule 5: logins and OTPs are rate limited.
 *
 * The counters live in one process's memory: the server's, or with WEB_CONCURRENCY > 1 the cluster
 * primary's, which its workers ask over IPC (cluster-rate-limits.ts), so the workers of one machine share
 * one set. With several machines behind a load balancer each machine keeps its own, so a client can make
 * up to (machines × limit) attempts; move the counters to a shared store (a Postgres table) before that
 * (docs/decisions.md, docs/operations.md). The methods are async for the IPC form.
 */

/** Sliding-window hit counter per key. Keeps at most `keep` timestamps per key, the only ones a limit reads. */
export interface WindowCounter {
  count(key: string): number;
  add(key: string): void;
  clear(key: string): void;
  /** The newest hit still inside the window, in epoch milliseconds. */
  lastHit(key: string): number | undefined;
  /** Seconds until the key has fewer than `limit` hits in the window; 0 when it already has. */
  retryAfter(key: string, limit: number): number;
}

const SWEEP_EVERY = 1000;

export function createWindowCounter(options: {
  windowSeconds: number;
  keep: number;
  now: () => Date;
}): WindowCounter {
  const windowMs = options.windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let addsSinceSweep = 0;

  const live = (key: string): number[] => {
    const list = hits.get(key);
    if (!list) return [];
    const cutoff = options.now().getTime() - windowMs;
    const kept = list.filter((time) => time > cutoff);
    if (kept.length === 0) hits.delete(key);
    else if (kept.length !== list.length) hits.set(key, kept);
    return kept;
  };

  // Keys of clients that never come back would otherwise stay forever.
  const sweep = () => {
    for (const key of [...hits.keys()]) live(key);
  };

  return {
    count: (key) => live(key).length,
    add(key) {
      const list = [...live(key), options.now().getTime()];
      hits.set(key, list.slice(-options.keep));
      addsSinceSweep += 1;
      if (addsSinceSweep >= SWEEP_EVERY) {
        addsSinceSweep = 0;
        sweep();
      }
    },
    clear: (key) => {
      hits.delete(key);
    },
    lastHit: (key) => live(key).at(-1),
    retryAfter(key, limit) {
      const list = live(key);
      if (list.length < limit) return 0;
      // The hit whose expiry brings the count below the limit.
      const releasing = list[list.length - limit] ?? 0;
      return Math.max(1, Math.ceil((releasing + windowMs - options.now().getTime()) / 1000));
    },
  };
}

/** Who is trying: a normalised identifier (mobile, email, or user:<id>) and the caller's IP address. */
export interface AttemptKeys {
  identifier?: string | undefined;
  ip: string;
}

export interface RateLimitSettings {
  /** Failures per identifier within the window before further attempts are refused. */
  loginFailures: number;
  /** Failures per IP address within the window before further attempts are refused. */
  ipFailures: number;
  windowSeconds: number;
}

/** At most this many OTPs per mobile number per window, and this gap between two of them. */
export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_RESEND_GAP_SECONDS = 30;

/** Codes that mean "a wrong guess": each one counts towards the caller's failure limits. */
const FAILURE_CODES = new Set([
  'INVALID_CREDENTIALS',
  'OTP_INVALID',
  'OTP_ATTEMPTS_EXCEEDED',
  'PASSWORD_INCORRECT',
  'NOT_FOUND',
]);

export interface AuthRateLimits {
  /** Refuses with RATE_LIMITED while the identifier or the IP has too many recent failures. */
  assertNotLocked(keys: AttemptKeys): Promise<void>;
  recordFailure(keys: AttemptKeys): Promise<void>;
  clearFailures(identifier: string): Promise<void>;
  /**
   * Runs an attempt at a secret (password, OTP): refused while locked, a wrong guess is counted, and a
   * success clears the identifier's failures when `clearOnSuccess` is set.
   */
  guard<T>(keys: AttemptKeys, attempt: () => Promise<T>, options?: { clearOnSuccess?: boolean }): Promise<T>;
  /**
   * Refuses with RATE_LIMITED when the mobile had an OTP for the same purpose too recently, had too many
   * OTPs in the window, or the IP sent too many. The resend gap is per purpose so that a devotee who has
   * just signed up can ask at once for, say, the OTP that deletes the account.
   */
  assertCanSendOtp(mobile: string, ip: string, purpose: string): Promise<void>;
  recordOtpSent(mobile: string, ip: string, purpose: string): Promise<void>;
}

/** The counters themselves: everything but guard, which withGuard composes from them. */
export type RateLimitCounters = Omit<AuthRateLimits, 'guard'>;

/** The methods a worker may ask the primary for (cluster-rate-limits.ts). */
export const COUNTER_METHODS = [
  'assertNotLocked',
  'recordFailure',
  'clearFailures',
  'assertCanSendOtp',
  'recordOtpSent',
] as const satisfies readonly (keyof RateLimitCounters)[];

export function withGuard(counters: RateLimitCounters): AuthRateLimits {
  return {
    ...counters,
    async guard(keys, attempt, options = {}) {
      await counters.assertNotLocked(keys);
      try {
        const result = await attempt();
        if (options.clearOnSuccess && keys.identifier) await counters.clearFailures(keys.identifier);
        return result;
      } catch (error) {
        if (error instanceof DomainError && FAILURE_CODES.has(error.code)) await counters.recordFailure(keys);
        throw error;
      }
    },
  };
}

function rateLimited(retryAfterSeconds: number, message: string): DomainError {
  return new DomainError('RATE_LIMITED', message, { retryAfterSeconds });
}

function inWords(seconds: number): string {
  if (seconds === 1) return '1 second';
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function createAuthRateLimits(settings: RateLimitSettings, now: () => Date): AuthRateLimits {
  const failures = createWindowCounter({
    windowSeconds: settings.windowSeconds,
    keep: Math.max(settings.loginFailures, settings.ipFailures),
    now,
  });
  const otpSends = createWindowCounter({
    windowSeconds: settings.windowSeconds,
    keep: Math.max(OTP_SENDS_PER_WINDOW, settings.ipFailures),
    now,
  });
  const identifierKey = (identifier: string) => `id:${identifier}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  const counters: RateLimitCounters = {
    async assertNotLocked(keys) {
      const waits = [
        keys.identifier ? failures.retryAfter(identifierKey(keys.identifier), settings.loginFailures) : 0,
        failures.retryAfter(ipKey(keys.ip), settings.ipFailures),
      ];
      const wait = Math.max(...waits);
      if (wait > 0) {
        throw rateLimited(wait, `Too many failed attempts; try again in ${inWords(wait)}`);
      }
    },
    async recordFailure(keys) {
      if (keys.identifier) failures.add(identifierKey(keys.identifier));
      failures.add(ipKey(keys.ip));
    },
    async clearFailures(identifier) {
      failures.clear(identifierKey(identifier));
    },
    async assertCanSendOtp(mobile, ip, purpose) {
      const last = otpSends.lastHit(`mobile:${mobile}:${purpose}`);
      const sinceLast = last === undefined ? Number.POSITIVE_INFINITY : (now().getTime() - last) / 1000;
      const gapWait = sinceLast < OTP_RESEND_GAP_SECONDS ? Math.ceil(OTP_RESEND_GAP_SECONDS - sinceLast) : 0;
      const windowWait = Math.max(
        otpSends.retryAfter(`mobile:${mobile}`, OTP_SENDS_PER_WINDOW),
        otpSends.retryAfter(ipKey(ip), settings.ipFailures),
      );
      if (windowWait > 0) {
        throw rateLimited(windowWait, `Too many OTPs were sent; try again in ${inWords(windowWait)}`);
      }
      if (gapWait > 0) {
        throw rateLimited(
          gapWait,
          `An OTP was sent just now; you can ask for another in ${inWords(gapWait)}`,
        );
      }
    },
    async recordOtpSent(mobile, ip, purpose) {
      otpSends.add(`mobile:${mobile}`);
      otpSends.add(`mobile:${mobile}:${purpose}`);
      otpSends.add(ipKey(ip));
    },
  };
  return withGuard(counters);
}
