import { DomainError } from '@nivedya/domain';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { rateLimits as rateLimitsTable } from '../db/schema/index.ts';

/**
 * ARCHITECTURE rule 5 and Scale: logins, OTPs and the costly public routes are rate limited. On
 * PostgreSQL the counters live in the database (rate-limiter-flexible's Drizzle store, table rate_limits),
 * so every process and machine on it meets the same limits. The embedded database serves one process
 * only, so there they live in that process's memory: a counter write per request on the embedded
 * database made a devotee's p95 under a flood 4–14× slower (bench/public-flood.ts). rate-limiter-flexible
 * reads the system clock, not the app's `now`: tests move it with vi.setSystemTime.
 */

/** Who is trying: a normalised identifier (namespaced by what is tried, e.g. password:<mobile>) and the caller's IP. */
export interface AttemptKeys {
  identifier?: string | undefined;
  ip: string;
}

export interface RateLimitSettings {
  /** Failures per identifier from one client within the window before that client is refused for it. */
  loginFailures: number;
  /** Failures per IP address within the window before further attempts from it are refused. */
  ipFailures: number;
  windowSeconds: number;
}

/** Seconds between two OTPs for the same purpose to one mobile. */
export const OTP_RESEND_GAP_SECONDS = 30;
/** OTPs to one mobile (any purpose) in a window before the gap between them starts to grow. */
export const OTP_SENDS_BEFORE_BACKOFF = 3;
/** The longest an identifier alone waits after failures, and the longest gap between OTPs to a mobile. */
export const IDENTIFIER_MAX_DELAY_SECONDS = 300;
export const OTP_MAX_GAP_SECONDS = 600;

/** Codes that mean "a wrong guess": each one counts towards the caller's failure limits. */
const FAILURE_CODES = new Set([
  'INVALID_CREDENTIALS',
  'OTP_INVALID',
  'OTP_ATTEMPTS_EXCEEDED',
  'PASSWORD_INCORRECT',
  'NOT_FOUND',
]);

/**
 * How long an identifier alone waits after its nth failure in the window (from any client): nothing for
 * the first `free`, then 1, 2, 4 … seconds up to a few minutes. A growing delay, not a lock: someone who
 * knows a devotee's mobile cannot shut the devotee out, only slow a guesser spread over many addresses.
 */
export function identifierDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), IDENTIFIER_MAX_DELAY_SECONDS);
}

/** The gap before the next OTP to a mobile that has had `sends` in the window: 0, then 30 s doubling. */
export function otpMobileGapSeconds(sends: number): number {
  if (sends < OTP_SENDS_BEFORE_BACKOFF) return 0;
  return Math.min(OTP_RESEND_GAP_SECONDS * 2 ** (sends - OTP_SENDS_BEFORE_BACKOFF), OTP_MAX_GAP_SECONDS);
}

export interface AuthRateLimits {
  /**
   * Refuses with RATE_LIMITED while this client has too many failures for the identifier, the IP has
   * too many failures, or the identifier is waiting out its growing delay.
   */
  assertNotLocked(keys: AttemptKeys): Promise<void>;
  recordFailure(keys: AttemptKeys): Promise<void>;
  /** A success: the identifier's failures and delay are forgiven, and this client's for it. */
  clearFailures(keys: AttemptKeys): Promise<void>;
  /**
   * Runs an attempt at a secret (password, OTP): refused while locked, a wrong guess is counted, and a
   * success clears the identifier's failures when `clearOnSuccess` is set.
   */
  guard<T>(keys: AttemptKeys, attempt: () => Promise<T>, options?: { clearOnSuccess?: boolean }): Promise<T>;
  /**
   * Refuses with RATE_LIMITED when the mobile had an OTP for the same purpose in the last 30 seconds, is
   * in its growing gap after several OTPs, or the IP sent too many. The 30-second gap is per purpose so
   * that a devotee who has just signed up can ask at once for, say, the OTP that deletes the account.
   */
  assertCanSendOtp(mobile: string, ip: string, purpose: string): Promise<void>;
  recordOtpSent(mobile: string, ip: string, purpose: string): Promise<void>;
}

function rateLimited(retryAfterSeconds: number, message: string): DomainError {
  return new DomainError('RATE_LIMITED', message, { retryAfterSeconds });
}

export function inWords(seconds: number): string {
  if (seconds === 1) return '1 second';
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function seconds(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

/** Seconds until a counter read with `get` is below `limit` again; 0 when it already is. */
function waitFor(res: RateLimiterRes | null, limit: number): number {
  // The memory store answers a counter whose window has ended until its timer removes it.
  if (!res || res.consumedPoints < limit || res.msBeforeNext <= 0) return 0;
  return seconds(res.msBeforeNext);
}

/** Where counters live: each family of counters is a key prefix in the one store. */
export interface RateLimitStore {
  limiter(
    keyPrefix: string,
    options: { points: number; durationSeconds: number; blockInMemoryWhenSpent?: boolean },
  ): RateLimiterDrizzle | RateLimiterMemory;
}

/** 'database': the rate_limits table, shared by every process; 'memory': this process alone. */
export type RateLimitStoreKind = 'database' | 'memory';

export function createRateLimitStore(db: Database, kind: RateLimitStoreKind): RateLimitStore {
  return {
    limiter(keyPrefix, options) {
      const common = {
        keyPrefix,
        points: options.points,
        duration: options.durationSeconds,
        ...(options.blockInMemoryWhenSpent ? { inMemoryBlockOnConsumed: options.points } : {}),
      };
      if (kind === 'memory') return new RateLimiterMemory(common);
      return new RateLimiterDrizzle({
        ...common,
        storeClient: db,
        schema: rateLimitsTable,
        // Expired rows are purged by the server's sweeper (purgeExpiredRateLimits), once, not per limiter.
        clearExpiredByTimeout: false,
      });
    },
  };
}

/** Rows whose window ended over an hour ago; the store ignores them, this keeps the table small. */
export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitsTable)
    .where(lt(rateLimitsTable.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimitsTable.key });
  return removed.length;
}

