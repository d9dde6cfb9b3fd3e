import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STAR_ID, findStar, type SevaDetail, type SevaSummary, type User } from '@nivedya/domain';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { request } from 'undici';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo-data.ts';
import { logIn } from './api-login.ts';
import { startServer } from './booking-server.ts';

/**
 * Lighthouse at its mobile settings (a mid-range phone on a slow 4G line, simulated) on the devotee's
 * pages of a built app: the home page, a demo temple, a seva's booking form, and the cart with a seva in
 * it. The product runs as `npm start` runs it (the server in its own process, production settings,
 * serving apps/web/dist, the embedded database with the demo data); the home page, the seva form and the
 * cart are audited as the signed-in demo devotee, the temple as a guest (whom search engines see too).
 * Each page is audited RUNS times, each time in a fresh Chromium; the table gives each category's
 * median, and the bench fails when one is under its threshold.
 *
 *   npm run bench:web                  web-size.ts (builds), then this
 *   npm run bench:web -- --runs=5      five audits a page (default 3)
 *   npm run bench:web -- --dist=DIR    another build's output (as web-size.ts)
 *   npm run bench:web -- --pages=cart,seva   only the pages whose name contains one of these words
 *   LIGHTHOUSE_REPORTS=DIR             also writes each audit's report there (HTML, and JSON for the viewer)
 *
 * Chromium is CHROME_PATH (default /usr/bin/chromium); no browser is downloaded.
 */
const THRESHOLDS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
} as const;
type Category = keyof typeof THRESHOLDS;
const CATEGORIES = Object.keys(THRESHOLDS) as Category[];
const DEVOTEE = DEMO_ACCOUNTS.find((account) => account.email === 'devotee@nivedya.demo');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(argument('runs') ?? 3);
const distArgument = argument('dist');
const pageFilter = argument('pages')?.split(',');
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

interface AuditedPage {
  name: string;
  pathname: string;
  /** Audited as the signed-in demo devotee. */
  signedIn: boolean;
  /** Local storage the page reads besides the signed-in user (the device's cart). */
  storage?: Record<string, unknown>;
}

interface Session {
  cookie: string;
  user: User;
}

async function getJson<T>(origin: string, pathname: string, cookie = ''): Promise<T> {
  const response = await request(`${origin}${pathname}`, { headers: { cookie, accept: 'application/json' } });
  const body = await response.body.text();
  if (response.statusCode !== 200)
    throw new Error(`GET ${pathname} answered ${response.statusCode}: ${body}`);
  return JSON.parse(body) as T;
}

async function postJson<T>(origin: string, pathname: string, cookie: string, data: unknown): Promise<T> {
  const response = await request(`${origin}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${cookie}; XSRF-TOKEN=bench`,
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify(data),
  });
  const body = await response.body.text();
  if (response.statusCode !== 200)
    throw new Error(`POST ${pathname} answered ${response.statusCode}: ${body}`);
  return JSON.parse(body) as T;
}

function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

interface CartEvaluation {
  orders: { lines: { problems: unknown[] }[] }[];
  unknownLines: unknown[];
}

/**
 * The device's cart with one line of the seva for the devotee: the first day the server's cart check
 * (POST /api/v1/cart/evaluate) accepts, stored as the booking form stores it (lib/cart-store.ts).
 */
async function cartWith(origin: string, session: Session, seva: SevaDetail): Promise<unknown[]> {
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 7; offset < 60; offset += 1) {
    const line = {
      sevaId: seva.id,
      performDate: addDays(today, offset),
      quantity: 1,
      devoteeName: session.user.userName,
      starId: DEFAULT_STAR_ID,
      prasadamDelivery: 1,
    };
    const evaluation = await postJson<CartEvaluation>(origin, '/api/v1/cart/evaluate', session.cookie, {
      lines: [line],
    });
    const isOpen =
      evaluation.unknownLines.length === 0 &&
      evaluation.orders.every((order) => order.lines.every((each) => each.problems.length === 0));
    if (!isOpen) continue;
    return [
      {
        ...line,
        tempId: 1,
        templeId: seva.templeId,
        starName: findStar(DEFAULT_STAR_ID)?.name ?? '',
        forType: 1,
        rate: seva.rate,
        postageCharge: seva.postageCharge,
        amount: seva.rate,
        sevaName: seva.name,
        sevaNameNarration: seva.nameNarration,
        sevaType: seva.sevaType,
        isContinuous: seva.isContinuous,
        templeName: seva.temple.name,
        templeNameNarration: seva.temple.nameNarration,
        deityId: seva.deity?.id ?? null,
        deityName: seva.deity?.name ?? null,
        performTime: seva.performTime,
        prasadamTime: seva.prasadamTime,
      },
    ];
  }
  throw new Error(`No open day for seva ${seva.id} in the next 60 days`);
}

/** The pages to audit, on the first demo temple and its first regular seva. */
async function pagesOf(origin: string, session: Session): Promise<AuditedPage[]> {
  const temples = await getJson<{ items: { id: number }[] }>(origin, '/api/v1/temples');
  const templeId = temples.items[0]?.id;
  if (!templeId) throw new Error('The demo data has no temple');
  const sevas = await getJson<{ items: SevaSummary[] }>(
    origin,
    `/api/v1/temples/${templeId}/sevas?limit=100`,
  );
  const regular = sevas.items.find((seva) => seva.sevaType === 1 && !seva.isContinuous);
  if (!regular) throw new Error(`Demo temple ${templeId} has no regular seva`);
  const seva = await getJson<SevaDetail>(origin, `/api/v1/sevas/${regular.id}`);
  return [
    { name: 'devotee home', pathname: '/devotee-home-page', signedIn: true },
    { name: 'temple', pathname: `/guest-user-home/${templeId}`, signedIn: false },
    { name: 'seva form', pathname: `/seva-devotee-details?sevaId=${seva.id}`, signedIn: true },
    {
      name: 'cart',
      pathname: '/cart',
      signedIn: true,
      storage: { DevoteeOnlineCartList: await cartWith(origin, session, seva) },
    },
  ];
}

