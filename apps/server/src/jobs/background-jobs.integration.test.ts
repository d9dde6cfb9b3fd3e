import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { otps, rateLimits, sessions, users } from '../db/schema/index.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { BACKGROUND_JOBS, type BackgroundJobs, startBackgroundJobs } from './background-jobs.ts';

const HOUR = 3_600_000;
const quietLog = { info: () => {}, error: () => {} };

/** Waits for a condition the job queue brings about in its own time (a poll every 5 s at most). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const giveUpAt = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The job queue on the embedded database, and on PostgreSQL when the suite runs there. */
describe('background jobs on the job queue', () => {
  let database: DatabaseHandle;
  let jobs: BackgroundJobs;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl, 'nivedya_jobs');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    database = await openDatabase(testConfig({ databaseUrl, inMemoryDatabase: !databaseUrl }));
    await database.migrate();
    jobs = await startBackgroundJobs(database, databaseUrl, quietLog);
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
    await dropDatabase();
  });

  it('keeps a schedule for every job in the database, each queue running one job at a time', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(
      BACKGROUND_JOBS.map((job) => [job.name, job.cron]).sort(),
    );
    for (const job of BACKGROUND_JOBS) {
      expect((await jobs.boss.getQueue(job.name))?.policy).toBe('exclusive');
    }
  });

  it('purges expired sessions, long-expired OTPs and ended rate-limit windows, and nothing live', async () => {
    const now = Date.now();
    const [user] = await database.db
      .insert(users)
      .values({ userName: 'Purge Test', mobile: '9000000001', userType: 3 })
      .returning({ id: users.id });
    await database.db.insert(sessions).values([
      { tokenHash: 'ended', userId: user!.id, expiresAt: new Date(now - 1000) },
      { tokenHash: 'live', userId: user!.id, expiresAt: new Date(now + HOUR) },
    ]);
    await database.db.insert(otps).values([
      { mobile: '9000000001', purpose: 'login', codeHash: 'old', expiresAt: new Date(now - 2 * HOUR) },
      // Expired a moment ago: kept a while, so the devotee who types it is told it expired.
      { mobile: '9000000002', purpose: 'login', codeHash: 'late', expiresAt: new Date(now - 60_000) },
      { mobile: '9000000003', purpose: 'login', codeHash: 'live', expiresAt: new Date(now + 60_000) },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'ended-window', points: 3, expire: new Date(now - 2 * HOUR) },
      { key: 'open-window', points: 3, expire: new Date(now + HOUR) },
    ]);

    // What the cron sends every ten minutes, sent now.
    await jobs.boss.send('purge-expired');
    await eventually(
      async () =>
        (await database.db.select().from(sessions).where(eq(sessions.tokenHash, 'ended'))).length === 0,
      'the expired session to go',
    );
    await eventually(
      async () =>
        (await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'ended-window'))).length === 0,
      'the ended window to go',
    );
    expect((await database.db.select().from(sessions)).map((row) => row.tokenHash)).toEqual(['live']);
    expect((await database.db.select().from(otps)).map((row) => row.codeHash).sort()).toEqual([
      'late',
      'live',
    ]);
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['open-window']);
  });

  it('finds its schedules again after a restart', async () => {
    await jobs.stop();
    // Started with no jobs of its own to schedule: what it lists was kept by the database.
    jobs = await startBackgroundJobs(database, databaseUrl, quietLog, []);
    expect((await jobs.boss.getSchedules()).map((schedule) => schedule.name).sort()).toEqual(
      BACKGROUND_JOBS.map((job) => job.name).sort(),
    );
  });
});
