import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './booking-server.ts';

/**
 * A devotee's seva list while one anonymous client floods the public search and temple list (the
 * hardening probe: 1,000 requests at ~100/s made the seva list take p95 7–12 s). The devotee's latency is
 * measured alone and then under the flood, in one run, and given as a ratio. Each client has its own
 * loopback address (127.0.0.2 floods, 127.0.0.3 browses), as two people on the internet would.
 *
 * `npm run bench:flood`; FLOOD_REQUESTS (1000) and FLOOD_PER_SECOND (100) set the flood. On the embedded
 * database unless BENCH_DATABASE_URL is set. BENCH_SERVER_ROOT runs another checkout's server (e.g. a
 * git worktree of an earlier commit, its node_modules linked to this one's) to compare before and after.
 */
const FLOOD_REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 1000);
const FLOOD_PER_SECOND = Number(process.env.FLOOD_PER_SECOND ?? 100);
const DEVOTEE_EVERY_MS = 100;
const root = path.resolve(import.meta.dirname, '..');
const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;

interface Answer {
  status: number;
  ms: number;
}

function get(origin: string, pathname: string, localAddress: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${origin}${pathname}`, { localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The devotee opens the seva list every 100 ms until `until` resolves. */
async function browse(origin: string, sevaList: string, until: Promise<unknown>): Promise<Answer[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const answers: Answer[] = [];
  while (!done) {
    answers.push(await get(origin, sevaList, '127.0.0.3'));
    await sleep(DEVOTEE_EVERY_MS);
  }
  return answers;
}

async function flood(origin: string): Promise<Answer[]> {
  const words = ['ganapathi', 'homam', 'pushpanjali', 'archana', 'temple', 'sree', 'payasam', 'vilakku'];
  const sent: Promise<Answer>[] = [];
  for (let index = 0; index < FLOOD_REQUESTS; index += 1) {
    const word = `${words[index % words.length]}${index % 13}`;
    const pathname = index % 2 === 0 ? `/api/v1/search?q=${word}` : `/api/v1/temples?search=${word}`;
    sent.push(get(origin, pathname, '127.0.0.2'));
    await sleep(1000 / FLOOD_PER_SECOND);
  }
  return Promise.all(sent);
}

function summary(label: string, answers: Answer[]): string {
  const ms = answers.map((answer) => answer.ms);
  const ok = answers.filter((answer) => answer.status === 200).length;
  return `${label}: ${answers.length} requests, ${ok} answered 200, p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nivedya-flood-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer({
  serverPath: path.join(serverRoot, 'apps/server/src/server.ts'),
  cwd: serverRoot,
  nodeArgs: [],
  env: {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
try {
  const temples = await (await fetch(`${server.origin}/api/v1/temples`)).json();
  const templeId = (temples as { items: { id: number }[] }).items[0]?.id;
  const sevaList = `/api/v1/temples/${templeId}/sevas`;
  for (let warm = 0; warm < 20; warm += 1) await get(server.origin, sevaList, '127.0.0.4');

  const alone = await browse(server.origin, sevaList, sleep((FLOOD_REQUESTS / FLOOD_PER_SECOND) * 1000));
  const flooding = flood(server.origin);
  const underFlood = await browse(server.origin, sevaList, flooding);
  const flooded = await flooding;

  const statuses = new Map<number, number>();
  for (const answer of flooded) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const where = databaseUrl ? 'PostgreSQL' : 'embedded database';
  console.log(
    `Public flood bench (${where}, server ${serverRoot}, load average ${loadavg()[0]?.toFixed(2)})`,
  );
  console.log(summary('devotee seva list, alone', alone));
  console.log(summary('devotee seva list, under the flood', underFlood));
  console.log(
    `flood: ${FLOOD_REQUESTS} searches and temple lists at ${FLOOD_PER_SECOND}/s from one client; statuses ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
  );
  const ratio = (p: number) =>
    percentile(
      underFlood.map((answer) => answer.ms),
      p,
    ) /
    percentile(
      alone.map((answer) => answer.ms),
      p,
    );
  console.log(`under the flood / alone: p50 ×${ratio(50).toFixed(2)}, p95 ×${ratio(95).toFixed(2)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