/** A delay that is only ever set with block(): any live row means "wait until it expires". */
const DELAY = { points: 1, durationSeconds: 1 };

export function createAuthRateLimits(store: RateLimitStore, settings: RateLimitSettings): AuthRateLimits {
  const window = settings.windowSeconds;
  const pairFailures = store.limiter('fail-pair', {
    points: settings.loginFailures,
    durationSeconds: window,
  });
  const ipFailures = store.limiter('fail-ip', { points: settings.ipFailures, durationSeconds: window });
  // Counts only: the identifier alone is never locked, it waits out identifierDelay.
  const identifierFailures = store.limiter('fail-id', { points: 1_000_000, durationSeconds: window });
  const identifierDelay = store.limiter('delay-id', DELAY);
  const otpPurposeGap = store.limiter('otp-gap', DELAY);
  const otpMobileGap = store.limiter('otp-mobile-gap', DELAY);
  const otpMobileSends = store.limiter('otp-mobile', { points: 1_000_000, durationSeconds: window });
  const otpIpSends = store.limiter('otp-ip', { points: settings.ipFailures, durationSeconds: window });
  const pairKey = (keys: AttemptKeys) => `${keys.identifier}|${keys.ip}`;

  const limits: Omit<AuthRateLimits, 'guard'> = {
    async assertNotLocked(keys) {
      const [pair, ip, delay] = await Promise.all([
        keys.identifier ? pairFailures.get(pairKey(keys)) : null,
        ipFailures.get(keys.ip),
        keys.identifier ? identifierDelay.get(keys.identifier) : null,
      ]);
      const locked = Math.max(waitFor(pair, settings.loginFailures), waitFor(ip, settings.ipFailures));
      if (locked > 0) throw rateLimited(locked, `Too many failed attempts; try again in ${inWords(locked)}`);
      const wait = waitFor(delay, 1);
      if (wait > 0) {
        throw rateLimited(wait, `Several attempts failed just now; try again in ${inWords(wait)}`);
      }
    },
    async recordFailure(keys) {
      const [, , identifier] = await Promise.all([
        keys.identifier ? pairFailures.penalty(pairKey(keys)) : null,
        ipFailures.penalty(keys.ip),
        keys.identifier ? identifierFailures.penalty(keys.identifier) : null,
      ]);
      const delay = identifier
        ? identifierDelaySeconds(identifier.consumedPoints, settings.loginFailures)
        : 0;
      if (keys.identifier && delay > 0) await identifierDelay.block(keys.identifier, delay);
    },
    async clearFailures(keys) {
      if (!keys.identifier) return;
      await Promise.all([
        pairFailures.delete(pairKey(keys)),
        identifierFailures.delete(keys.identifier),
        identifierDelay.delete(keys.identifier),
      ]);
    },
    async assertCanSendOtp(mobile, ip, purpose) {
      const [fromIp, mobileGap, purposeGap] = await Promise.all([
        otpIpSends.get(ip),
        otpMobileGap.get(mobile),
        otpPurposeGap.get(`${mobile}:${purpose}`),
      ]);
      const ipWait = waitFor(fromIp, settings.ipFailures);
      if (ipWait > 0) {
        throw rateLimited(ipWait, `Too many OTPs were sent; try again in ${inWords(ipWait)}`);
      }
      const mobileWait = waitFor(mobileGap, 1);
      if (mobileWait > 0) {
        throw rateLimited(
          mobileWait,
          `Several OTPs were sent to this number; you can ask for another in ${inWords(mobileWait)}`,
        );
      }
      const purposeWait = waitFor(purposeGap, 1);
      if (purposeWait > 0) {
        throw rateLimited(
          purposeWait,
          `An OTP was sent just now; you can ask for another in ${inWords(purposeWait)}`,
        );
      }
    },
    async recordOtpSent(mobile, ip, purpose) {
      const [sends] = await Promise.all([
        otpMobileSends.penalty(mobile),
        otpIpSends.penalty(ip),
        otpPurposeGap.block(`${mobile}:${purpose}`, OTP_RESEND_GAP_SECONDS),
      ]);
      const gap = otpMobileGapSeconds(sends.consumedPoints);
      if (gap > 0) await otpMobileGap.block(mobile, gap);
    },
  };

  return {
    ...limits,
    async guard(keys, attempt, options = {}) {
      await limits.assertNotLocked(keys);
      try {
        const result = await attempt();
        if (options.clearOnSuccess) await limits.clearFailures(keys);
        return result;
      } catch (error) {
        if (error instanceof DomainError && FAILURE_CODES.has(error.code)) await limits.recordFailure(keys);
        throw error;
      }
    },
  };
}