/**
 * A fresh browser signed in as the app would be: the session cookie, and the 'user' and 'userdetails'
 * records the login screen keeps in local storage (lib/auth.ts storeUser), which the route guards read.
 */
async function browserFor(origin: string, page: AuditedPage, session: Session): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const tab = await browser.newPage();
  // A page of the origin that runs none of the app, to write its storage from.
  await tab.goto(`${origin}/api/health`);
  const storage: Record<string, unknown> = { ...page.storage };
  if (page.signedIn) {
    const [name = '', value = ''] = session.cookie.split('=');
    await browser.setCookie({ name, value, domain: new URL(origin).hostname, path: '/', httpOnly: true });
    const { user } = session;
    storage.user = {
      Id: user.id,
      Email: user.email,
      Mobile: user.mobile,
      UserType: user.userType,
      TempleId: user.templeId,
    };
    storage.userdetails = user;
  }
  await tab.evaluate(
    (items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    Object.fromEntries(Object.entries(storage).map(([key, value]) => [key, JSON.stringify(value)])),
  );
  await tab.close();
  return browser;
}

type Scores = Record<Category, number>;

/** Lighthouse's own failures (e.g. NO_NAVSTART, a trace lost on a busy machine) are retried once. */
async function audit(origin: string, page: AuditedPage, session: Session, run: number): Promise<Scores> {
  try {
    return await auditOnce(origin, page, session, run);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`  ${page.name} #${run}: ${error.message}; once more`);
    return auditOnce(origin, page, session, run);
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(origin: string, page: AuditedPage, session: Session, run: number): Promise<Scores> {
  const browser = await browserFor(origin, page, session);
  try {
    const tab = await browser.newPage();
    const result = await lighthouse(
      `${origin}${page.pathname}`,
      {
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        output: reportsDir ? ['html', 'json'] : 'json',
      },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.pathname}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`${page.pathname}: ${lhr.runtimeError.code}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const [html = '', json = ''] = [result.report].flat();
      const file = path.join(reportsDir, `${page.name.replaceAll(' ', '-')}-${run}`);
      writeFileSync(`${file}.html`, html);
      writeFileSync(`${file}.json`, json);
    }
    const scores = {} as Scores;
    for (const category of CATEGORIES)
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((each) => each.score !== null && each.score < 0.9 && each.scoreDisplayMode !== 'informative')
      .map((each) => `${each.id} ${each.displayValue ?? ''}`.trim());
    console.log(
      `  ${page.name} #${run}: ${CATEGORIES.map((category) => scores[category]).join(' / ')}${failing.length > 0 ? `  (below 0.9: ${failing.join(', ')})` : ''}`,
    );
    return scores;
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function machineLoad(): string {
  const [oneMinute = 0, fiveMinutes = 0] = loadavg();
  return `load average ${oneMinute.toFixed(2)} (1 min), ${fiveMinutes.toFixed(2)} (5 min) on ${availableParallelism()} cores`;
}

if (!DEVOTEE) throw new Error('The demo data has no devotee account');
const dataDir = mkdtempSync(path.join(tmpdir(), 'nivedya-lighthouse-'));
const server = await startServer({
  serverPath: path.join(root, 'apps/server/src/server.ts'),
  cwd: root,
  nodeArgs: [],
  env: {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...(distArgument ? { WEB_DIST_DIR: path.resolve(distArgument) } : {}),
  },
});
let failed = false;
try {
  const cookie = await logIn(server.origin, DEVOTEE.email, DEMO_PASSWORD);
  const session = { cookie, user: await getJson<User>(server.origin, '/api/v1/me', cookie) };
  const pages = (await pagesOf(server.origin, session)).filter(
    (page) => !pageFilter || pageFilter.some((word) => page.name.includes(word)),
  );
  console.log(`\nLighthouse ${RUNS}× a page, mobile settings (${machineLoad()} at the start)\n`);
  console.log(`  page #run: ${CATEGORIES.join(' / ')}`);
  const medians = new Map<AuditedPage, Scores>();
  for (const page of pages) {
    const runs: Scores[] = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await audit(server.origin, page, session, run));
    medians.set(
      page,
      Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((each) => each[category]))]),
      ) as Scores,
    );
  }

  const nameWidth = Math.max(...pages.map((page) => `${page.name} ${page.pathname}`.length));
  console.log(
    `\nMedians of ${RUNS} runs (${machineLoad()} at the end); thresholds ${CATEGORIES.map((c) => `${c} ${THRESHOLDS[c]}`).join(', ')}\n`,
  );
  console.log(`${'page'.padEnd(nameWidth)}  ${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
  for (const [page, scores] of medians) {
    const cells = CATEGORIES.map((category) => {
      const under = scores[category] < THRESHOLDS[category];
      if (under) failed = true;
      return `${under ? '✗ ' : ''}${scores[category]}`.padStart(16);
    });
    console.log(`${`${page.name} ${page.pathname}`.padEnd(nameWidth)}  ${cells.join('')}`);
  }
  console.log(failed ? '\nA score is under its threshold (✗).' : '\nEvery score meets its threshold.');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
