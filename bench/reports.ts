import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { addDays, formatDisplayDate, localDateTime, type ReportList, type ReportPage } from '@nivedya/domain';
import { Agent, request } from 'undici';
import { logIn } from './api-login.ts';
import { type RunningServer, startServer } from './booking-server.ts';
import { BENCH_ADMIN_PASSWORD } from './report-catalogue.ts';
import { prepareReportYear, printTableSizes, type ReportYear } from './report-year.ts';

/**
 * How fast every temple report answers on a year of a busy temple (npm run bench:reports, issue #14 §3):
 * a million order lines on PostgreSQL (report-year.ts), the real server in its own process with
 * production settings (booking-server.ts), logged in as the temple's administrator. For every report
 * the server lists: the JSON first page for the last full calendar month (20 runs) and for the whole year
 * (5 runs) after a warm-up, p50 and p95 beside the targets; then the XLSX export of a month of the daily
 * report and of every report with more than 10,000 rows that month: time to the last byte, bytes, and
 * how far the server's resident memory rose. It prints figures and asserts nothing.
 *
 *   PG_URL (or TEST_DATABASE_URL)   the PostgreSQL server (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
 *   KEEP=1                          keep the generated database (nivedya_bench_report_year) and reuse it next time
 *   npm run bench:reports -- --only dailyreport,seva-wise-report   some reports only
 *   --month-runs 20  --year-runs 5   runs per report and range
 *   --lines 1000000                  order lines of the busy temple's year
 *   --year-export                    also export a whole year of the daily report (no target; streaming at scale)
 */
const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
const PG_URL =
  process.env.PG_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const KEEP = process.env.KEEP === '1';
const ONLY = option('only')?.split(',');
const MONTH_RUNS = Number(option('month-runs')) || 20;
const YEAR_RUNS = Number(option('year-runs')) || 5;
const BUSY_LINES = Number(option('lines')) || 1_000_000;
const SMALL_LINES = Math.round(BUSY_LINES / 100);
const YEAR_EXPORT = args.includes('--year-export');
const REPO = path.resolve(import.meta.dirname, '..');

const MONTH_P95_TARGET_MS = 300;
const YEAR_P95_TARGET_MS = 1500;
const EXPORT_TARGET_MS = 5000;
const EXPORT_MEMORY_TARGET_MB = 100;
/** Reports past this many rows in a month are exported too: where streaming matters. */
const EXPORT_ROWS_THRESHOLD = 10_000;
const RSS_SAMPLE_MS = 20;

/** One keep-alive connection, as one office browser would use. */
const agent = new Agent({ connections: 1, headersTimeout: 300_000, bodyTimeout: 300_000 });

interface Range {
  label: string;
  from: string;
  to: string;
}

interface Timing {
  status: number;
  /** The JSON page's `total`; null when the report refused. */
  total: number | null;
  /** What the refusal said (problem+json detail). */
  problem: string | null;
  p50: number;
  p95: number;
  serverCpuMs: number;
}

interface ReportTimings {
  report: string;
  month: Timing;
  year: Timing;
  /** The machine's 1-minute load average once the report was measured: the runs share 2 cores. */
  load: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function machineLoad(): string {
  const cores = availableParallelism();
  const [oneMinute = 0, fiveMinutes = 0] = loadavg();
  return `load average ${oneMinute.toFixed(2)} (1 min), ${fiveMinutes.toFixed(2)} (5 min) on ${cores} cores = ${(oneMinute / cores).toFixed(2)} per core`;
}

const todayInTemple = () => localDateTime(new Date(), 'Asia/Kolkata').date;

/** The calendar month before the one `day` is in: the last month a temple office has closed. */
function lastFullMonth(day: string): Range {
  const to = addDays(`${day.slice(0, 7)}-01`, -1);
  const from = `${to.slice(0, 7)}-01`;
  return { label: 'month', from, to };
}

async function getText(origin: string, pathname: string, cookie: string) {
  const started = performance.now();
  const response = await request(`${origin}${pathname}`, { dispatcher: agent, headers: { cookie } });
  const text = await response.body.text();
  return { status: response.statusCode, text, ms: performance.now() - started };
}

function reportPath(templeId: number, report: string, range: Range, format?: 'xlsx'): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(format ? { format } : {}) });
  return `/api/v1/temples/${templeId}/reports/${report}?${query}`;
}

function problemOf(body: string): string {
  try {
    const problem = JSON.parse(body) as { detail?: string; title?: string };
    return problem.detail ?? problem.title ?? body;
  } catch {
    return body.slice(0, 200);
  }
}

