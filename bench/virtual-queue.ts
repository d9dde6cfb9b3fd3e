import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { addDays, localDateTime } from '@nivedya/domain';
import pg from 'pg';
import { testConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import {
  temples,
  users,
  vqQuestions,
  vqSettings,
  vqSlotTemplates,
} from '../apps/server/src/db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import { type PostgresCpu, postgresCpu, type RunningServer, startServer } from './booking-server.ts';
import { option } from './command-line.ts';
import { BUSY_CODE } from './http-responses.ts';
import { loadAverage, machineCpu, mainThreadCpuMs } from './machine-meters.ts';
import { insertSevaTemple } from './seva-temple.ts';
import type { Answer, LoadClient, LoadJob, LoadResult } from './virtual-queue-load.ts';

/**
 * Queue bookings against seva checkouts under a rush (npm run bench:vq), over HTTP against the real
 * server (apps/server/src/server.ts in its own process, production settings, WEB_CONCURRENCY=1) on one
 * freshly seeded scratch PostgreSQL database. N devotees (default 1,000), each with their own user and
 * login session and a kept-alive connection of their own, all in flight at once; the load generator is
 * a process of its own (virtual-queue-load.ts), so it never shares the server's event loop.
 * - hot slot: every devotee POSTs /api/v1/virtual-queue/bookings for the same slot of the same date
 *   (5 × N places, parties of 1 to 5: everyone gets a place);
 * - hot seva-date: every devotee POSTs /api/v1/checkout with one line of the same seva on the same date
 *   (capacity for all), as bench/booking.ts's `hot` run does with one session;
 *   then the ratio of the two: queue bookings/s ÷ checkouts/s;
 * - a popular day opening: a day of five slots (1,400 places); each devotee tries the slot they prefer
 *   and, told it is full (409 VQ_SLOT_FULL), the next, until booked or every slot is full. Checked:
 *   no slot over its capacity (ARCHITECTURE rule 3), every refusal of a full slot a 409 VQ_SLOT_FULL
 *   with its message and the places left (fewer than the party), nobody refused while a slot still had
 *   room for their party.
 * Every devotee's connection is open before the clock starts (they have the page open); a warm-up of
 * 2 × 40 requests of each kind on other dates comes first (JIT, connections, statement plans).
 * Printed for each run: bookings/s (201s ÷ wall time), latency p50/p99 of every answer, answers by
 * status and code, CPU ms per booking of the server, of PostgreSQL (the bench database's backends, WAL
 * writer, checkpointer) and of the load generator, how busy the machine's cores and the server's main
 * thread (its event loop) were, and lock waits: how many of the bench database's backends wait on a
 * lock (pg_stat_activity sampled every ~10 ms from a connection of its own; mean and max), with what
 * the others were doing meanwhile (idle: the server has not sent their next statement yet). The
 * machine's load average is printed at the start and the end: the figures mean little on a busy one.
 * A 503 BOOKING_BUSY (the server admitting only so many bookings at once) is retried as a client does,
 * after the wait it names, spread as the app spreads it (virtual-queue-load.ts); printed apart: how
 * many, the latency of the admitted requests (every answer but those), and each devotee's time to a
 * booking (first attempt to final answer). Exit code 1 on any other 5xx, an unbooked devotee on the
 * hot runs, an oversold slot, or a refusal of a full slot that is not 409 VQ_SLOT_FULL.
 * PostgreSQL only: BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created and dropped);
 * without either it says it is skipped.
 *
 *   npm run bench:vq                      1,000 devotees, each scenario once
 *   --clients 2000    devotees at once (default 1000)
 *   --repeat 3        runs of the hot slot and the hot seva-date, alternately, each on fresh dates;
 *                     medians printed beside each run's figures (default 1, at most 25)
 *   --pool 4          DATABASE_POOL_SIZE of the server (default 4, as bench:booking)
 *   --log info        the server's LOG_LEVEL (default warn: no line per request)
 *   --cpu-prof dir    writes the server's V8 CPU profile there (node --cpu-prof)
 *   --server path/to/server.ts   measures another build
 */

const REPO = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(option('clients')) || 1000;
const REPEAT = Number(option('repeat')) || 1;
const POOL_SIZE = Number(option('pool')) || 4;
const LOG_LEVEL = option('log') ?? 'warn';
const CPU_PROF = option('cpu-prof');
const SERVER_PATH = path.resolve(option('server') ?? path.join(REPO, 'apps/server/src/server.ts'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const TZ = 'Asia/Kolkata';
const keralaDay = (at: Date, days = 0) => addDays(localDateTime(at, TZ).date, days);
/** The queue's window: today to 30 days ahead, open from midnight (so whatever the hour, all of it). */
const DAYS_AHEAD = 30;
/** Kerala days ahead: the warm-up's, the first hot slot's (one more per repetition), the opening's. */
const WARM_DAYS = [2, 3];
const FIRST_HOT_DAY = 5;
const OPENING_DAY = 4;
const MAX_REPEAT = DAYS_AHEAD - FIRST_HOT_DAY;
/** Warm-up requests of each kind per round (two rounds), by users of their own. */
const WARM_UP = 40;
const MAX_PARTY = 5;
const HOT_SLOT = { startTime: '10:00', endTime: '11:00', capacity: MAX_PARTY * CLIENTS };
/** The demo temple's day: 1,400 places. */
const OPENING_SLOTS = [
  { startTime: '05:00', endTime: '06:00', capacity: 200 },
  { startTime: '07:00', endTime: '08:00', capacity: 300 },
  { startTime: '09:00', endTime: '10:30', capacity: 500 },
  { startTime: '16:30', endTime: '17:30', capacity: 300 },
  { startTime: '18:30', endTime: '19:30', capacity: 100 },
];
/** Which slot devotees want first: most want the early darshan. */
const PREFERENCE = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];
const VQ_PATH = '/api/v1/virtual-queue/bookings';
const CHECKOUT_PATH = '/api/v1/checkout';
/** The fields of the 409's problem+json (apps/server/src/modules/virtual-queue/book-vq-slot.ts `full`). */
const FULL_CODE = 'VQ_SLOT_FULL';

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fixture {
  /** Devotees 0..CLIENTS-1 load; the rest warm up. */
  devotees: { cookie: string; xsrf: string }[];
  hot: Temple;
  opening: Temple;
  sevaId: number;
}

interface Temple {
  id: number;
  questionId: number;
}

async function queueTemple(
  handle: DatabaseHandle,
  shortCode: string,
  slots: typeof OPENING_SLOTS,
): Promise<Temple> {
  const { db } = handle;
  const [temple] = await db
    .insert(temples)
    .values({
      code: `bench-vq-${randomBytes(4).toString('hex')}`,
      name: 'Bench Temple',
      shortCode,
      isVirtualQueue: true,
      timeZone: TZ,
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('no temple');
  await db.insert(vqSettings).values({
    templeId: temple.id,
    daysAhead: DAYS_AHEAD,
    openingTime: '00:00',
    graceMinutes: 15,
    maxPartySize: MAX_PARTY,
    isIdProofRequired: true,
    idProofTypes: ['Aadhaar'],
  });
  await db
    .insert(vqSlotTemplates)
    .values(
      [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        slots.map((slot) => ({ templeId: temple.id, weekday, ...slot, maxPartySize: MAX_PARTY })),
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
  return { id: temple.id, questionId: question?.id ?? 0 };
}

/** Two queue temples (the hot slot's, the opening's), a seva temple as bench/booking.ts's, and the devotees. */
async function seed(handle: DatabaseHandle): Promise<Fixture> {
  const { db } = handle;
  await seedReferenceData(db);
  const hot = await queueTemple(handle, 'BVQ', [HOT_SLOT]);
  const opening = await queueTemple(handle, 'BVO', OPENING_SLOTS);

  const {
    sevaIds: [sevaId],
  } = await insertSevaTemple(db, 'Bench Seva Temple', [
    // Large but finite, like the queue's slot: every checkout runs the capacity check.
    { code: 'seva-hot', name: 'Hot Seva', maxLimitPerDay: MAX_PARTY * CLIENTS },
  ]);
  if (!sevaId) throw new Error('no seva');

  const now = new Date();
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS + 2 * WARM_UP }, (_, index) => ({
        userName: `Pilgrim ${index}`,
        email: `pilgrim-${index}-${randomBytes(3).toString('hex')}@bench.test`,
        mobile: String(7_000_000_000 + index),
        userType: 4,
      })),
    )
    .returning({ id: users.id });
  const devotees: Fixture['devotees'] = [];
  for (let start = 0; start < userRows.length; start += 100) {
    const sessions = await Promise.all(
      userRows.slice(start, start + 100).map((row) => createSession(db, { userId: row.id, now, ttlDays: 2 })),
    );
    for (const session of sessions) {
      const xsrf = randomBytes(16).toString('base64url');
      devotees.push({ cookie: `${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=${xsrf}`, xsrf });
    }
  }
  return { devotees, hot, opening, sevaId };
}

function queueBody(temple: Temple, devotee: number, date: string, startTime: string, partySize: number) {
  return JSON.stringify({
    templeId: temple.id,
    date,
    startTime,
    devotees: Array.from({ length: partySize }, (_, member) => ({
      name: `Pilgrim ${devotee}-${member}`,
      age: 30 + member,
      idProofType: 'Aadhaar',
      idProofNumber: `B${String(devotee).padStart(6, '0')}${member}${date.replaceAll('-', '')}`,
    })),
    answers: [{ questionId: temple.questionId, value: 'Kerala' }],
  });
}

function checkoutBody(sevaId: number, performDate: string, devotee: number) {
  return JSON.stringify({
    lines: [{ sevaId, performDate, quantity: 1, devoteeName: `Pilgrim ${devotee}`, starId: 5 }],
  });
}

const partyOf = (devotee: number) => (devotee % MAX_PARTY) + 1;

/** Forks the load generator; `onStart` runs once its connections are open, just before the load. */
function load(job: LoadJob, onStart: () => void = () => {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'virtual-queue-load.ts'), { stdio: 'inherit' });
    let settled = false;
    child.on('message', (message: LoadResult | { ready: true } | { error: string }) => {
      if ('ready' in message) {
        onStart();
        child.send('go');
        return;
      }
      settled = true;
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`the load generator exited (${code}) without a result`));
    });
    child.send(job);
  });
}

