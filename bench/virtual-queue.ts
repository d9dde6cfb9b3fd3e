import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { type Config, testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  temples,
  users,
  vqQuestions,
  vqSettings,
  vqSlotDays,
  vqSlotTemplates,
} from '../apps/server/src/db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import type { Client, LoadJob, LoadResult } from './virtual-queue-load.ts';

/**
 * A popular day opening (npm run bench:vq): at the opening time the 30th day ahead becomes bookable
 * and 1,000 devotees, each with their own login, book it at once over HTTP (all 1,000 in flight),
 * parties of 1 to 5. Each tries the slot they prefer and, told it is full, the next one, until booked
 * or every slot is full. Prints bookings per second, request latency p50/p99, and devotees booked
 * against each slot's capacity (never more, ARCHITECTURE rule 3). PostgreSQL from BENCH_DATABASE_URL
 * or TEST_DATABASE_URL; without either, the embedded database (file-backed, durable commits).
 *
 *   npm run bench:vq                       1,000 clients
 *   npm run bench:vq -- --clients 2000
 */

const args = process.argv.slice(2);
const CLIENTS = Number(args[args.indexOf('--clients') + 1]) || 1000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const POOL_SIZE = 8;
const TZ = 'Asia/Kolkata';
const DAYS_AHEAD = 30;
/** The demo temple's day: 1,400 places. */
const SLOTS = [
  { startTime: '05:00', endTime: '06:00', capacity: 200 },
  { startTime: '07:00', endTime: '08:00', capacity: 300 },
  { startTime: '09:00', endTime: '10:30', capacity: 500 },
  { startTime: '16:30', endTime: '17:30', capacity: 300 },
  { startTime: '18:30', endTime: '19:30', capacity: 100 },
];
/** Which slot devotees want first: most want the early darshan. */
const PREFERENCE = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./virtual-queue-load.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: LoadResult | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Kerala's calendar day of an instant, moved by `days`. */
function keralaDay(at: Date, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function bench(label: string, config: Config) {
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const { db } = handle;

  // The opening: 06:00 in Kerala today; the day that opens is 30 days ahead.
  const today = keralaDay(new Date());
  const openingAt = new Date(`${today}T06:00:00+05:30`);
  const popularDay = keralaDay(openingAt, DAYS_AHEAD);
  const [temple] = await db
    .insert(temples)
    .values({
      code: `bench-vq-${randomBytes(4).toString('hex')}`,
      name: 'Bench Temple',
      shortCode: 'BVQ',
      isVirtualQueue: true,
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('no temple');
  await db.insert(vqSettings).values({
    templeId: temple.id,
    daysAhead: DAYS_AHEAD,
    openingTime: '06:00',
    graceMinutes: 15,
    maxPartySize: 5,
    isIdProofRequired: true,
    idProofTypes: ['Aadhaar'],
  });
  await db
    .insert(vqSlotTemplates)
    .values(
      [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        SLOTS.map((slot) => ({ templeId: temple.id, weekday, ...slot, maxPartySize: 5 })),
      ),
    );
  const [question] = await db
    .insert(vqQuestions)
    .values({
      templeId: temple.id,
      label: 'Coming from',
      kind: 'choice',
      options: ['Kerala', 'Elsewhere'],
      isRequired: true,
    })
    .returning({ id: vqQuestions.id });

  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS + 20 }, (_, index) => ({
        userName: `Pilgrim ${index}`,
        email: `pilgrim-${index}-${randomBytes(3).toString('hex')}@bench.test`,
        mobile: String(7_000_000_000 + index),
        userType: 4,
      })),
    )
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (let start = 0; start < userRows.length; start += 100) {
    const sessions = await Promise.all(
      userRows
        .slice(start, start + 100)
        .map((row) => createSession(db, { userId: row.id, now: openingAt, ttlDays: 2 })),
    );
    for (const session of sessions) cookies.push(`${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=bench`);
  }

  // The server's clock starts at the opening and runs with the wall clock.
  const started = Date.now();
  const app = await buildApp({
    config,
    db,
    now: () => new Date(openingAt.getTime() + (Date.now() - started)),
  });
  const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1/virtual-queue/bookings`;

  const bodyFor = (index: number, date: string, slot: number, partySize: number) =>
    JSON.stringify({
      templeId: temple.id,
      date,
      startTime: SLOTS[slot]?.startTime,
      devotees: Array.from({ length: partySize }, (_, member) => ({
        name: `Pilgrim ${index}-${member}`,
        age: 30 + member,
        idProofType: 'Aadhaar',
        idProofNumber: `B${String(index).padStart(6, '0')}${member}${date.replaceAll('-', '')}`,
      })),
      answers: [{ questionId: question?.id, value: 'Kerala' }],
    });

  // Warm-up on the day before: connections, JIT, statement plans.
  const warmDay = keralaDay(openingAt, DAYS_AHEAD - 1);
  await load({
    url,
    clients: Array.from({ length: 20 }, (_, index) => ({
      cookie: cookies[CLIENTS + index] ?? '',
      bodies: [bodyFor(CLIENTS + index, warmDay, index % SLOTS.length, 1)],
    })),
  });

  const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => {
    const first = PREFERENCE[index % PREFERENCE.length] ?? 0;
    const partySize = (index % 5) + 1;
    return {
      cookie: cookies[index] ?? '',
      bodies: SLOTS.map((_, offset) =>
        bodyFor(index, popularDay, (first + offset) % SLOTS.length, partySize),
      ),
    };
  });
  const result = await load({ url, clients });
  await app.close();

  const slotRows = await db
    .select({ startTime: vqSlotDays.startTime, capacity: vqSlotDays.capacity, booked: vqSlotDays.booked })
    .from(vqSlotDays)
    .where(eq(vqSlotDays.slotDate, popularDay));
  await handle.close();

  const latencies = result.attempts.map((attempt) => attempt.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const attempt of result.attempts) {
    const key = `${attempt.status}${attempt.code ? ` ${attempt.code}` : ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const capacity = slotRows.reduce((sum, row) => sum + row.capacity, 0);
  const booked = slotRows.reduce((sum, row) => sum + row.booked, 0);
  const seconds = result.elapsedMs / 1000;
  console.log(`\n${label}: ${CLIENTS} devotees at once on the opening of ${popularDay}`);
  console.log(
    `  requests      ${result.attempts.length} in ${seconds.toFixed(2)} s = ${(result.attempts.length / seconds).toFixed(0)} requests/s`,
  );
  console.log(`  bookings      ${result.booked} = ${(result.booked / seconds).toFixed(0)} bookings/s`);
  console.log(
    `  latency       p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  console.log(`  answers       ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  console.log(`  devotees      ${booked} booked of ${capacity} places`);
  for (const row of slotRows.sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const mark = row.booked > row.capacity ? '  OVERSOLD' : '';
    console.log(
      `    ${row.startTime.slice(0, 5)}  ${String(row.booked).padStart(4)} / ${row.capacity}${mark}`,
    );
  }
  const serverErrors = result.attempts.filter((attempt) => attempt.status >= 500).length;
  if (serverErrors > 0 || slotRows.some((row) => row.booked > row.capacity)) {
    console.log('  FAILED: 5xx answers or an oversold slot');
    process.exitCode = 1;
  }
}

async function main() {
  console.log(
    `virtual-queue benchmark: a popular day opening, ${CLIENTS} concurrent devotees, pool ${POOL_SIZE}`,
  );
  if (PG_URL) {
    const scratch = await createScratchDatabase(PG_URL, 'nivedya_bench_vq');
    try {
      await bench(
        'PostgreSQL',
        testConfig({ databaseUrl: scratch.url, logLevel: 'silent', databasePoolSize: POOL_SIZE }),
      );
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(
      'Note: neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set, so this runs on the embedded database; set one to measure PostgreSQL.',
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivedya-bench-vq-'));
    try {
      await bench(
        'embedded',
        testConfig({ inMemoryDatabase: false, dataDir, logLevel: 'silent', databasePoolSize: POOL_SIZE }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