/** One warm-up request (JIT, statement plans, the buffer cache), then `runs` timed ones in a row. */
async function timeReport(
  server: RunningServer,
  cookie: string,
  pathname: string,
  runs: number,
): Promise<Timing> {
  const warm = await getText(server.origin, pathname, cookie);
  if (warm.status !== 200) {
    return {
      status: warm.status,
      total: null,
      problem: problemOf(warm.text),
      p50: Number.NaN,
      p95: Number.NaN,
      serverCpuMs: Number.NaN,
    };
  }
  const total = (JSON.parse(warm.text) as ReportPage).total;
  const cpuBefore = server.cpuMs();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push((await getText(server.origin, pathname, cookie)).ms);
  const sorted = times.sort((a, b) => a - b);
  return {
    status: 200,
    total,
    problem: null,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    serverCpuMs: (server.cpuMs() - cpuBefore) / runs,
  };
}

/** Resident memory of a process in MB (VmRSS), 0 once it is gone. */
function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

interface ExportTiming {
  status: number;
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Downloads a file to the last byte, sampling the server's VmRSS every 20 ms from before the request. */
async function timeExport(server: RunningServer, cookie: string, pathname: string): Promise<ExportTiming> {
  const rssBeforeMb = residentMb(server.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, residentMb(server.pid));
  }, RSS_SAMPLE_MS);
  try {
    const started = performance.now();
    const response = await request(`${server.origin}${pathname}`, { dispatcher: agent, headers: { cookie } });
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Buffer).length;
    const lastByteMs = performance.now() - started;
    rssPeakMb = Math.max(rssPeakMb, residentMb(server.pid));
    return { status: response.statusCode, firstByteMs, lastByteMs, bytes, rssBeforeMb, rssPeakMb };
  } finally {
    clearInterval(sampler);
  }
}

const mark = (isMet: boolean) => (isMet ? 'met' : 'MISSED');
const count = (value: number | null) => (value === null ? '-' : value.toLocaleString('en-IN'));
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

function timingCells(timing: Timing, targetMs: number): string {
  if (timing.status !== 200) return `${`answered ${timing.status}`.padEnd(44)}`;
  return [
    count(timing.total).padStart(9),
    ms(timing.p50).padStart(7),
    ms(timing.p95).padStart(7),
    mark(timing.p95 <= targetMs).padStart(7),
    ms(timing.serverCpuMs).padStart(8),
  ].join(' ');
}

function printTimings(results: ReportTimings[], month: Range, year: Range) {
  const span = (range: Range) => `${formatDisplayDate(range.from)} to ${formatDisplayDate(range.to)}`;
  console.log(
    `\nJSON first page; month ${span(month)} (${MONTH_RUNS} runs), year ${span(year)} (${YEAR_RUNS} runs)`,
  );
  const head = (target: string) =>
    [
      'rows'.padStart(9),
      'p50 ms'.padStart(7),
      'p95 ms'.padStart(7),
      target.padStart(7),
      'srv ms'.padStart(8),
    ].join(' ');
  console.log(`${''.padEnd(34)}${'month'.padEnd(44)}  | ${'year'.padEnd(44)}  |`);
  console.log(`${'report'.padEnd(34)}${head('≤300ms')}  | ${head('≤1.5s')}  | load`);
  for (const result of results) {
    console.log(
      `${result.report.padEnd(34)}${timingCells(result.month, MONTH_P95_TARGET_MS)}  | ` +
        `${timingCells(result.year, YEAR_P95_TARGET_MS)}  | ${result.load.toFixed(1)}`,
    );
  }
  for (const result of results) {
    for (const timing of [result.month, result.year]) {
      if (timing.problem) console.log(`  ${result.report}: ${timing.status} ${timing.problem}`);
    }
  }
  console.log(
    "rows: the page's total; srv ms: CPU time of the server process per request (the rest is PostgreSQL and " +
      'waiting); load: the 1-minute load average after the report (2 cores: above 2 the runs waited for a core).',
  );
}

