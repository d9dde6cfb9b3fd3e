import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  batchSize,
  localDateTime,
  type Release,
  type ReleaseInput,
  UserType,
  WAITING_ROOM_POLL_SECONDS,
} from '@nivedya/domain';
import pg from 'pg';
import { request } from 'undici';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { temples, users, vqSettings, vqSlotTemplates } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { hashSessionToken } from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import { logIn } from './api-login.ts';
import { postgresCpu, processCpuMs, type RunningServer, startServer } from './booking-server.ts';
import { option } from './command-line.ts';
import { BUSY_CODE } from './http-responses.ts';
import { loadAverage, machineCpu, mainThreadCpuMs } from './machine-meters.ts';
import type {
  BookingPlan,
  BookingsResult,
  ChildMessage,
  JoinsDone,
  Spread,
  WaitingRoomJob,
  WaitingRoomLoadResult,
  WaitingRoomSchedule,
} from './waiting-room-load.ts';

/**
 * A release's waiting room under its crowd (npm run bench:waiting-room, issue #20 §2): N devotees
 * (default 100,000) wait, each polling once every 5 s, against the real server (apps/server/src/
 * server.ts in its own process, production settings, WEB_CONCURRENCY=1) on a freshly seeded scratch
 * PostgreSQL database. The load generator is a process of its own (waiting-room-load.ts), so it never
 * shares the server's event loop; it keeps a pool of connections open (--connections, as a reverse
 * proxy would), not a socket per devotee.
 * - seed: a queue temple with its settings and slots, its administrator, and N devotees with a login
 *   session each, written straight to the tables in multi-row statements;
 * - the release, made through the admin API as the temple administrator (order by arrival, admitting
 *   --admit-per-minute). The API takes the opening in whole minutes of the temple's clock; so that a
 *   short run does not wait up to a minute for one, the bench moves the release's three instants
 *   earlier by the same few seconds in its table, before anyone has read it (each server process
 *   reads a line only when asked). --whole-minute keeps the API's opening and waits for it.
 * - joins: devotee i POSTs the waiting room at i / --join-rate seconds; each one's write, answer and
 *   the place it was given are kept. The opening is planned after the last join, one round of polls
 *   and a quarter of the window (at most 15 s): everyone joins in the waiting period.
 * - polls: every devotee GETs the waiting room once every 5 s at a phase of their own, so N / 5 polls a
 *   second fall due; measured for --seconds from a quarter of the window before the opening (or, when
 *   the joins ran late, from a round of polls after the last one). Open
 *   loop: a machine that cannot keep up shows it as the achieved rate below the target and as polls
 *   written late (lag), and polls still due when the window closes are counted, not sent.
 * Printed: the target and achieved polls/s; latency p50/p90/p99/max (write to answer); lag; answers
 * by status and state or code; CPU over the measured window (utime + stime from /proc) of the server,
 * of PostgreSQL (the bench database's backends, WAL writer, checkpointer, background writer) and of the
 * load generator, each as ms per 1,000 polls and % of one core, and the machine's cores busy; the
 * load average at the start and the end (the figures mean little on a busy machine); the devotees
 * admitted over time, from the database's batches and from what the polls saw. The joins get the
 * same: rate, latency, lag, answers, CPU per 1,000 joins.
 * Fairness, from the database after the run and from what the devotees saw:
 * (a) arrival order: entries sorted by joined_at, pairs where the one who joined earlier holds the
 *     later place (equal timestamps are no pair); beside it, from the devotees' side, devotees placed
 *     behind someone whose join was answered before theirs was even written;
 * (b) admission order: each place's admission is the first batch whose admitted_through reaches it;
 *     devotees admitted before a place ahead of theirs (beside it, the same by joined_at: what (a)'s
 *     pairs cost when a batch falls between the two of a pair);
 * (c) the rate: batches at least 5 s apart, none over ceil(admitPerMinute × 5 / 60) places;
 * (d) what devotees saw: no devotee was answered 'waiting' to a poll written after a devotee with a
 *     later place had been answered 'admitted' (phases differ, so who reads 'admitted' first is not
 *     the question; whether the server ever told someone behind before someone ahead is), nobody went
 *     back from 'admitted' to 'waiting', and no waiting position rose.
 * --book: issue #20 §1 asks that, with 1,000 devotees arriving at once, an admitted devotee's booking
 * is answered within 300 ms at the 99th percentile; the waiting room is what lets them in, so they
 * arrive in its batches, each devotee as their poll first reads 'admitted'. Each books a queue token
 * for one person (waiting-room-load.ts), spread over the release's dates and slots in proportion to
 * their places so that no slot fills: the figure is of bookings made, not of refusals of a full slot.
 * Printed: how many admitted devotees booked, answers by status and code, the latency of the requests
 * answered 201, and the time from reading 'admitted' to the booking (the window's CPU figures then
 * count the bookings' too). Checked from the database: no slot over its capacity, and each slot's
 * count of places the sum of its live bookings' parties.
 * Exit code 1 on a failed check, a join not answered 200, or a 5xx answer (but a booking's 503
 * BOOKING_BUSY, which the devotee sends again) or lost connection; with --book, also on an admitted
 * devotee left without a booking.
 * PostgreSQL only: BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created and dropped);
 * without either it says it is skipped.
 *
 *   npm run bench:waiting-room          100,000 devotees, 60 s measured
 *   --devotees 2000        devotees (default 100000)
 *   --seconds 15           the measured window (default 60)
 *   --admit-per-minute 6000  the release's rate (default 6000: batches of 500)
 *   --join-rate 700        joins written a second (default 700: a little under what the server takes on 2 cores)
 *   --connections 100      the load generator's kept-alive connections (default 100)
 *   --pool 4               DATABASE_POOL_SIZE of the server (default 4, as bench:vq)
 *   --book                 admitted devotees book a queue token (issue #20 §1)
 *   --whole-minute         the opening as the API set it (waits for the minute)
 *   --log info             the server's LOG_LEVEL (default warn: no line per request)
 *   --cpu-prof dir         writes the server's V8 CPU profile there (node --cpu-prof)
 *   --server path/to/server.ts   measures another build
 */

