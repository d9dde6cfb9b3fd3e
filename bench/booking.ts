import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { testConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { bookingFactsVersion, users } from '../apps/server/src/db/schema/index.ts';
import {
  createSession,
  hashSessionToken,
  SESSION_COOKIE,
} from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import {
  COUNTER_TABLE_SQL,
  type FloorKind,
  type FloorResult,
  type FloorTarget,
  floorPglite,
  floorPostgres,
} from './booking-floor.ts';
import type { LoadJob, LoadResult } from './booking-load.ts';
import { type PostgresCpu, postgresCpu, type RunningServer, startServer } from './booking-server.ts';
import { option } from './command-line.ts';
import { insertSevaTemple } from './seva-temple.ts';

/**
 * Checkout throughput and latency (npm run bench:booking): POST /api/v1/checkout over HTTP against the
 * real server (apps/server/src/server.ts in its own process, production settings), on one hot seva-date
 * and across many, with 25, 100 and 200 requests in flight, on the embedded database (file-backed,
 * durable commits) and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a local
 * server over its Unix socket: BENCH_DATABASE_URL='postgresql://user@localhost/postgres?host=/var/run/postgresql').
 * The load generator is a third process (booking-load.ts, a bare keep-alive HTTP/1.1 client, so it takes
 * as little of the shared cores as it can). Printed beside each run: the CPU time per request
 * of the server, of PostgreSQL and of the load generator. The server logs at LOG_LEVEL=warn (no line per
 * request; `--log info` measures with them).
 * - ceiling: an unrouted GET (404, no database) and GET /api/health (one query): what the harness and
 *   the HTTP stack allow at all on this machine;
 * - floors (booking-floor.ts), a raw driver loop on the hot seva-date with as many connections as the
 *   server had: `write`, checkout's own statement (its check of the session and the facts' version, the
 *   capacity hold and the payment, order, line and audit row it commits with; usually a checkout's only
 *   round trip), the floor of the targets; `counter`, the hot row alone (conditional
 *   update of the counter and a bare line), what the row lock and the commit allow.
 *
 *   npm run bench:booking -- --requests 3000   requests per run (default 3000)
 *   --repeat 3        runs per scenario, medians printed (default 1)
 *   --workers 2       WEB_CONCURRENCY of the PostgreSQL server (default 1: on 2 cores shared with
 *                     PostgreSQL and this load generator, a second worker costs more CPU per checkout
 *                     than it brings; the embedded server always runs 1)
 *   --pool 4          DATABASE_POOL_SIZE per process (default 4)
 *   --only postgres   one database; --server path/to/server.ts compares another build;
 *   --cpu-prof dir    writes the server's V8 CPU profiles there
 */
const IN_FLIGHT = [25, 100, 200];
const FLOOR_KINDS: readonly FloorKind[] = ['write', 'counter'];
const CEILING_IN_FLIGHT = 100;
const SPREAD_SEVAS = 20;
const SPREAD_DAYS = 30;
/** Large but finite: every booking runs the capacity check. */
const HOT_CAPACITY = 10_000_000;
const REPO = path.resolve(import.meta.dirname, '..');

const REQUESTS = Number(option('requests')) || 3000;
const REPEAT = Number(option('repeat')) || 1;
const WORKERS = Number(option('workers')) || 1;
const POOL_SIZE = Number(option('pool')) || 4;
const ONLY = option('only');
const SERVER_PATH = path.resolve(option('server') ?? path.join(REPO, 'apps/server/src/server.ts'));
const CPU_PROF = option('cpu-prof');
const LOG_LEVEL = option('log') ?? 'warn';
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Database = 'embedded' | 'postgres';
type Scenario = 'noop' | 'health' | 'hot' | 'spread' | FloorKind;

interface Row {
  database: Database;
  scenario: Scenario;
  inFlight: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** 503 BOOKING_BUSY answers (the server's booking gate), each sent again. */
  busy: number;
  /** CPU ms per request: server processes, PostgreSQL processes, load generator. */
  serverCpu: number | null;
  dbCpu: number | null;
  clientCpu: number | null;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianRow(rows: Row[]): Row {
  const first = rows[0] as Row;
  const of = (key: 'serverCpu' | 'dbCpu' | 'clientCpu') =>
    rows.every((row) => row[key] !== null) ? median(rows.map((row) => row[key] ?? 0)) : null;
  return {
    ...first,
    perSecond: median(rows.map((row) => row.perSecond)),
    p50: median(rows.map((row) => row.p50)),
    p99: median(rows.map((row) => row.p99)),
    errors: Math.max(...rows.map((row) => row.errors)),
    busy: median(rows.map((row) => row.busy)),
    serverCpu: of('serverCpu'),
    dbCpu: of('dbCpu'),
    clientCpu: of('clientCpu'),
  };
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'booking-load.ts'), { stdio: 'inherit' });
    child.once('message', (message: LoadResult | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.send(job);
  });
}

interface Fixture {
  userId: number;
  templeId: number;
  deityId: number;
  hotSevaId: number;
  spreadSevaIds: number[];
  sessionToken: string;
  factsVersion: string;
}

async function seed(handle: DatabaseHandle, now: Date): Promise<Fixture> {
  const { db } = handle;
  await seedReferenceData(db);
  const temple = await insertSevaTemple(
    db,
    'Bench Temple',
    Array.from({ length: SPREAD_SEVAS + 1 }, (_, index) => ({
      code: `seva-${index}`,
      name: `Seva ${index}`,
      maxLimitPerDay: HOT_CAPACITY,
    })),
  );
  const [user] = await db
    .insert(users)
    .values({
      userName: 'Bench Devotee',
      email: `bench-${randomBytes(4).toString('hex')}@bench.test`,
      mobile: null,
      userType: 4,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const session = await createSession(db, { userId: user.id, now, ttlDays: 1 });
  await db.execute(sql.raw(COUNTER_TABLE_SQL));
  const [facts] = await db.select({ version: bookingFactsVersion.version }).from(bookingFactsVersion);
  return {
    userId: user.id,
    templeId: temple.templeId,
    deityId: temple.deityId,
    hotSevaId: temple.sevaIds[0] ?? 0,
    spreadSevaIds: temple.sevaIds.slice(1),
    sessionToken: session.token,
    factsVersion: String(facts?.version ?? 0),
  };
}

function bodiesFor(fixture: Fixture, scenario: 'hot' | 'spread'): string[] {
  const line = (sevaId: number, performDate: string) =>
    JSON.stringify({
      lines: [{ sevaId, performDate, quantity: 1, devoteeName: 'Bench Devotee', starId: 5 }],
    });
  if (scenario === 'hot') return [line(fixture.hotSevaId, isoDay(7))];
  const bodies: string[] = [];
  for (let day = 0; day < SPREAD_DAYS; day += 1) {
    for (const sevaId of fixture.spreadSevaIds) bodies.push(line(sevaId, isoDay(7 + day)));
  }
  // Shuffled so neighbouring requests hit different rows.
  for (let index = bodies.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(Math.random() * (index + 1));
    [bodies[index], bodies[swap]] = [bodies[swap] ?? '', bodies[index] ?? ''];
  }
  return bodies;
}

interface Target {
  database: Database;
  server: RunningServer;
  cookie: string;
  xsrf: string;
  postgresCpu: PostgresCpu;
}

async function measure(
  target: Target,
  scenario: Scenario,
  inFlight: number,
  job: Omit<LoadJob, 'origin' | 'inFlight' | 'requests'>,
): Promise<Row> {
  const runs: Row[] = [];
  for (let round = 0; round < REPEAT; round += 1) {
    const serverBefore = target.server.cpuMs();
    target.postgresCpu.start();
    const result = await load({ ...job, origin: target.server.origin, inFlight, requests: REQUESTS });
    const serverCpu = target.server.cpuMs() - serverBefore;
    const dbCpu = await target.postgresCpu.elapsedMs();
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    const expected = scenario === 'noop' ? '404' : scenario === 'health' ? '200' : '201';
    const ok = result.statuses[expected] ?? 0;
    runs.push({
      database: target.database,
      scenario,
      inFlight,
      perSecond: (ok / result.elapsedMs) * 1000,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: REQUESTS - ok,
      busy: result.busy,
      serverCpu: serverCpu / REQUESTS,
      dbCpu: dbCpu === null ? null : dbCpu / REQUESTS,
      clientCpu: result.cpuMs / REQUESTS,
    });
  }
  const row = medianRow(runs);
  printRow(row);
  return row;
}

async function benchServer(target: Target, fixture: Fixture, rows: Row[]) {
  const headers = {
    cookie: `${target.cookie}; XSRF-TOKEN=${target.xsrf}`,
    'x-xsrf-token': target.xsrf,
  };
  // The ceiling: no session cookie, so neither request touches the sessions table.
  const anonymous = { cookie: `XSRF-TOKEN=${target.xsrf}` };
  const noop = { method: 'GET', path: '/api/bench-noop', headers: anonymous, bodies: [] } as const;
  const health = { method: 'GET', path: '/api/health', headers: anonymous, bodies: [] } as const;
  await load({ ...noop, origin: target.server.origin, inFlight: 25, requests: 500 });
  rows.push(await measure(target, 'noop', CEILING_IN_FLIGHT, noop));
  rows.push(await measure(target, 'health', CEILING_IN_FLIGHT, health));
  for (const scenario of ['hot', 'spread'] as const) {
    const job = {
      method: 'POST',
      path: '/api/v1/checkout',
      headers: { ...headers, 'content-type': 'application/json' },
      bodies: bodiesFor(fixture, scenario),
    } as const;
    // Warm-up: JIT, connections, statement plans, every worker.
    await load({ ...job, origin: target.server.origin, inFlight: 25, requests: 500 });
    for (const inFlight of IN_FLIGHT) rows.push(await measure(target, scenario, inFlight, job));
  }
}

function floorTarget(fixture: Fixture): FloorTarget {
  return {
    userId: fixture.userId,
    templeId: fixture.templeId,
    deityId: fixture.deityId,
    sevaId: fixture.hotSevaId,
    performDate: isoDay(7),
    capacity: HOT_CAPACITY,
    sessionTokenHash: hashSessionToken(fixture.sessionToken),
    factsVersion: fixture.factsVersion,
  };
}

function floorRow(database: Database, kind: FloorKind, inFlight: number, result: FloorResult): Row {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const booked = REQUESTS - result.refused;
  return {
    database,
    scenario: kind,
    inFlight,
    perSecond: (booked / result.elapsedMs) * 1000,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: result.refused,
    busy: 0,
    serverCpu: null,
    dbCpu: result.measured === null ? null : result.measured / REQUESTS,
    clientCpu: null,
  };
}

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return { LOG_LEVEL, DATABASE_POOL_SIZE: String(POOL_SIZE), ...extra };
}

const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];

async function benchEmbedded(rows: Row[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivedya-bench-'));
  try {
    const handle = await openDatabase(testConfig({ inMemoryDatabase: false, dataDir }));
    await handle.migrate();
    const fixture = await seed(handle, new Date());
    await handle.close();
    const server = await startServer({
      serverPath: SERVER_PATH,
      cwd: REPO,
      nodeArgs,
      env: serverEnv({ DATA_DIR: dataDir, WEB_CONCURRENCY: '1' }),
    });
    const target: Target = {
      database: 'embedded',
      server,
      cookie: `${SESSION_COOKIE}=${fixture.sessionToken}`,
      xsrf: randomBytes(16).toString('base64url'),
      postgresCpu: postgresCpu(null, ''),
    };
    try {
      await benchServer(target, fixture, rows);
    } finally {
      await server.stop();
    }
    for (const kind of FLOOR_KINDS) {
      for (const inFlight of IN_FLIGHT) {
        const runs: Row[] = [];
        for (let round = 0; round < REPEAT; round += 1) {
          const result = await floorPglite(path.join(dataDir, 'pgdata'), kind, floorTarget(fixture), {
            inFlight,
            requests: REQUESTS,
          });
          runs.push(floorRow('embedded', kind, inFlight, result));
        }
        rows.push(medianRow(runs));
        printRow(rows.at(-1));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(baseUrl: string, rows: Row[]) {
  const scratch = await createScratchDatabase(baseUrl, 'nivedya_bench');
  const url = new URL(scratch.url);
  // Stays connected to read the CPU of the bench database's backends.
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const handle = await openDatabase(testConfig({ databaseUrl: url.toString() }));
    await handle.migrate();
    const fixture = await seed(handle, new Date());
    await handle.close();
    const server = await startServer({
      serverPath: SERVER_PATH,
      cwd: REPO,
      nodeArgs,
      env: serverEnv({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: String(WORKERS) }),
    });
    const cpu = postgresCpu(admin, scratch.name);
    const target: Target = {
      database: 'postgres',
      server,
      cookie: `${SESSION_COOKIE}=${fixture.sessionToken}`,
      xsrf: randomBytes(16).toString('base64url'),
      postgresCpu: cpu,
    };
    try {
      await benchServer(target, fixture, rows);
    } finally {
      await server.stop();
    }
    // As many connections as the server had: its workers' pools together.
    const connections = POOL_SIZE * WORKERS;
    for (const kind of FLOOR_KINDS) {
      for (const inFlight of IN_FLIGHT) {
        const runs: Row[] = [];
        for (let round = 0; round < REPEAT; round += 1) {
          const result = await floorPostgres(url.toString(), kind, floorTarget(fixture), {
            connections,
            inFlight,
            requests: REQUESTS,
            meter: cpu,
          });
          runs.push(floorRow('postgres', kind, inFlight, result));
        }
        rows.push(medianRow(runs));
        printRow(rows.at(-1));
      }
    }
  } finally {
    await admin.end();
    await scratch.drop();
  }
}

function printRow(row: Row | undefined) {
  if (!row) return;
  const cpu = (value: number | null) => (value === null ? '-' : value.toFixed(2)).padStart(6);
  console.log(
    [
      row.database.padEnd(9),
      row.scenario.padEnd(6),
      String(row.inFlight).padStart(4),
      row.perSecond.toFixed(0).padStart(7),
      row.p50.toFixed(1).padStart(7),
      row.p99.toFixed(1).padStart(7),
      String(row.errors).padStart(6),
      String(row.busy).padStart(5),
      cpu(row.serverCpu),
      cpu(row.dbCpu),
      cpu(row.clientCpu),
    ].join('  '),
  );
}

async function main() {
  console.log(
    `checkout benchmark: ${REQUESTS} requests per run, median of ${REPEAT}, durable commits; ` +
      `server: ${SERVER_PATH === path.join(REPO, 'apps/server/src/server.ts') ? 'this checkout' : SERVER_PATH}, ` +
      `DATABASE_POOL_SIZE ${POOL_SIZE}, WEB_CONCURRENCY ${WORKERS} on PostgreSQL (1 embedded)`,
  );
  console.log(
    [
      'database ',
      'run   ',
      'inFl',
      '    ok/s',
      'p50 ms',
      'p99 ms',
      'errors',
      ' busy',
      'srv ms',
      ' db ms',
      'cli ms',
    ].join('  '),
  );
  const rows: Row[] = [];
  if (ONLY !== 'postgres') await benchEmbedded(rows);
  if (ONLY !== 'embedded') {
    if (PG_URL) await benchPostgres(PG_URL, rows);
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
  }

  console.log(
    '\nbusy: 503 BOOKING_BUSY answers (the booking gate), each sent again after its wait. srv/db/cli ms: CPU time per\nrequest of the server processes, PostgreSQL, the load generator.',
  );
  console.log('noop: GET of an unrouted path (404, no database); health: GET /api/health (one query).');
  console.log(
    "\nhot seva-date against the floor (write: checkout's own statement in a raw driver loop; " +
      'counter: the hot row alone):',
  );
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const database of ['embedded', 'postgres'] as const) {
    for (const inFlight of IN_FLIGHT) {
      const find = (scenario: Scenario) =>
        rows.find(
          (row) => row.database === database && row.scenario === scenario && row.inFlight === inFlight,
        );
      const hot = find('hot');
      const write = find('write');
      const counter = find('counter');
      if (!hot || !write || !counter) continue;
      const ratio = hot.perSecond / write.perSecond;
      const p99Target = inFlight === 25 ? 60 : inFlight === 100 ? 200 : null;
      console.log(
        `${database.padEnd(9)} ${String(inFlight).padStart(4)} in flight: ${hot.perSecond.toFixed(0)}/s vs floor ${write.perSecond.toFixed(0)}/s = ${ratio.toFixed(2)}×` +
          ` (counter ${counter.perSecond.toFixed(0)}/s = ${(hot.perSecond / counter.perSecond).toFixed(2)}×)` +
          `  [≥1000/s ${mark(hot.perSecond >= 1000)}, ≥0.8× floor ${mark(ratio >= 0.8)}` +
          (p99Target === null ? ']' : `, p99 ≤ ${p99Target} ms ${mark(hot.p99 <= p99Target)}]`),
      );
    }
  }
  console.log('targets (ISSUE): 2-core machine, durable commits; p99 targets at 25 and 100 in flight.');
}

await main();