function printExport(report: string, range: Range, result: ExportTiming) {
  const rise = result.rssPeakMb - result.rssBeforeMb;
  const targets =
    range.label === 'month'
      ? `  [≤5 s ${mark(result.lastByteMs <= EXPORT_TARGET_MS)}, <100 MB ${mark(rise < EXPORT_MEMORY_TARGET_MB)}]`
      : '  (no target)';
  console.log(
    `${report.padEnd(28)} ${range.label.padEnd(5)}  status ${result.status}  first byte ${ms(result.firstByteMs).padStart(6)} ms` +
      `  last byte ${ms(result.lastByteMs).padStart(6)} ms  ${(result.bytes / 1024).toFixed(0).padStart(7)} KiB` +
      `  RSS ${result.rssBeforeMb.toFixed(0)} → peak ${result.rssPeakMb.toFixed(0)} MB (+${rise.toFixed(0)} MB)${targets}`,
  );
}

async function benchReports(year: ReportYear, server: RunningServer) {
  console.log(`\nbefore measuring: ${machineLoad()}`);
  const cookie = await logIn(server.origin, year.adminEmail, BENCH_ADMIN_PASSWORD, agent);
  const list = await getText(server.origin, `/api/v1/temples/${year.busyTempleId}/reports`, cookie);
  if (list.status !== 200) throw new Error(`the report list answered ${list.status}: ${list.text}`);
  const names = (JSON.parse(list.text) as ReportList).groups.flatMap((group) => group.reports);
  const reports = ONLY ? names.filter((name) => ONLY.includes(name)) : names;
  console.log(`\n${names.length} reports listed: ${names.join(', ')}`);

  const month = lastFullMonth(year.to);
  const wholeYear: Range = { label: 'year', from: year.from, to: year.to };
  const results: ReportTimings[] = [];
  for (const report of reports) {
    const monthTiming = await timeReport(
      server,
      cookie,
      reportPath(year.busyTempleId, report, month),
      MONTH_RUNS,
    );
    const yearTiming = await timeReport(
      server,
      cookie,
      reportPath(year.busyTempleId, report, wholeYear),
      YEAR_RUNS,
    );
    results.push({ report, month: monthTiming, year: yearTiming, load: loadavg()[0] ?? 0 });
    console.log(`  ${report}: month p95 ${ms(monthTiming.p95)} ms, year p95 ${ms(yearTiming.p95)} ms`);
  }
  printTimings(results, month, wholeYear);

  const exported = results
    .filter((result) => result.report === 'dailyreport' || (result.month.total ?? 0) > EXPORT_ROWS_THRESHOLD)
    .map((result) => result.report);
  console.log(
    `\nXLSX export (dailyreport and every report over ${EXPORT_ROWS_THRESHOLD.toLocaleString('en-IN')} rows a month):`,
  );
  for (const report of exported) {
    printExport(
      report,
      month,
      await timeExport(server, cookie, reportPath(year.busyTempleId, report, month, 'xlsx')),
    );
  }
  if (YEAR_EXPORT && exported.includes('dailyreport')) {
    const pathname = reportPath(year.busyTempleId, 'dailyreport', wholeYear, 'xlsx');
    printExport('dailyreport', wholeYear, await timeExport(server, cookie, pathname));
  }
  console.log(
    "targets (issue #14 §3): month p95 ≤ 300 ms, year p95 ≤ 1.5 s; a month's XLSX ≤ 5 s, server memory rising < 100 MB.",
  );
}

async function main() {
  console.log(`reports benchmark; at start: ${machineLoad()}`);
  const generationStarted = performance.now();
  const year = await prepareReportYear(PG_URL, {
    keep: KEEP,
    busyLines: BUSY_LINES,
    smallLines: SMALL_LINES,
    now: new Date(),
  });
  console.log(
    year.isReused
      ? `reusing ${year.databaseName}: the year ${year.from} to ${year.to} (KEEP=1${year.to === todayInTemple() ? '' : '; made on an earlier day: drop it to measure the year up to today'})`
      : `database ${year.databaseName}: ${BUSY_LINES.toLocaleString('en-IN')} lines in the busy temple's year, ${SMALL_LINES.toLocaleString('en-IN')} in the small one's, ready in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`,
  );
  try {
    await printTableSizes(year.databaseUrl);
    const server = await startServer({
      serverPath: path.join(REPO, 'apps/server/src/server.ts'),
      cwd: REPO,
      nodeArgs: [],
      env: { DATABASE_URL: year.databaseUrl, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' },
    });
    try {
      await benchReports(year, server);
    } finally {
      await server.stop();
    }
  } finally {
    await agent.close();
    await year.release();
    if (KEEP)
      console.log(`kept ${year.databaseName} for the next run (drop it with: dropdb ${year.databaseName})`);
  }
  console.log(`at end: ${machineLoad()}`);
}

await main();