const REPO = path.resolve(import.meta.dirname, '..');
const DEVOTEES = Number(option('devotees')) || 100_000;
const SECONDS = Number(option('seconds')) || 60;
const ADMIT_PER_MINUTE = Number(option('admit-per-minute')) || 6_000;
const JOIN_RATE = Number(option('join-rate')) || 700;
const CONNECTIONS = Number(option('connections')) || 100;
const POOL_SIZE = Number(option('pool')) || 4;
const WHOLE_MINUTE = process.argv.includes('--whole-minute');
const BOOK = process.argv.includes('--book');
const LOG_LEVEL = option('log') ?? 'warn';
const CPU_PROF = option('cpu-prof');
const SERVER_PATH = path.resolve(option('server') ?? path.join(REPO, 'apps/server/src/server.ts'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const TZ = 'Asia/Kolkata';
const keralaDay = (at: Date, days = 0) => addDays(localDateTime(at, TZ).date, days);
const POLL_MS = WAITING_ROOM_POLL_SECONDS * 1000;
/** The release's two darshan dates start this many Kerala days ahead. */
const RELEASE_DAY = 5;
/** The window's share before the opening: the waiting room's steady cost, then the admissions. */
const LEAD_MS = Math.min(15, Math.max(3, Math.round(SECONDS / 4))) * 1000;
const RELEASE_DATES = 2;
const BASE_SLOTS = [
  { startTime: '05:00', endTime: '06:00', capacity: 2_000 },
  { startTime: '09:00', endTime: '10:30', capacity: 5_000 },
  { startTime: '18:30', endTime: '19:30', capacity: 1_000 },
];
/** Room for every devotee's booking (a party of one) over the release's dates. */
const PLACES_SCALE = BOOK
  ? Math.max(
      1,
      Math.ceil(DEVOTEES / (RELEASE_DATES * BASE_SLOTS.reduce((sum, slot) => sum + slot.capacity, 0))),
    )
  : 1;
const SLOTS = BASE_SLOTS.map((slot) => ({ ...slot, capacity: slot.capacity * PLACES_SCALE }));
const ADMIN_PASSWORD = 'Waiting-Room-Bench-1';
const releasesPath = (templeId: number) => `/api/v1/temples/${templeId}/releases`;
const waitingRoomPath = (releaseId: number) => `/api/v1/releases/${releaseId}/waiting-room`;
/** Devotee rows per statement. */
const CHUNK = 10_000;
const MOBILE_BASE = 7_000_000_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (at: number) => sleep(Math.max(0, at - now()));

function keralaClock(at: Date, seconds = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(at);
}

interface Fixture {
  templeId: number;
  adminEmail: string;
  /** Devotee i's user id, session token and XSRF-TOKEN. */
  userIds: Int32Array;
  tokens: string[];
  xsrfs: string[];
}

/** The temple, its queue settings and slots, its administrator: as an administrator would set them. */
async function seedTemple(url: string): Promise<{ templeId: number; adminEmail: string }> {
  const handle = await openDatabase(testConfig({ databaseUrl: url, logLevel: 'silent' }));
  try {
    await handle.migrate();
    const { db } = handle;
    await seedReferenceData(db);
    const [temple] = await db
      .insert(temples)
      .values({
        code: `bench-wr-${randomBytes(4).toString('hex')}`,
        name: 'Bench Release Temple',
        shortCode: 'BWR',
        isVirtualQueue: true,
        timeZone: TZ,
      })
      .returning({ id: temples.id });
    if (!temple) throw new Error('no temple');
    await db.insert(vqSettings).values({
      templeId: temple.id,
      daysAhead: 30,
      openingTime: '00:00',
      graceMinutes: 15,
      maxPartySize: 5,
      // What --book's devotees give is a name and an age: the temple asks for no ID proof and no answers.
      isIdProofRequired: false,
      idProofTypes: ['Aadhaar'],
    });
    await db
      .insert(vqSlotTemplates)
      .values(
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          SLOTS.map((slot) => ({ templeId: temple.id, weekday, ...slot, maxPartySize: 5 })),
        ),
      );
    const adminEmail = `release-admin-${randomBytes(3).toString('hex')}@bench.test`;
    await db.insert(users).values({
      userName: 'Release Administrator',
      email: adminEmail,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      userType: UserType.TempleAdmin,
      templeId: temple.id,
    });
    return { templeId: temple.id, adminEmail };
  } finally {
    await handle.close();
  }
}

/**
 * The devotees and a session each, CHUNK rows a statement: a session row is what createSession
 * (session-store.ts) writes, the SHA-256 of a random token; the token is the devotee's cookie.
 */
async function seedDevotees(url: string): Promise<Pick<Fixture, 'userIds' | 'tokens' | 'xsrfs'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tag = randomBytes(3).toString('hex');
    const userIds = new Int32Array(DEVOTEES);
    const tokens: string[] = [];
    const xsrfs: string[] = [];
    const at = new Date();
    const expires = new Date(at.getTime() + 2 * 86_400_000);
    for (let start = 0; start < DEVOTEES; start += CHUNK) {
      const end = Math.min(DEVOTEES, start + CHUNK);
      const { rows } = await client.query<{ id: number; mobile: string }>(
        `insert into users (user_name, email, mobile, user_type)
         select 'Pilgrim ' || i, 'pilgrim-' || i || '-' || $3::text || '@bench.test', ($4::bigint + i)::text, $5::int
           from generate_series($1::int, $2::int) as i
         returning id, mobile`,
        [start, end - 1, tag, MOBILE_BASE, UserType.Devotee],
      );
      for (const row of rows) userIds[Number(row.mobile) - MOBILE_BASE] = row.id;
      const hashes: string[] = [];
      for (let index = start; index < end; index += 1) {
        const token = randomBytes(32).toString('base64url');
        tokens.push(token);
        xsrfs.push(randomBytes(16).toString('base64url'));
        hashes.push(hashSessionToken(token));
      }
      await client.query(
        `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
         select hash, user_id, $3, $3, $4 from unnest($1::text[], $2::int[]) as s(hash, user_id)`,
        [hashes, Array.from(userIds.subarray(start, end)), at, expires],
      );
    }
    return { userIds, tokens, xsrfs };
  } finally {
    await client.end();
  }
}

