import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { type Config, testConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { temples, userRights, users, visitGates, visitZones } from '../apps/server/src/db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { EventReader } from '../apps/server/src/test/event-reader.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import { SCAN_HEADER, type VisitLoadJob, type VisitLoadResult } from './visits-load.ts';

/**
 * A festival morning at the gates (npm run bench:visits, issue #16 §2): 20 gates of two zones record
 * entries by mobile with IN_FLIGHT scans in flight, then the same devotees' exits. Prints recorded
 * scans per second and latency p50/p99 per phase, checks every zone ends exact (inside = entries −
 * exits), and measures how long an entry takes to reach DISPLAYS live-status streams. PostgreSQL from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (required: the embedded database is one process).
 *
 *   npm run bench:visits
 *   npm run bench:visits -- --in-flight 200 --scans 5000
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]) || fallback;
};
const IN_FLIGHT = option('--in-flight', 500);
/** Scans a second for the fixed-rate phase: 500 gate devices, each scanning every half second. */
const RATE = option('--rate', 1_000);
const SCANS = option('--scans', 10_000);
const DISPLAYS = 5;
const GATES_PER_ZONE = 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const POOL_SIZE = 8;

function load(job: VisitLoadJob): Promise<VisitLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./visits-load.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: VisitLoadResult | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * The server's own time of each scan of the phase under way, by its number: from Fastify's onRequest to
 * its onResponse, so what the gate waits beyond it was spent outside the server (sockets, the machine).
 */
const serverMs: number[] = [];
/** A scan the gate waited this long for, though the server spent under OUTSIDE_SERVER_MS on it. */
const STALL_MS = 500;
const OUTSIDE_SERVER_MS = 100;

function report(label: string, result: VisitLoadResult) {
  const sorted = [...result.ms].sort((a, b) => a - b);
  const server = [...serverMs].filter((each) => each !== undefined).sort((a, b) => a - b);
  const stalledOutside = result.ms.filter(
    (each, scan) => each >= STALL_MS && (serverMs[scan] ?? Number.POSITIVE_INFINITY) < OUTSIDE_SERVER_MS,
  ).length;
  serverMs.length = 0;
  const recorded = result.statuses['201'] ?? 0;
  const seconds = result.elapsedMs / 1000;
  console.log(
    `  ${label.padEnd(8)} ${recorded} recorded in ${seconds.toFixed(2)} s = ${(recorded / seconds).toFixed(0)} scans/s; p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms; ${Object.entries(
      result.statuses,
    )
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ')}`,
  );
  console.log(
    `           in the server p50 ${percentile(server, 0.5).toFixed(1)} ms, p99 ${percentile(server, 0.99).toFixed(1)} ms; ${stalledOutside} scans waited ≥ ${STALL_MS} ms at the gate with < ${OUTSIDE_SERVER_MS} ms in the server`,
  );
  return { perSecond: recorded / seconds, p99: percentile(sorted, 0.99) };
}

async function bench(config: Config) {
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const { db } = handle;
  const [temple] = await db
    .insert(temples)
    .values({
      code: `bench-visits-${randomBytes(4).toString('hex')}`,
      name: 'Bench Temple',
      isDevoteeVisit: true,
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('no temple');
  const gates: { id: number; zoneId: number }[] = [];
  for (const name of ['Nalambalam', 'Annadanam hall']) {
    const [zone] = await db
      .insert(visitZones)
      .values({ templeId: temple.id, name, capacity: 1_000_000, alertThreshold: 900_000 })
      .returning({ id: visitZones.id });
    if (!zone) throw new Error('no zone');
    const rows = await db
      .insert(visitGates)
      .values(
        Array.from({ length: GATES_PER_ZONE }, (_, index) => ({
          templeId: temple.id,
          zoneId: zone.id,
          name: `${name} gate ${index + 1}`,
          direction: 'both',
        })),
      )
      .returning({ id: visitGates.id, zoneId: visitGates.zoneId });
    gates.push(...rows);
  }
  const [clerk] = await db
    .insert(users)
    .values({
      userName: 'Gate clerk',
      email: `clerk-${randomBytes(3).toString('hex')}@bench.test`,
      userType: 3,
      templeId: temple.id,
    })
    .returning({ id: users.id });
  if (!clerk) throw new Error('no clerk');
  await db.insert(userRights).values({ userId: clerk.id, right: 'gate' });
  const session = await createSession(db, { userId: clerk.id, now: new Date(), ttlDays: 1 });
  const cookie = `${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=bench`;

  const app = await buildApp({ config, db });
  const arrivedAt = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    arrivedAt.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => {
    const scan = Number(request.headers[SCAN_HEADER]);
    const arrived = arrivedAt.get(request);
    if (Number.isInteger(scan) && arrived !== undefined) serverMs[scan] = performance.now() - arrived;
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `${origin}/api/v1/temples/${temple.id}/visits`;

  // Each devotee enters at one gate of a zone and leaves at another gate of the same zone.
  const bodyFor = (index: number, phase: 'in' | 'out') => {
    const zone = index % 2;
    const gate = gates[zone * GATES_PER_ZONE + ((index + (phase === 'out' ? 3 : 0)) % GATES_PER_ZONE)];
    return JSON.stringify({ gateId: gate?.id, type: 1, mobile: String(6_000_000_000 + index) });
  };
  const lanes = (phase: 'in' | 'out', from: number, count: number) =>
    Array.from({ length: IN_FLIGHT }, (_, lane) =>
      Array.from({ length: Math.ceil(count / IN_FLIGHT) }, (_, step) => from + step * IN_FLIGHT + lane)
        .filter((index) => index < from + count)
        .map((index) => bodyFor(index, phase)),
    );

  // Warm-up: connections, JIT, prepared statements.
  await load({ url: `${base}/entries`, cookie, lanes: lanes('in', 1_000_000, 200) });
  await load({ url: `${base}/exits`, cookie, lanes: lanes('out', 1_000_000, 200) });

  const displays = await Promise.all(
    Array.from({ length: DISPLAYS }, async () => {
      const response = await fetch(`${base}/live/stream`, { headers: { cookie } });
      const reader = new EventReader(response.body as ReadableStream<Uint8Array>);
      await reader.next((event) => event.event === 'snapshot');
      return reader;
    }),
  );

  console.log(`\nPostgreSQL: ${SCANS} devotees through ${gates.length} gates, ${IN_FLIGHT} scans in flight`);
  const entered = report(
    'entries',
    await load({ url: `${base}/entries`, cookie, lanes: lanes('in', 0, SCANS) }),
  );
  const left = report('exits', await load({ url: `${base}/exits`, cookie, lanes: lanes('out', 0, SCANS) }));
  // The same again arriving at a fixed rate, as gates scan devotees as they come: the latency a gate sees.
  const paced = report(
    `entries at ${RATE}/s`,
    await load({ url: `${base}/entries`, cookie, lanes: lanes('in', 2 * SCANS, SCANS), ratePerSecond: RATE }),
  );

  // Live status: once the last updates of the load have gone out, one more entry, timed until every
  // display has it.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const display of displays) display.events.length = 0;
  const zoneId = gates[0]?.zoneId ?? 0;
  const before =
    (await db.select({ inside: visitZones.inside }).from(visitZones).where(eq(visitZones.id, zoneId)))[0]
      ?.inside ?? 0;
  const sentAt = performance.now();
  await fetch(`${base}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ gateId: gates[0]?.id, type: 3, people: 1 }),
  });
  const reached = await Promise.all(
    displays.map(async (display) => {
      await display.next(
        (event) =>
          event.event === 'update' &&
          (event.data as { zones: { id: number; inside: number }[] }).zones.some(
            (zone) => zone.id === zoneId && zone.inside === before + 1,
          ),
      );
      return performance.now() - sentAt;
    }),
  );
  console.log(
    `  live     an entry reached all ${DISPLAYS} live-status streams in ${Math.max(...reached).toFixed(0)} ms (first ${Math.min(...reached).toFixed(0)} ms)`,
  );
  for (const display of displays) await display.cancel();
  await app.close();

  const zones = rowsOf<{ id: number; inside: number; entered: number; left: number }>(
    await db.execute(sql`
      select z.id, z.inside,
        coalesce(sum(e.people) filter (where e.direction = 1), 0)::int as entered,
        coalesce(sum(e.people) filter (where e.direction = 2), 0)::int as left
      from visit_zones z left join visit_events e on e.zone_id = z.id
      where z.temple_id = ${temple.id}::int group by z.id order by z.id`),
  );
  await handle.close();
  for (const zone of zones) {
    const exact = zone.inside === zone.entered - zone.left && zone.inside >= 0;
    console.log(
      `  zone ${zone.id}   inside ${zone.inside} = ${zone.entered} in − ${zone.left} out${exact ? '' : '  MISCOUNTED'}`,
    );
    if (!exact) process.exitCode = 1;
  }
  console.log(
    `  target   ≥ 1,000 scans/s with p99 ≤ 200 ms: at ${IN_FLIGHT} in flight entries ${entered.perSecond >= 1000 && entered.p99 <= 200 ? 'met' : 'not met'}, exits ${left.perSecond >= 1000 && left.p99 <= 200 ? 'met' : 'not met'}; arriving at ${RATE}/s ${paced.perSecond >= 1000 * 0.98 && paced.p99 <= 200 ? 'met' : 'not met'}`,
  );
  console.log(
    `  note     with ${IN_FLIGHT} always in flight, p99 ≤ 200 ms needs ≥ ${Math.round(IN_FLIGHT / 0.2).toLocaleString('en-IN')} answers/s (Little's law)`,
  );
}

async function main() {
  if (!PG_URL) {
    console.log('bench:visits needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    process.exitCode = 1;
    return;
  }
  const scratch = await createScratchDatabase(PG_URL, 'nivedya_bench_visits');
  try {
    await bench(testConfig({ databaseUrl: scratch.url, logLevel: 'silent', databasePoolSize: POOL_SIZE }));
  } finally {
    await scratch.drop();
  }
}

await main();
