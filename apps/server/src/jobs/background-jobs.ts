import { fromPglite, PgBoss } from 'pg-boss';
import { settleDemoPayments } from '../adapters/payments/demo-settlement-ledger.ts';
import {
  createRazorpaySettlementsClient,
  syncRecentRazorpaySettlements,
} from '../adapters/payments/razorpay-settlements.ts';
import { createSmsDelivery } from '../adapters/sms/sms-delivery.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { purgeExpiredRateLimits } from '../lib/rate-limits.ts';
import { purgeExpiredCredentials } from '../modules/auth/index.ts';
import { expireHolds } from '../modules/bookings/index.ts';
import { purgeUnusedPerformancePhotos } from '../modules/images/index.ts';
import { sendDueBroadcasts } from '../modules/notifications/index.ts';
import { lapseStarSeriesDues, remindStarSeriesDues } from '../modules/star-series/index.ts';

export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Work the server does on a schedule, whichever process or machine picks it up. */
export interface BackgroundJob {
  name: string;
  /** Five-field cron in UTC: a minute is the finest step. */
  cron: string;
  /** Answers what it did, for the log line (counts; never personal data). */
  run(db: Database, now: Date): Promise<Record<string, number>>;
}

export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  {
    // Checkouts left unpaid give their capacity back (ARCHITECTURE rule 3) within a minute of HOLD_MINUTES.
    name: 'expire-holds',
    cron: '* * * * *',
    run: async (db, now) => ({ expired: await expireHolds(db, now) }),
  },
  {
    name: 'purge-expired',
    cron: '*/10 * * * *',
    run: async (db, now) => ({
      ...(await purgeExpiredCredentials(db, now)),
      rateLimits: await purgeExpiredRateLimits(db, now),
      performancePhotos: await purgeUnusedPerformancePhotos(db, now),
    }),
  },
  {
    // The demo gateway pays out yesterday's captures (T+1) at 06:05 in India, as a bank's morning credit.
    name: 'settle-demo-gateway',
    cron: '35 0 * * *',
    run: (db, now) => settleDemoPayments(db, now),
  },
];

/**
 * The jobs of this installation: BACKGROUND_JOBS, and with Razorpay as the gateway, its payouts copied
 * into the settlement report every morning (09:00 in India, after Razorpay's early payouts).
 */
export function backgroundJobsFor(
  config: Pick<Config, 'payments' | 'sms' | 'publicUrl' | 'databaseUrl'>,
): readonly BackgroundJob[] {
  const jobs = [...BACKGROUND_JOBS, sendNotificationsJob(config), ...starSeriesDueJobs(config)];
  const { gateway, razorpay } = config.payments;
  if (gateway !== 'razorpay' || !razorpay) return jobs;
  const client = createRazorpaySettlementsClient({ keyId: razorpay.keyId, keySecret: razorpay.keySecret });
  return [
    ...jobs,
    {
      name: 'sync-razorpay-settlements',
      cron: '30 3 * * *',
      run: (db, now) => syncRecentRazorpaySettlements(db, client, now),
    },
  ];
}

/**
 * Temples' notifications scheduled for now, and sendings a restart stopped midway, go on within a
 * minute, one chunk per transaction (send-due-broadcasts.ts): a crash repeats nothing and loses nothing.
 * Its SMS are queued for the servers' SMS dispatchers, as a request's would be.
 */
export function sendNotificationsJob(
  config: Pick<Config, 'sms' | 'publicUrl' | 'databaseUrl'>,
): BackgroundJob {
  return {
    name: 'send-notifications',
    cron: '* * * * *',
    run: async (db, now) => {
      const { adapter } = createSmsDelivery({ config, db, now: () => now, log: silentLog });
      return { ...(await sendDueBroadcasts({ db, sms: adapter }, () => now)) };
    },
  };
}

/**
 * The later dates of star series paid date by date (issue #19): a date still unpaid when its time runs
 * out lets its place go within five minutes; the reminders with their pay links go each morning at
 * 09:30 in India, not at night.
 */
export function starSeriesDueJobs(
  config: Pick<Config, 'sms' | 'publicUrl' | 'databaseUrl'>,
): BackgroundJob[] {
  const withSms = (db: Database, now: Date) => ({
    db,
    config,
    sms: createSmsDelivery({ config, db, now: () => now, log: silentLog }).adapter,
  });
  return [
    {
      name: 'lapse-star-series-dues',
      cron: '*/5 * * * *',
      run: async (db, now) => ({ lapsed: await lapseStarSeriesDues(withSms(db, now), now) }),
    },
    {
      name: 'remind-star-series-dues',
      cron: '0 4 * * *',
      run: async (db, now) => ({ reminded: await remindStarSeriesDues(withSms(db, now), now) }),
    },
  ];
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The queue's own tables live apart from the product's, in this schema. */
export const JOB_SCHEMA = 'pgboss';

/** Finished jobs are kept a day to read what ran; a minute's job makes 1,440 rows a day. */
const FINISHED_JOBS_KEPT_SECONDS = 86_400;

export interface BackgroundJobs {
  /** The pg-boss instance, for tests that send a job now rather than wait for its minute. */
  boss: PgBoss;
  stop(): Promise<void>;
}

function jobQueueFor(database: DatabaseHandle, databaseUrl: string | undefined): PgBoss {
  if (database.embedded) {
    return new PgBoss({ db: fromPglite(database.embedded), backend: 'pglite', schema: JOB_SCHEMA });
  }
  if (!databaseUrl) throw new Error('PostgreSQL without a DATABASE_URL');
  // Two connections of its own: polling and the cron clock, apart from the requests' pool.
  return new PgBoss({
    connectionString: databaseUrl,
    max: 2,
    schema: JOB_SCHEMA,
    application_name: 'nivedya-jobs',
  });
}

/**
 * Runs BACKGROUND_JOBS on pg-boss, a job queue kept in PostgreSQL (the embedded one too): the schedules
 * and jobs live in the database, so they survive restarts, and with any number of server processes each
 * minute's job is created once and run by one process at a time (queue policy "exclusive": while one
 * runs, the next is not even queued).
 */
export async function startBackgroundJobs(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  log: JobLogger,
  jobs: readonly BackgroundJob[] = BACKGROUND_JOBS,
): Promise<BackgroundJobs> {
  const boss = jobQueueFor(database, databaseUrl);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'exclusive',
      retryLimit: 0,
      expireInSeconds: 600,
      deleteAfterSeconds: FINISHED_JOBS_KEPT_SECONDS,
    });
    // After the servers were down, the minutes missed are made up by one run, not one each.
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC', missed: 'once' });
    await boss.work(job.name, { pollingIntervalSeconds: 5 }, async () => {
      const outcome = await job.run(database.db, new Date());
      if (Object.values(outcome).some((count) => count > 0))
        log.info({ job: job.name, ...outcome }, 'job done');
      return outcome;
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