interface Planned {
  joinsAt: number;
  /** When the API opens it (whole minutes), and when it opens after the bench moved it. */
  apiOpening: Date;
  opening: number;
  windowStart: number;
  windowEnd: number;
}

/**
 * The joins once the load generator has built its requests (a second, and 10 µs a devotee); the
 * opening after the last join is due, 2 s to spare, a round of polls unmeasured (a warm-up) and the
 * window's lead: in whole minutes unless the bench moves it.
 */
function plan(): Planned {
  const joinsAt = now() + 1000 + DEVOTEES / 100;
  const earliest = joinsAt + (DEVOTEES / JOIN_RATE) * 1000 + 2000 + POLL_MS + LEAD_MS;
  const apiOpening = new Date(Math.ceil(earliest / 60_000) * 60_000);
  const opening = WHOLE_MINUTE ? apiOpening.getTime() : Math.ceil(earliest / 1000) * 1000;
  return {
    joinsAt,
    apiOpening,
    opening,
    windowStart: opening - LEAD_MS,
    windowEnd: opening - LEAD_MS + SECONDS * 1000,
  };
}

async function createRelease(origin: string, fixture: Fixture, planned: Planned): Promise<Release> {
  const session = await logIn(origin, fixture.adminEmail, ADMIN_PASSWORD);
  const today = new Date();
  const body: ReleaseInput = {
    fromDate: keralaDay(today, RELEASE_DAY),
    toDate: keralaDay(today, RELEASE_DAY + RELEASE_DATES - 1),
    opensOn: keralaDay(planned.apiOpening),
    opensAt: keralaClock(planned.apiOpening),
    // The room is open from before the first join.
    waitingMinutes: Math.ceil((planned.apiOpening.getTime() - Date.now()) / 60_000) + 2,
    order: 'arrival',
    admitPerMinute: ADMIT_PER_MINUTE,
    windowMinutes: 10,
    openForMinutes: 30,
  };
  const response = await request(`${origin}${releasesPath(fixture.templeId)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${session}; XSRF-TOKEN=bench`,
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode !== 201) throw new Error(`the release answered ${response.statusCode}: ${text}`);
  return JSON.parse(text) as Release;
}

