import type { EmailAdapter } from './adapters/email/email-adapter.ts';
import type { PaymentGateways } from './adapters/payments/gateways.ts';
import type { SmsAdapter } from './adapters/sms/sms-adapter.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppMetrics } from './lib/metrics.ts';
import type { AuthRateLimits } from './lib/rate-limits.ts';
import type { SessionMemo } from './modules/auth/index.ts';
import type { BookingFactsMemo } from './modules/bookings/index.ts';
import type { StarCalendars } from './modules/panchangam/index.ts';
import type { ReleaseLines } from './modules/releases/index.ts';

/**
 * What every module's routes and use cases receive (app.ts builds it once per app). A file of its own so
 * that a use case names what it needs (`Pick<AppDeps, 'db' | 'now'>`) without importing the app that
 * registers it. "now" is passed in so tests can move the clock.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  sms: SmsAdapter;
  email: EmailAdapter;
  /** Payment gateway adapters (ARCHITECTURE rule 7): the configured one takes new payments. */
  gateways: PaymentGateways;
  /**
   * Counters of bookings and payments for GET /metrics, counted by the use cases where each happens.
   * Here, not module-wide, because each app needs its own registry: the tests build many in one process.
   */
  metrics: AppMetrics;
  now: () => Date;
  /** Failure and OTP-send counters for logins and OTPs, shared by the auth and account modules. */
  rateLimits: AuthRateLimits;
  /** Sessions seen lately, for the routes whose write checks the session itself (checkout). */
  sessions: SessionMemo;
  /** Booking facts checkout read lately; its write checks they are still current. */
  bookingFacts: BookingFactsMemo;
  /** Sends temples' notifications that are due in the background (send-due-broadcasts.ts): nudge it. */
  broadcasts: { nudge(): void };
  /** Each temple's star of the day, a year at a time, stored once for every process. */
  starCalendars: StarCalendars;
  /** The releases' waiting-room lines as this process last read them (modules/releases/release-lines.ts). */
  releases: ReleaseLines;
}