/** What the bench database's backends were doing: sampled every ~10 ms from a connection of its own. */
function sampleBackends(admin: pg.Client, database: string, cpu: PostgresCpu) {
  let running = true;
  const lockWaits: number[] = [];
  const states = new Map<string, number>();
  const loop = (async () => {
    while (running) {
      const begin = performance.now();
      const { rows } = await admin.query<{ pid: number; what: string }>(
        `select pid, case when state = 'idle' then 'idle'
                          when state like 'idle in transaction%' then 'idle in transaction'
                          when wait_event_type is null then 'running'
                          else wait_event_type || ':' || wait_event end as what
           from pg_stat_activity where datname = $1`,
        [database],
      );
      // The same count as `select count(*) from pg_stat_activity where datname = $1 and
      // wait_event_type = 'Lock'`, with the other backends' states beside it.
      let locks = 0;
      for (const row of rows) {
        if (row.what.startsWith('Lock:')) locks += 1;
        states.set(row.what, (states.get(row.what) ?? 0) + 1);
      }
      lockWaits.push(locks);
      // A backend that ends during the load (the pool dropped it) still counts for the CPU it used.
      cpu.note(rows.map((row) => row.pid));
      await sleep(Math.max(0, 10 - (performance.now() - begin)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const samples = Math.max(1, lockWaits.length);
      return {
        samples: lockWaits.length,
        lockMean: lockWaits.reduce((sum, value) => sum + value, 0) / samples,
        lockMax: Math.max(0, ...lockWaits),
        /** Mean backends in each state, most first. */
        states: [...states]
          .map(([what, total]) => ({ what, mean: total / samples }))
          .sort((a, b) => b.mean - a.mean),
      };
    },
  };
}

interface Context {
  server: RunningServer;
  /** The bench database's. */
  url: string;
  admin: pg.Client;
  database: string;
  cpu: PostgresCpu;
}

interface Run {
  title: string;
  result: LoadResult;
  booked: number;
  perSecond: number;
  p50: number;
  p99: number;
  admittedP50: number;
  admittedP99: number;
  totalP50: number;
  totalP99: number;
  busy: number;
  statuses: Map<string, number>;
  serverCpu: number;
  dbCpu: number;
  clientCpu: number;
  /** The same per request (every answer). */
  serverCpuPerRequest: number;
  dbCpuPerRequest: number;
  /** How busy the machine's cores were during the load, 0 to 1. */
  machineBusy: number;
  /** How busy the server's main thread (its event loop) was, 0 to 1. */
  eventLoopBusy: number;
  lockMean: number;
  lockMax: number;
  samples: number;
  states: { what: string; mean: number }[];
  /** Answers that fail the run: 5xx other than a retried 503 BOOKING_BUSY, lost connections. */
  serverErrors: number;
}

const isBusy = (answer: Answer) => answer.status === 503 && answer.code === BUSY_CODE;

async function measure(context: Context, title: string, job: LoadJob): Promise<Run> {
  let serverBefore = 0;
  let mainThreadBefore = 0;
  let machine = machineCpu();
  let sampler: ReturnType<typeof sampleBackends> | null = null;
  const result = await load(job, () => {
    serverBefore = context.server.cpuMs();
    mainThreadBefore = mainThreadCpuMs(context.server.pid);
    machine = machineCpu();
    context.cpu.start();
    sampler = sampleBackends(context.admin, context.database, context.cpu);
  });
  const serverCpu = context.server.cpuMs() - serverBefore;
  const mainThread = mainThreadCpuMs(context.server.pid) - mainThreadBefore;
  machine.stop();
  const waits = await (sampler as ReturnType<typeof sampleBackends> | null)?.stop();
  const dbCpu = (await context.cpu.elapsedMs()) ?? Number.NaN;

  const booked = result.outcomes.filter((outcome) => outcome.status === 201).length;
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const all = sorted(result.answers.map((answer) => answer.ms));
  const admitted = sorted(result.answers.filter((answer) => !isBusy(answer)).map((answer) => answer.ms));
  const total = sorted(result.outcomes.map((outcome) => outcome.totalMs));
  const statuses = new Map<string, number>();
  for (const answer of result.answers) {
    const key = `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  // A 503 BOOKING_BUSY that was retried is the server pacing its bookings; one a devotee gave up on counts.
  const finalBusy = result.outcomes.filter((outcome) => outcome.status === 503).length;
  const serverErrors =
    result.answers.filter((answer) => (answer.status >= 500 && !isBusy(answer)) || answer.status === 0)
      .length + finalBusy;
  const per = (value: number) => (booked > 0 ? value / booked : Number.NaN);
  return {
    title,
    result,
    booked,
    perSecond: (booked / result.elapsedMs) * 1000,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    admittedP50: percentile(admitted, 0.5),
    admittedP99: percentile(admitted, 0.99),
    totalP50: percentile(total, 0.5),
    totalP99: percentile(total, 0.99),
    busy: result.answers.filter(isBusy).length,
    statuses,
    serverCpu: per(serverCpu),
    dbCpu: per(dbCpu),
    clientCpu: per(result.cpuMs),
    serverCpuPerRequest: serverCpu / Math.max(1, result.answers.length),
    dbCpuPerRequest: dbCpu / Math.max(1, result.answers.length),
    machineBusy: machine.busy(),
    eventLoopBusy: mainThread / result.elapsedMs,
    lockMean: waits?.lockMean ?? Number.NaN,
    lockMax: waits?.lockMax ?? Number.NaN,
    samples: waits?.samples ?? 0,
    states: waits?.states ?? [],
    serverErrors,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printRun(run: Run) {
  const seconds = run.result.elapsedMs / 1000;
  console.log(`\n${run.title}`);
  console.log(
    `  bookings      ${run.booked} of ${run.result.outcomes.length} devotees in ${seconds.toFixed(2)} s = ${run.perSecond.toFixed(0)} bookings/s` +
      ` (${run.result.answers.length} requests = ${(run.result.answers.length / seconds).toFixed(0)} requests/s)`,
  );
  console.log(`  latency       p50 ${ms(run.p50)}, p99 ${ms(run.p99)} (every answer)`);
  console.log(
    `  admitted      p50 ${ms(run.admittedP50)}, p99 ${ms(run.admittedP99)} (every answer but 503 ${BUSY_CODE})`,
  );
  console.log(
    `  to a booking  p50 ${ms(run.totalP50)}, p99 ${ms(run.totalP99)} (each devotee: first attempt to final answer)`,
  );
  console.log(`  answers       ${[...run.statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  console.log(`  503 busy      ${run.busy} × 503 ${BUSY_CODE}`);
  console.log(
    `  CPU/booking   server ${ms(run.serverCpu)}, PostgreSQL ${ms(run.dbCpu)}, load generator ${ms(run.clientCpu)}` +
      (run.result.answers.length > run.booked
        ? ` (per request: server ${ms(run.serverCpuPerRequest)}, PostgreSQL ${ms(run.dbCpuPerRequest)})`
        : ''),
  );
  console.log(
    `  CPU busy      machine ${(run.machineBusy * 100).toFixed(0)} % of ${os.cpus().length} cores, ` +
      `the server's main thread (event loop) ${(run.eventLoopBusy * 100).toFixed(0)} %`,
  );
  console.log(
    `  lock waits    mean ${run.lockMean.toFixed(2)}, max ${run.lockMax} backends waiting on a lock (${run.samples} samples)`,
  );
  console.log(
    `  backends      ${run.states
      .filter((state) => state.mean >= 0.01)
      .map((state) => `${state.what} ${state.mean.toFixed(2)}`)
      .join(', ')} (mean number in each state)`,
  );
}

function hotSlotJob(fixture: Fixture, origin: string, date: string): LoadJob {
  const clients: LoadClient[] = Array.from({ length: CLIENTS }, (_, index) => ({
    ...(fixture.devotees[index] as Fixture['devotees'][number]),
    bodies: [queueBody(fixture.hot, index, date, HOT_SLOT.startTime, partyOf(index))],
  }));
  return { origin, path: VQ_PATH, clients, nextOn: null };
}

function checkoutJob(fixture: Fixture, origin: string, date: string): LoadJob {
  const clients: LoadClient[] = Array.from({ length: CLIENTS }, (_, index) => ({
    ...(fixture.devotees[index] as Fixture['devotees'][number]),
    bodies: [checkoutBody(fixture.sevaId, date, index)],
  }));
  return { origin, path: CHECKOUT_PATH, clients, nextOn: null };
}

/** The slots of a date as the database has them: a connection of its own, closed at once (no idle backend during the loads). */
async function slotRows(url: string, templeId: number, date: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ startTime: string; capacity: number; booked: number }>(
      `select start_time::text as "startTime", capacity, booked from vq_slot_days
        where temple_id = $1 and slot_date = $2 order by start_time`,
      [templeId, date],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The sum of the parties of the devotees booked (201) in a run. */
function partiesBooked(run: Run): number {
  return run.result.outcomes.reduce(
    (sum, outcome, index) => sum + (outcome.status === 201 ? partyOf(index) : 0),
    0,
  );
}

async function warmUp(fixture: Fixture, origin: string, now: Date) {
  for (const [round, days] of WARM_DAYS.entries()) {
    const date = keralaDay(now, days);
    const first = CLIENTS + round * WARM_UP;
    const warmers = Array.from({ length: WARM_UP }, (_, offset) => first + offset);
    const devotee = (index: number) => fixture.devotees[index] as Fixture['devotees'][number];
    for (const job of [
      {
        path: VQ_PATH,
        clients: warmers.map((index) => ({
          ...devotee(index),
          bodies: [queueBody(fixture.hot, index, date, HOT_SLOT.startTime, partyOf(index))],
        })),
      },
      {
        path: CHECKOUT_PATH,
        clients: warmers.map((index) => ({
          ...devotee(index),
          bodies: [checkoutBody(fixture.sevaId, date, index)],
        })),
      },
    ]) {
      const result = await load({ origin, nextOn: null, ...job });
      const failed = result.outcomes.filter((outcome) => outcome.status !== 201);
      if (failed.length > 0) {
        throw new Error(
          `warm-up ${job.path}: ${failed.length} of ${result.outcomes.length} not booked (${failed
            .slice(0, 3)
            .map((outcome) => `${outcome.status} ${outcome.code}`)
            .join(', ')})`,
        );
      }
    }
  }
}

/** The popular day opening: what the checks found wrong, empty when nothing. */
async function opening(context: Context, fixture: Fixture, now: Date) {
  const date = keralaDay(now, OPENING_DAY);
  const clients: LoadClient[] = Array.from({ length: CLIENTS }, (_, index) => {
    const first = PREFERENCE[index % PREFERENCE.length] ?? 0;
    return {
      ...(fixture.devotees[index] as Fixture['devotees'][number]),
      bodies: OPENING_SLOTS.map((_, offset) =>
        queueBody(
          fixture.opening,
          index,
          date,
          OPENING_SLOTS[(first + offset) % OPENING_SLOTS.length]?.startTime ?? '',
          partyOf(index),
        ),
      ),
    };
  });
  const run = await measure(context, `Popular day opening: ${CLIENTS} devotees at once on ${date}, 5 slots`, {
    origin: context.server.origin,
    path: VQ_PATH,
    clients,
    nextOn: FULL_CODE,
  });
  printRun(run);

  const rows = await slotRows(context.url, fixture.opening.id, date);
  const capacity = rows.reduce((sum, row) => sum + row.capacity, 0);
  const booked = rows.reduce((sum, row) => sum + row.booked, 0);
  console.log(`  devotees      ${booked} booked of ${capacity} places`);
  for (const row of rows) {
    const mark = row.booked > row.capacity ? '  OVERSOLD' : '';
    console.log(
      `    ${row.startTime.slice(0, 5)}  ${String(row.booked).padStart(4)} / ${row.capacity}${mark}`,
    );
  }

  const problems: string[] = [];
  if (run.serverErrors > 0) problems.push(`${run.serverErrors} 5xx answers (or lost connections)`);
  if (rows.some((row) => row.booked > row.capacity)) problems.push('an oversold slot');
  if (booked !== partiesBooked(run)) {
    problems.push(`the slots count ${booked} devotees booked, the 201 answers ${partiesBooked(run)}`);
  }
  // Every refusal (neither a booking nor a 503 BOOKING_BUSY) is of a full slot: a 409 VQ_SLOT_FULL
  // saying so, with the places left, fewer than the party.
  const refusals = run.result.answers.filter((answer) => answer.status !== 201 && !isBusy(answer));
  const notFull = refusals.filter(
    (answer) =>
      answer.status !== 409 ||
      answer.code !== FULL_CODE ||
      !answer.detail ||
      typeof answer.remaining !== 'number' ||
      answer.remaining >= partyOf(answer.client),
  );
  if (notFull.length > 0) {
    const examples = notFull
      .slice(0, 3)
      .map(
        (answer) =>
          `${answer.status} ${answer.code} remaining=${JSON.stringify(answer.remaining)} party=${partyOf(answer.client)} "${answer.detail}"`,
      );
    problems.push(
      `${notFull.length} refusals that are not a 409 ${FULL_CODE} of a full slot: ${examples.join('; ')}`,
    );
  }
  // Places only ever go: a devotee refused everywhere must find no slot with room for their party now.
  const slotLeft = rows.map((row) => row.capacity - row.booked);
  const wronglyRefused = run.result.outcomes.filter(
    (outcome, index) => outcome.status !== 201 && slotLeft.some((left) => left >= partyOf(index)),
  ).length;
  if (wronglyRefused > 0)
    problems.push(`${wronglyRefused} devotees refused while a slot had room for their party`);
  if (rows.length !== OPENING_SLOTS.length && run.booked < CLIENTS) {
    problems.push(`only ${rows.length} of ${OPENING_SLOTS.length} slots were booked at all`);
  }
  if (problems.length > 0) console.log(`  FAILED: ${problems.join('; ')}`);
  else
    console.log(
      `  checks        no slot over capacity; every refusal a 409 ${FULL_CODE} with the places left`,
    );
  return problems;
}

function printSummary(queueRuns: Run[], checkoutRuns: Run[]) {
  const header = [
    'run                    ',
    'bookings/s',
    'p50 ms',
    'p99 ms',
    'adm p50',
    'adm p99',
    'tot p50',
    'tot p99',
    ' 503s',
    'srv ms',
    ' db ms',
    'lock mean',
    'lock max',
    'busy %',
    'loop %',
  ];
  const line = (label: string, runs: Run[]) => {
    const of = (pick: (run: Run) => number) => median(runs.map(pick));
    return [
      label.padEnd(header[0]?.length ?? 23),
      of((run) => run.perSecond)
        .toFixed(0)
        .padStart(10),
      of((run) => run.p50)
        .toFixed(1)
        .padStart(6),
      of((run) => run.p99)
        .toFixed(1)
        .padStart(6),
      of((run) => run.admittedP50)
        .toFixed(1)
        .padStart(7),
      of((run) => run.admittedP99)
        .toFixed(1)
        .padStart(7),
      of((run) => run.totalP50)
        .toFixed(1)
        .padStart(7),
      of((run) => run.totalP99)
        .toFixed(1)
        .padStart(7),
      of((run) => run.busy)
        .toFixed(0)
        .padStart(5),
      of((run) => run.serverCpu)
        .toFixed(2)
        .padStart(6),
      of((run) => run.dbCpu)
        .toFixed(2)
        .padStart(6),
      of((run) => run.lockMean)
        .toFixed(2)
        .padStart(9),
      of((run) => run.lockMax)
        .toFixed(0)
        .padStart(8),
      of((run) => run.machineBusy * 100)
        .toFixed(0)
        .padStart(6),
      of((run) => run.eventLoopBusy * 100)
        .toFixed(0)
        .padStart(6),
    ].join('  ');
  };
  console.log(
    `\nHot slot against hot seva-date, ${CLIENTS} devotees at once, median of ${queueRuns.length} run(s):`,
  );
  console.log(header.join('  '));
  console.log(line('queue booking, hot slot', queueRuns));
  console.log(line('checkout, hot seva-date', checkoutRuns));
  const ratios = queueRuns.map(
    (run, index) => run.perSecond / (checkoutRuns[index]?.perSecond ?? Number.NaN),
  );
  const ratio =
    median(queueRuns.map((run) => run.perSecond)) / median(checkoutRuns.map((run) => run.perSecond));
  console.log(
    `\nqueue bookings/s ÷ checkouts/s = ${ratio.toFixed(2)}` +
      (ratios.length > 1 ? ` (each run: ${ratios.map((each) => each.toFixed(2)).join(', ')})` : ''),
  );
  console.log(
    'adm: admitted requests (every answer but 503 BOOKING_BUSY); tot: each devotee from first attempt to ' +
      'final answer; srv/db ms: CPU per booking of the server and of PostgreSQL; lock: backends waiting on a lock; ' +
      "busy %: the machine's cores busy during the load; loop %: the server's main thread busy.",
  );
}

async function main() {
  if (!PG_URL) {
    console.log(
      'virtual-queue benchmark skipped: it measures PostgreSQL; set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. ' +
        'BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:vq',
    );
    // Not a failure: `npm run bench` on a machine without PostgreSQL runs the other benchmarks.
    return;
  }
  if (REPEAT > MAX_REPEAT) {
    console.log(
      `--repeat is at most ${MAX_REPEAT}: each run books a day of its own in the ${DAYS_AHEAD}-day window`,
    );
    process.exit(1);
  }
  console.log(
    `virtual-queue benchmark: ${CLIENTS} devotees at once, ${REPEAT} run(s) per hot scenario; PostgreSQL, ` +
      `server: ${SERVER_PATH === path.join(REPO, 'apps/server/src/server.ts') ? 'this checkout' : SERVER_PATH}, ` +
      `WEB_CONCURRENCY 1, DATABASE_POOL_SIZE ${POOL_SIZE}, LOG_LEVEL ${LOG_LEVEL}`,
  );
  console.log(`load average at the start: ${loadAverage()} (${os.cpus().length} cores)`);

  const scratch = await createScratchDatabase(PG_URL, 'nivedya_bench_vq');
  // Stays connected (to another database) to sample the bench database's backends and read their CPU.
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const problems: string[] = [];
  try {
    const handle = await openDatabase(testConfig({ databaseUrl: scratch.url, logLevel: 'silent' }));
    const fixture = await (async () => {
      try {
        await handle.migrate();
        return await seed(handle);
      } finally {
        await handle.close();
      }
    })();
    const server = await startServer({
      serverPath: SERVER_PATH,
      cwd: REPO,
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
      env: {
        LOG_LEVEL,
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        DATABASE_URL: scratch.url,
        WEB_CONCURRENCY: '1',
      },
    });
    const context: Context = {
      server,
      url: scratch.url,
      admin,
      database: scratch.name,
      cpu: postgresCpu(admin, scratch.name),
    };
    try {
      const now = new Date();
      await warmUp(fixture, server.origin, now);
      const queueRuns: Run[] = [];
      const checkoutRuns: Run[] = [];
      for (let round = 0; round < REPEAT; round += 1) {
        const date = keralaDay(now, FIRST_HOT_DAY + round);
        const of = REPEAT > 1 ? ` (run ${round + 1} of ${REPEAT})` : '';

        const queue = await measure(
          context,
          `Queue bookings, one hot slot${of}: ${CLIENTS} devotees at once on ${date} ${HOT_SLOT.startTime} (${HOT_SLOT.capacity} places)`,
          hotSlotJob(fixture, server.origin, date),
        );
        printRun(queue);
        queueRuns.push(queue);
        const [row] = await slotRows(context.url, fixture.hot.id, date);
        const places = partiesBooked(queue);
        console.log(
          `  slot          ${row?.booked ?? 0} devotees booked of ${row?.capacity ?? HOT_SLOT.capacity} places`,
        );
        if (queue.serverErrors > 0)
          problems.push(`hot slot: ${queue.serverErrors} 5xx answers (or lost connections)`);
        if (queue.booked < CLIENTS) problems.push(`hot slot: ${CLIENTS - queue.booked} devotees not booked`);
        if ((row?.booked ?? 0) !== places || (row?.booked ?? 0) > (row?.capacity ?? 0)) {
          problems.push(`hot slot: the slot counts ${row?.booked ?? 0} devotees, the 201 answers ${places}`);
        }

        const checkout = await measure(
          context,
          `Seva checkouts, one hot seva-date${of}: ${CLIENTS} devotees at once, one line each on ${date}`,
          checkoutJob(fixture, server.origin, date),
        );
        printRun(checkout);
        checkoutRuns.push(checkout);
        if (checkout.serverErrors > 0) {
          problems.push(`hot seva-date: ${checkout.serverErrors} 5xx answers (or lost connections)`);
        }
        if (checkout.booked < CLIENTS)
          problems.push(`hot seva-date: ${CLIENTS - checkout.booked} checkouts refused`);
      }
      printSummary(queueRuns, checkoutRuns);

      problems.push(...(await opening(context, fixture, now)));
    } finally {
      await server.stop();
    }
  } finally {
    await admin.end();
    await scratch.drop();
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
  if (problems.length > 0) {
    console.log(`FAILED:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main().catch((error: unknown) => {
  console.error(`\nFAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