/** Moves the release's instants earlier by the same amount, so that it opens at `opening`. */
async function moveOpening(url: string, releaseId: number, byMs: number) {
  if (byMs === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const shift = `${byMs / 1000} seconds`;
    await client.query(
      `update releases set waiting_opens_at = waiting_opens_at - $2::interval,
         opens_at = opens_at - $2::interval, closes_at = closes_at - $2::interval
       where id = $1`,
      [releaseId, shift],
    );
  } finally {
    await client.end();
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Devotee i books targets[i mod length]: each of the release's dates and slots as often as its share of
 * the places (a slot of 5,000 five times to one of 1,000's once), so that the slots fill together and
 * none is full while the others have room.
 */
function bookingTargets(release: Release): BookingPlan['targets'] {
  const unit = SLOTS.reduce((divisor, slot) => gcd(divisor, slot.capacity), 0);
  const dates = Array.from({ length: RELEASE_DATES }, (_, day) => addDays(release.fromDate, day));
  const rounds = Math.max(...SLOTS.map((slot) => slot.capacity / unit));
  const targets: BookingPlan['targets'] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const slot of SLOTS) {
      if (slot.capacity / unit <= round) continue;
      for (const date of dates) targets.push({ date, startTime: slot.startTime });
    }
  }
  return targets;
}

interface SlotCount {
  date: string;
  startTime: string;
  capacity: number;
  booked: number;
  /** The live (booked or admitted) bookings' parties, summed, and their number. */
  parties: number;
  live: number;
}

/** The temple's slots as the bookings left them, from the database. */
async function readSlots(url: string, templeId: number): Promise<SlotCount[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<SlotCount>(
      `select d.slot_date::text as date, to_char(d.start_time, 'HH24:MI') as "startTime", d.capacity, d.booked,
              coalesce(sum(b.party_size) filter (where b.status in ('booked', 'admitted')), 0)::int as parties,
              count(b.id) filter (where b.status in ('booked', 'admitted'))::int as live
         from vq_slot_days d left join vq_bookings b on b.slot_day_id = d.id
        where d.temple_id = $1
        group by d.id
        order by d.slot_date, d.start_time`,
      [templeId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

interface Load {
  child: ChildProcess;
  joined: Promise<JoinsDone>;
  result: Promise<WaitingRoomLoadResult>;
}

/** A promise with its settlers outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Awaited later, if at all: a failure before then is not an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Forks the load generator and resolves once its connections are open. */
async function startLoad(
  job: WaitingRoomJob,
): Promise<{ child: ChildProcess; go(schedule: WaitingRoomSchedule): Load }> {
  const child = fork(path.join(import.meta.dirname, 'waiting-room-load.ts'), {
    stdio: 'inherit',
    serialization: 'advanced',
  });
  const ready = deferred<void>();
  const joined = deferred<JoinsDone>();
  const result = deferred<WaitingRoomLoadResult>();
  const fail = (error: Error) => {
    for (const each of [ready, joined, result]) each.reject(error);
  };
  child.on('message', (message: ChildMessage) => {
    if ('ready' in message) ready.resolve();
    else if ('joined' in message) joined.resolve(message.joined);
    else if ('error' in message) fail(new Error(`the load generator failed: ${message.error}`));
    else result.resolve(message);
  });
  child.once('error', fail);
  // 'close', not 'exit': the result may still be in the IPC channel when the process has exited. After
  // the result this rejects settled promises: no effect.
  child.once('close', (code) => fail(new Error(`the load generator exited (${code}) without a result`)));
  child.send(job);
  await ready.promise;
  return {
    child,
    go(schedule) {
      child.send(schedule);
      return { child, joined: joined.promise, result: result.promise };
    },
  };
}

interface Meters {
  serverMs: number;
  mainThreadMs: number;
  loadMs: number;
  dbMs: number;
  machineBusy: number;
  elapsedMs: number;
  loadAverage: string;
}

/**
 * CPU of everything from now to stop(): the server, its main thread, the load generator, PostgreSQL
 * (this bench database's backends, listed every second so that one the pool drops still counts) and
 * the machine. Read by this process, which is otherwise idle, so on time.
 */
function startMeter(server: RunningServer, loadPid: number, admin: pg.Client, database: string) {
  const db = postgresCpu(admin, database);
  const started = now();
  const serverBefore = server.cpuMs();
  const mainBefore = mainThreadCpuMs(server.pid);
  const loadBefore = processCpuMs(loadPid);
  const machine = machineCpu();
  db.start();
  let running = true;
  const noting = (async () => {
    while (running) {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [database],
      );
      db.note(rows.map((row) => row.pid));
      await sleep(1000);
    }
    // A run that failed meanwhile has closed `admin`: nothing more to note.
  })().catch(() => {});
  return {
    async stop(): Promise<Meters> {
      const elapsedMs = now() - started;
      const serverMs = server.cpuMs() - serverBefore;
      const mainThreadMs = mainThreadCpuMs(server.pid) - mainBefore;
      const loadMs = processCpuMs(loadPid) - loadBefore;
      machine.stop();
      running = false;
      const dbMs = (await db.elapsedMs()) ?? Number.NaN;
      await noting;
      return {
        serverMs,
        mainThreadMs,
        loadMs,
        dbMs,
        machineBusy: machine.busy(),
        elapsedMs,
        loadAverage: loadAverage(),
      };
    },
  };
}

interface Line {
  opensAt: number;
  closesAt: number;
  arrivals: number;
  admittedThrough: number;
  admitPerMinute: number;
  /** Per devotee (index): the place, NaN when not in line; joined_at in epoch ms. */
  place: Float64Array;
  joinedAt: Float64Array;
  entries: number;
  batches: { through: number; at: number }[];
}

async function readLine(url: string, releaseId: number, userIds: Int32Array): Promise<Line> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const devoteeOf = new Map<number, number>();
    for (const [index, id] of userIds.entries()) devoteeOf.set(id, index);
    const [release] = (
      await client.query<{
        opens_at: number;
        closes_at: number;
        arrivals: number;
        admitted_through: number;
        admit_per_minute: number;
      }>(
        `select extract(epoch from opens_at)::float8 * 1000 as opens_at,
                extract(epoch from closes_at)::float8 * 1000 as closes_at,
                arrivals, admitted_through, admit_per_minute
           from releases where id = $1`,
        [releaseId],
      )
    ).rows;
    if (!release) throw new Error(`release ${releaseId} is gone`);
    const place = new Float64Array(userIds.length).fill(Number.NaN);
    const joinedAt = new Float64Array(userIds.length).fill(Number.NaN);
    const entries = await client.query<{ user_id: number; place: number | null; joined_at: number }>(
      `select user_id, place, extract(epoch from joined_at)::float8 * 1000 as joined_at
         from waiting_room_entries where release_id = $1`,
      [releaseId],
    );
    for (const row of entries.rows) {
      const devotee = devoteeOf.get(row.user_id);
      if (devotee === undefined) continue;
      place[devotee] = row.place ?? Number.NaN;
      joinedAt[devotee] = row.joined_at;
    }
    const batches = await client.query<{ through: number; at: number }>(
      `select admitted_through as through, extract(epoch from admitted_at)::float8 * 1000 as at
         from waiting_room_batches where release_id = $1 order by admitted_through`,
      [releaseId],
    );
    return {
      opensAt: release.opens_at,
      closesAt: release.closes_at,
      arrivals: release.arrivals,
      admittedThrough: release.admitted_through,
      admitPerMinute: release.admit_per_minute,
      place,
      joinedAt,
      entries: entries.rowCount ?? entries.rows.length,
      batches: batches.rows,
    };
  } finally {
    await client.end();
  }
}

/**
 * Pairs (i, j) with first[i] < first[j] and second[i] > second[j], over the indices given: sorted by
 * (first, second), then the strict inversions of `second` counted by merge sort. Equal `first`s are
 * sorted by `second` and so make no pair.
 */
function inversions(indices: number[], first: Float64Array, second: Float64Array): number {
  const sorted = [...indices].sort(
    (a, b) => (first[a] as number) - (first[b] as number) || (second[a] as number) - (second[b] as number),
  );
  let values = Float64Array.from(sorted, (index) => second[index] as number);
  let scratch = new Float64Array(values.length);
  let count = 0;
  for (let width = 1; width < values.length; width *= 2) {
    for (let left = 0; left < values.length; left += 2 * width) {
      const middle = Math.min(left + width, values.length);
      const right = Math.min(left + 2 * width, values.length);
      let i = left;
      let j = middle;
      let out = left;
      while (i < middle && j < right) {
        if ((values[j] as number) < (values[i] as number)) {
          count += middle - i;
          scratch[out++] = values[j++] as number;
        } else scratch[out++] = values[i++] as number;
      }
      while (i < middle) scratch[out++] = values[i++] as number;
      while (j < right) scratch[out++] = values[j++] as number;
    }
    [values, scratch] = [scratch, values];
  }
  return count;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spreadText = (each: Spread) =>
  `p50 ${ms(each.p50)}, p90 ${ms(each.p90)}, p99 ${ms(each.p99)}, max ${ms(each.max)}`;
const count = (value: number) => value.toLocaleString('en-US');
const seconds = (value: number) => `${value >= 0 ? '+' : ''}${(value / 1000).toFixed(1)} s`;

function cpuText(meters: Meters, answers: number, what: string): string {
  const core = (cpuMs: number) => `${((cpuMs / meters.elapsedMs) * 100).toFixed(0)} % of a core`;
  const per1000 = (cpuMs: number) => ms(answers > 0 ? (cpuMs / answers) * 1000 : Number.NaN);
  // A machine shared with other work shows here: the figures above then had fewer cores to use.
  const rest =
    meters.machineBusy * os.cpus().length * meters.elapsedMs - meters.serverMs - meters.dbMs - meters.loadMs;
  return [
    `server ${per1000(meters.serverMs)} per 1,000 ${what}, ${core(meters.serverMs)} (main thread ${core(meters.mainThreadMs)})`,
    `PostgreSQL ${per1000(meters.dbMs)}, ${core(meters.dbMs)}`,
    `load generator ${per1000(meters.loadMs)}, ${core(meters.loadMs)}`,
    `machine ${(meters.machineBusy * 100).toFixed(0)} % of ${os.cpus().length} cores busy, of which ${core(rest)} not the three above ` +
      `(this process, the kernel, other programs); load average ${meters.loadAverage}`,
  ].join('\n                ');
}

function printLoad(
  result: WaitingRoomLoadResult,
  joinsMeters: Meters,
  meters: Meters,
  planned: Planned,
  opening: number,
) {
  const { joins, polls } = result;
  const joinSeconds = (joins.endedAt - joins.startedAt) / 1000;
  console.log(
    `\nJoins: ${count(DEVOTEES)} devotees, written at ${count(JOIN_RATE)}/s from ${keralaClock(new Date(joins.startedAt), true)}`,
  );
  console.log(
    `  answered      ${count(DEVOTEES)} in ${joinSeconds.toFixed(1)} s = ${(DEVOTEES / joinSeconds).toFixed(0)} joins/s; ` +
      `the last ${seconds(joins.endedAt - opening)} from the opening`,
  );
  console.log(`  latency       ${spreadText(joins.latency)}`);
  console.log(`  lag           ${spreadText(joins.lag)} (written after their due time)`);
  console.log(`  answers       ${joins.answers.map(([key, value]) => `${key}: ${count(value)}`).join(', ')}`);
  console.log(`  CPU           ${cpuText(joinsMeters, DEVOTEES, 'joins')}`);

  const windowSeconds = SECONDS;
  const target = DEVOTEES / WAITING_ROOM_POLL_SECONDS;
  const achieved = polls.answeredInWindow / windowSeconds;
  console.log(
    `\nPolls: ${count(DEVOTEES)} devotees, one poll each every ${WAITING_ROOM_POLL_SECONDS} s over ${CONNECTIONS} connections; ` +
      `measured ${windowSeconds} s from ${seconds(planned.windowStart - opening)} to ${seconds(planned.windowEnd - opening)} of the opening`,
  );
  console.log(`  target        ${count(target)} polls/s (${count(polls.dueInWindow)} due in the window)`);
  console.log(
    `  achieved      ${count(Math.round(achieved))} polls/s (${count(polls.answeredInWindow)} answered in the window, ` +
      `${((achieved / target) * 100).toFixed(0)} % of the target)`,
  );
  if (polls.sample) {
    console.log(
      `  an answer     ${Buffer.byteLength(polls.sample.head)} bytes of status line and headers, ${polls.sample.bodyBytes} of JSON`,
    );
  }
  console.log(`  latency       ${spreadText(polls.latency)} (write to answer)`);
  console.log(
    `  behind        lag ${spreadText(polls.lag)}; ${count(polls.lateOverSecond)} of ${count(polls.sentInWindow)} written over 1 s late; ` +
      `${count(polls.unsent)} due in the window never written`,
  );
  console.log(`  answers       ${polls.answers.map(([key, value]) => `${key}: ${count(value)}`).join(', ')}`);
  const bySecond = polls.perSecond;
  console.log(
    `  per second    min ${count(Math.min(...bySecond))}, max ${count(Math.max(...bySecond))} answers (each second of the window)`,
  );
  console.log(`  CPU           ${cpuText(meters, polls.answeredInWindow, 'polls')}`);
}

/** The admitted devotees' bookings (--book) and the slots they left; what failed, empty when nothing. */
function printBookings(bookings: BookingsResult, line: Line, slots: SlotCount[]): string[] {
  const problems: string[] = [];
  const from = (at: number) => (Number.isNaN(at) ? '(none)' : seconds(at - line.opensAt));
  console.log(
    `\nBookings: each devotee books a queue token for one on first reading 'admitted', ` +
      `over ${RELEASE_DATES} dates × ${SLOTS.length} slots (${count(RELEASE_DATES * SLOTS.reduce((sum, slot) => sum + slot.capacity, 0))} places)`,
  );
  console.log(
    `  booked        ${count(bookings.booked)} of ${count(bookings.started)} devotees who read 'admitted' (the line admitted ${count(line.admittedThrough)}); ` +
      `${count(bookings.gaveUp)} gave up after ${BUSY_CODE} answers`,
  );
  console.log(
    `  requests      ${count(bookings.requests)}, the first written ${from(bookings.firstSentAt)} and the last answered ${from(bookings.lastAnsweredAt)} from the opening; ` +
      `at most ${count(bookings.mostInFlight)} in flight, over ${count(bookings.connections)} connections of their own`,
  );
  console.log(
    `  answers       ${bookings.answers.map(([key, value]) => `${key}: ${count(value)}`).join(', ')}`,
  );
  console.log(`  latency       ${spreadText(bookings.latency)} (the requests answered 201, write to answer)`);
  console.log(`  every request ${spreadText(bookings.everyLatency)} (503 ${BUSY_CODE} included)`);
  console.log(
    `  to a booking  p50 ${ms(bookings.toBooking.p50)}, p99 ${ms(bookings.toBooking.p99)}, max ${ms(bookings.toBooking.max)} ` +
      `(from the poll answer that read 'admitted' to the 201)`,
  );
  const over = slots.filter((slot) => slot.booked > slot.capacity);
  const miscounted = slots.filter((slot) => slot.parties !== slot.booked);
  const live = slots.reduce((sum, slot) => sum + slot.live, 0);
  console.log(
    `  slots         ${count(slots.reduce((sum, slot) => sum + slot.booked, 0))} places booked in ${slots.length} slots: ` +
      `${over.length} over their capacity, ${miscounted.length} whose places booked are not their live bookings' parties; ` +
      `${count(live)} live bookings, ${count(bookings.booked)} answered 201`,
  );
  const failed = bookings.answers
    .filter(([key]) => key.startsWith('0 ') || (key.startsWith('5') && key !== `503 ${BUSY_CODE}`))
    .reduce((sum, [, value]) => sum + value, 0);
  if (failed > 0) problems.push(`${count(failed)} bookings answered 5xx (not 503 ${BUSY_CODE}) or lost`);
  if (bookings.gaveUp > 0) problems.push(`${count(bookings.gaveUp)} devotees gave up on 503 ${BUSY_CODE}`);
  if (bookings.booked < bookings.started) {
    problems.push(`${count(bookings.started - bookings.booked)} admitted devotees left without a booking`);
  }
  for (const slot of over) {
    problems.push(
      `the ${slot.startTime} slot of ${slot.date} holds ${slot.booked} of ${slot.capacity} places`,
    );
  }
  for (const slot of miscounted) {
    problems.push(
      `the ${slot.startTime} slot of ${slot.date} counts ${slot.booked} places booked, its live bookings' parties ${slot.parties}`,
    );
  }
  if (live !== bookings.booked) {
    problems.push(`${count(live)} live bookings in the database, ${count(bookings.booked)} answered 201`);
  }
  return problems;
}

/** The checks: what failed, empty when nothing. */
function checkFairness(result: WaitingRoomLoadResult, line: Line, planned: Planned): string[] {
  const problems: string[] = [];
  const { joins, polls } = result;
  const batch = batchSize(line.admitPerMinute);
  const inLine: number[] = [];
  for (let index = 0; index < DEVOTEES; index += 1) if (!Number.isNaN(line.place[index])) inLine.push(index);

  console.log('\nFairness');
  // The places: 1…arrivals, each once.
  const seen = new Uint8Array(line.arrivals + 1);
  let outOfRange = 0;
  let twice = 0;
  for (const index of inLine) {
    const place = line.place[index] as number;
    if (place < 1 || place > line.arrivals) outOfRange += 1;
    else if (seen[place]) twice += 1;
    else seen[place] = 1;
  }
  console.log(
    `  line          ${count(line.entries)} entries, places 1–${count(line.arrivals)}: ${outOfRange} out of range, ${twice} given twice; ` +
      `${count(inLine.filter((index) => (line.joinedAt[index] as number) >= line.opensAt).length)} joined after the opening`,
  );
  if (line.entries !== DEVOTEES || inLine.length !== DEVOTEES) {
    problems.push(`${count(DEVOTEES - inLine.length)} devotees not in line`);
  }
  if (outOfRange + twice > 0 || line.arrivals !== line.entries) {
    problems.push(`places not 1…${line.arrivals} each once (${line.entries} entries)`);
  }

  // (a) Arrival order, by the database's joined_at; the largest joined_at gap of an inverted pair.
  const arrival = inversions(inLine, line.joinedAt, line.place);
  const byPlace = [...inLine].sort((a, b) => (line.place[a] as number) - (line.place[b] as number));
  let latestJoin = Number.NEGATIVE_INFINITY;
  let widest = 0;
  for (const index of byPlace) {
    const joined = line.joinedAt[index] as number;
    widest = Math.max(widest, latestJoin - joined);
    latestJoin = Math.max(latestJoin, joined);
  }
  // From the devotees' side: placed behind someone whose join was answered before theirs was written.
  const bySent = [...inLine].sort((a, b) => (joins.sentAt[a] as number) - (joins.sentAt[b] as number));
  const byAnswered = [...inLine].sort(
    (a, b) => (joins.answeredAt[a] as number) - (joins.answeredAt[b] as number),
  );
  let behind = 0;
  let highest = 0;
  let answered = 0;
  for (const index of bySent) {
    const sent = joins.sentAt[index] as number;
    while (
      answered < byAnswered.length &&
      (joins.answeredAt[byAnswered[answered] as number] as number) < sent
    ) {
      highest = Math.max(highest, line.place[byAnswered[answered] as number] as number);
      answered += 1;
    }
    if (highest > (line.place[index] as number)) behind += 1;
  }
  // What the join answered: the place itself, before the opening (nobody admitted yet).
  const misplaced = inLine.filter(
    (index) =>
      (joins.answeredAt[index] as number) < line.opensAt && joins.position[index] !== line.place[index],
  ).length;
  console.log(
    `  (a) arrival   ${count(arrival)} pairs by joined_at where the earlier holds the later place` +
      (arrival > 0 ? ` (the widest ${ms(widest)} apart)` : '') +
      `; ${count(behind)} devotees placed behind one answered before they asked; ${count(misplaced)} joins answered another place than the line's`,
  );
  if (arrival > 0)
    problems.push(
      `(a) ${count(arrival)} pairs out of arrival order by joined_at (up to ${ms(widest)} apart)`,
    );
  if (behind > 0)
    problems.push(`(a) ${count(behind)} devotees placed behind a devotee answered before they joined`);
  if (misplaced > 0)
    problems.push(`(a) ${count(misplaced)} joins answered a position other than their place`);

  // (b) Admission order by place: each place's admission is the first batch whose admitted_through
  // reaches it (Infinity: not admitted); a place admitted before one ahead of it fails.
  const admittedAt = new Float64Array(DEVOTEES).fill(Number.POSITIVE_INFINITY);
  let batchIndex = 0;
  for (const index of byPlace) {
    const place = line.place[index] as number;
    while (batchIndex < line.batches.length && (line.batches[batchIndex]?.through ?? 0) < place)
      batchIndex += 1;
    const batch = line.batches[batchIndex];
    if (place <= line.admittedThrough && batch) admittedAt[index] = batch.at;
  }
  const admitted = inLine.filter((index) => Number.isFinite(admittedAt[index])).length;
  let latestAhead = Number.NEGATIVE_INFINITY;
  let beforeAhead = 0;
  for (const index of byPlace) {
    if ((admittedAt[index] as number) < latestAhead) beforeAhead += 1;
    latestAhead = Math.max(latestAhead, admittedAt[index] as number);
  }
  // The same by joined_at: what (a)'s pairs cost when a batch falls between the two of a pair.
  const byJoinedAt = inversions(inLine, line.joinedAt, admittedAt);
  console.log(
    `  (b) admission ${count(admitted)} admitted in ${line.batches.length} batches; ${count(beforeAhead)} admitted before a place ahead of them ` +
      `(by joined_at: ${count(byJoinedAt)} pairs where the one who joined earlier was admitted later or not at all)`,
  );
  if (beforeAhead > 0)
    problems.push(`(b) ${count(beforeAhead)} devotees admitted before a place ahead of them`);
  if ((line.batches.at(-1)?.through ?? 0) !== line.admittedThrough) {
    problems.push(
      `(b) the release admits through ${line.admittedThrough}, its last batch through ${line.batches.at(-1)?.through ?? 0}`,
    );
  }

  // (c) The rate.
  let minGap = Number.POSITIVE_INFINITY;
  let maxGap = 0;
  let largest = 0;
  let previous = { through: 0, at: Number.NaN };
  for (const each of line.batches) {
    if (!Number.isNaN(previous.at)) {
      minGap = Math.min(minGap, each.at - previous.at);
      maxGap = Math.max(maxGap, each.at - previous.at);
    }
    largest = Math.max(largest, each.through - previous.through);
    previous = each;
  }
  const first = line.batches[0];
  console.log(
    `  (c) rate      batches ${line.batches.length > 1 ? `${(minGap / 1000).toFixed(2)}–${(maxGap / 1000).toFixed(2)} s apart` : '(fewer than two)'}, ` +
      `the largest ${count(largest)} places (at most ${count(batch)}); the first ${first ? seconds(first.at - line.opensAt) : '(none)'} from the opening`,
  );
  if (minGap < 5000) problems.push(`(c) batches ${ms(minGap)} apart (at least 5 s)`);
  if (largest > batch) problems.push(`(c) a batch of ${largest} places (at most ${batch})`);
  if (first && first.at < line.opensAt) problems.push('(c) a batch before the opening');
  if (planned.windowEnd - line.opensAt > 10_000 && line.batches.length === 0) {
    problems.push('(c) no batch was admitted after the opening');
  }

  // (d) What the devotees saw. Who behind a place first read 'admitted' (suffix minimum by place).
  const readAdmittedBehind = new Float64Array(line.arrivals + 2).fill(Number.POSITIVE_INFINITY);
  for (const index of inLine) {
    const place = line.place[index] as number;
    const at = polls.firstAdmittedAt[index] as number;
    if (at < (readAdmittedBehind[place] as number)) readAdmittedBehind[place] = at;
  }
  for (let place = line.arrivals - 1; place >= 0; place -= 1) {
    readAdmittedBehind[place] = Math.min(
      readAdmittedBehind[place] as number,
      readAdmittedBehind[place + 1] as number,
    );
  }
  let toldWaitingAfter = 0;
  let backToWaiting = 0;
  let admittedUnadmitted = 0;
  let sawAdmitted = 0;
  let rises = 0;
  for (const index of inLine) {
    const place = line.place[index] as number;
    const lastWaiting = polls.lastWaitingSentAt[index] as number;
    const firstAdmitted = polls.firstAdmittedAt[index] as number;
    if (lastWaiting > (readAdmittedBehind[place + 1] as number)) toldWaitingAfter += 1;
    if (lastWaiting > firstAdmitted) backToWaiting += 1;
    if (!Number.isNaN(firstAdmitted)) {
      sawAdmitted += 1;
      if (place > line.admittedThrough) admittedUnadmitted += 1;
    }
    rises += polls.positionRises[index] ?? 0;
  }
  console.log(
    `  (d) seen      ${count(sawAdmitted)} devotees read 'admitted'; ${toldWaitingAfter} told 'waiting' after someone behind them read 'admitted'; ` +
      `${backToWaiting} back to 'waiting' after 'admitted'; ${admittedUnadmitted} read 'admitted' beyond the line's admissions; ${rises} waiting positions rose`,
  );
  if (toldWaitingAfter > 0)
    problems.push(
      `(d) ${toldWaitingAfter} devotees told 'waiting' after someone behind them was told 'admitted'`,
    );
  if (backToWaiting > 0) problems.push(`(d) ${backToWaiting} devotees told 'waiting' again after 'admitted'`);
  if (admittedUnadmitted > 0)
    problems.push(`(d) ${admittedUnadmitted} devotees told 'admitted' beyond the line's admissions`);
  if (rises > 0) problems.push(`(d) ${rises} waiting positions rose`);
  return problems;
}

/** Devotees admitted over the window, 5 s at a time: the database's batches and what the polls read. */
function printAdmissions(result: WaitingRoomLoadResult, line: Line, planned: Planned) {
  const { polls } = result;
  const firstReads = Float64Array.from(polls.firstAdmittedAt.filter((at) => !Number.isNaN(at))).sort();
  console.log(
    `\nAdmitted over time (from the opening, ${keralaClock(new Date(line.opensAt), true)} temple clock):`,
  );
  console.log('  at        admitted (batches)   read admitted (polls)   polls answered in the 5 s before');
  for (let at = planned.windowStart + POLL_MS; at <= planned.windowEnd + 1; at += POLL_MS) {
    const admitted = line.batches.filter((each) => each.at <= at).at(-1)?.through ?? 0;
    let read = 0;
    while (read < firstReads.length && (firstReads[read] as number) <= at) read += 1;
    const from = Math.floor((at - POLL_MS - planned.windowStart) / 1000);
    const answered = polls.perSecond
      .slice(Math.max(0, from), from + WAITING_ROOM_POLL_SECONDS)
      .reduce((sum, value) => sum + value, 0);
    console.log(
      `  ${seconds(at - line.opensAt).padStart(7)}   ${count(admitted).padStart(18)}   ${count(read).padStart(21)}   ${count(answered).padStart(9)}`,
    );
  }
}

async function main() {
  if (!PG_URL) {
    console.log(
      'waiting-room benchmark skipped: it measures PostgreSQL; set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. ' +
        'BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:waiting-room',
    );
    // Not a failure: `npm run bench` on a machine without PostgreSQL runs the other benchmarks.
    return;
  }
  console.log(
    `waiting-room benchmark: ${count(DEVOTEES)} devotees polling every ${WAITING_ROOM_POLL_SECONDS} s, ${SECONDS} s measured, ` +
      `admitting ${count(ADMIT_PER_MINUTE)}/min${BOOK ? ', each admitted devotee booking' : ''}; PostgreSQL, server: ${SERVER_PATH === path.join(REPO, 'apps/server/src/server.ts') ? 'this checkout' : SERVER_PATH}, ` +
      `WEB_CONCURRENCY 1, DATABASE_POOL_SIZE ${POOL_SIZE}, LOG_LEVEL ${LOG_LEVEL}`,
  );
  console.log(`load average at the start: ${loadAverage()} (${os.cpus().length} cores)`);

  const scratch = await createScratchDatabase(PG_URL, 'nivedya_bench_wr');
  // Stays connected (to another database) to list the bench database's backends for their CPU.
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const problems: string[] = [];
  try {
    const seedStart = now();
    const temple = await seedTemple(scratch.url);
    const fixture: Fixture = { ...temple, ...(await seedDevotees(scratch.url)) };
    console.log(
      `seeded ${count(DEVOTEES)} devotees and their sessions in ${((now() - seedStart) / 1000).toFixed(1)} s`,
    );
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
    let load: Awaited<ReturnType<typeof startLoad>> | null = null;
    try {
      load = await startLoad({
        origin: server.origin,
        tokens: fixture.tokens,
        xsrfs: fixture.xsrfs,
        connections: CONNECTIONS,
        pollSeconds: WAITING_ROOM_POLL_SECONDS,
        // As many as a batch lets in: a booking is not held back by a connection being opened.
        bookingConnections: BOOK ? Math.min(DEVOTEES, batchSize(ADMIT_PER_MINUTE)) : 0,
      });
      const planned = plan();
      const release = await createRelease(server.origin, fixture, planned);
      await moveOpening(scratch.url, release.id, planned.apiOpening.getTime() - planned.opening);
      console.log(
        `release ${release.id}: ${release.fromDate} to ${release.toDate}, the API's opening ${keralaClock(planned.apiOpening)}` +
          (WHOLE_MINUTE ? '' : `, moved to ${keralaClock(new Date(planned.opening), true)}`) +
          ` (temple clock), ${seconds(planned.opening - planned.joinsAt)} from the first join; ` +
          `batches of ${batchSize(ADMIT_PER_MINUTE)} every 5 s`,
      );
      const running = load.go({
        path: waitingRoomPath(release.id),
        joinsAt: planned.joinsAt,
        joinRate: JOIN_RATE,
        windowStart: planned.windowStart,
        windowEnd: planned.windowEnd,
        book: BOOK ? { templeId: fixture.templeId, targets: bookingTargets(release) } : null,
      });
      const loadPid = running.child.pid ?? 0;
      const joinsMeter = until(planned.joinsAt).then(() => startMeter(server, loadPid, admin, scratch.name));
      const joined = await running.joined;
      const joinsMeters = await (await joinsMeter).stop();
      // The window the load generator measures: later than planned when the joins ran late.
      const measured: Planned = { ...planned, windowStart: joined.windowStart, windowEnd: joined.windowEnd };
      if (measured.windowStart > planned.windowStart) {
        console.log(
          `  the joins ran late (the last answered ${seconds(joined.endedAt - planned.opening)} from the opening): ` +
            `the window starts ${seconds(measured.windowStart - planned.opening)} from the opening, not ${seconds(planned.windowStart - planned.opening)}`,
        );
      }
      const windowMeters = await until(measured.windowStart)
        .then(() => startMeter(server, loadPid, admin, scratch.name))
        .then(async (meter) => {
          await until(measured.windowEnd);
          return meter.stop();
        });
      const result = await running.result;
      const line = await readLine(scratch.url, release.id, fixture.userIds);
      const slots = result.bookings ? await readSlots(scratch.url, fixture.templeId) : [];
      printLoad(result, joinsMeters, windowMeters, measured, line.opensAt);
      printAdmissions(result, line, measured);
      if (result.bookings) problems.push(...printBookings(result.bookings, line, slots));

      const failed = (answers: [string, number][]) =>
        answers
          .filter(([key]) => key.startsWith('0 ') || key.startsWith('5'))
          .reduce((sum, [, value]) => sum + value, 0);
      const badJoins = result.joins.answers
        .filter(([key]) => !key.startsWith('200 '))
        .reduce((sum, [, value]) => sum + value, 0);
      if (badJoins > 0) problems.push(`${count(badJoins)} joins not answered 200`);
      if (failed(result.polls.answers) > 0)
        problems.push(`${count(failed(result.polls.answers))} polls answered 5xx or lost`);
      problems.push(...checkFairness(result, line, measured));
    } finally {
      load?.child.kill();
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
  } else console.log('checks passed');
}

await main().catch((error: unknown) => {
  console.error(`\nFAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
