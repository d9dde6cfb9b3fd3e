import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin } from '../support/api.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * axe-core on every screen of the app (apps/web/src/app/routes.tsx), at the phone size the suite runs
 * at (390x844): no critical and no serious violations. Each role reuses one logged-in page; the
 * figures per route are printed.
 */
interface RouteEntry {
  path: string;
  guard: string | null;
}

/** The routes table read as text (importing it would pull the app's screens into the runner). */
function appRoutes(): RouteEntry[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.tsx'), 'utf8');
  const table = source.slice(
    source.indexOf('export const APP_ROUTES'),
    source.indexOf('export function guardLoader'),
  );
  return [...table.matchAll(/\{([^{}]*?path: '([^']+)'[^{}]*?)\}/gs)].map((match) => ({
    path: match[2] as string,
    guard: /guard: '([\w-]+)'/.exec(match[1] as string)?.[1] ?? null,
  }));
}

/** Screens a logged-in person does not stay on: they are checked logged out. */
const LOGGED_OUT = new Set(['splash-screen', 'login', 'otp-login', 'sign-up', 'forgot-password']);
/** The counter staff's own screens (the temple administrator's guard lets staff in too). */
const STAFF = [
  'templeuserdash',
  'counter-billing',
  'billing',
  'bill-list',
  'transaction',
  'devotee-visit-in',
];

type Role = 'guest' | 'devotee' | 'temple administrator' | 'temple staff' | 'administrator';

function routesOf(role: Role): string[] {
  const routes = appRoutes();
  switch (role) {
    case 'guest':
      return routes.filter((route) => LOGGED_OUT.has(route.path)).map((route) => route.path);
    case 'devotee':
      return routes.filter((route) => !route.guard && !LOGGED_OUT.has(route.path)).map((route) => route.path);
    case 'administrator':
      return routes.filter((route) => route.guard === 'admin').map((route) => route.path);
    case 'temple administrator':
      return routes
        .filter((route) => route.guard === 'templeAdmin' || route.guard === 'templeOrAdmin')
        .map((route) => route.path);
    case 'temple staff':
      return STAFF;
  }
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

function firstItem(body: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(body)) return body[0] as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    for (const key of ['items', 'data', 'temples', 'events', 'locations']) {
      const list = (body as Record<string, unknown>)[key];
      if (Array.isArray(list)) return list[0] as Record<string, unknown> | undefined;
    }
  }
  return undefined;
}

async function getJson(api: APIRequestContext, url: string): Promise<unknown> {
  const response = await api.get(url);
  return response.ok() ? response.json() : undefined;
}

/** Real ids from the demo data, for the routes with a parameter and the ?templeId= pages. */
async function demoIds() {
  const api = await request.newContext({ baseURL });
  await apiLogin(api, demoAccount('devotee').email, DEMO_PASSWORD);
  const temple = firstItem(await getJson(api, '/api/v1/temples'));
  const templeId = Number(temple?.id ?? 1);
  const location = firstItem(await getJson(api, '/api/v1/locations'));
  const event = firstItem(await getJson(api, `/api/v1/temples/${templeId}/events`));
  const order = firstItem(await getJson(api, '/api/v1/me/orders'));
  const detail = order
    ? ((await getJson(api, `/api/v1/me/orders/${order.id}`)) as Record<string, unknown>)
    : undefined;
  await api.dispose();
  return {
    templeId,
    locationId: Number(location?.id ?? 1),
    eventId: Number(event?.id ?? 1),
    eventName: String(event?.title ?? event?.name ?? 'event'),
    paymentId: Number(order?.paymentId ?? 1),
    receiptToken: String(detail?.receiptToken ?? 'unknown'),
  };
}

type Ids = Awaited<ReturnType<typeof demoIds>>;

function addressOf(route: string, ids: Ids): string {
  const filled = route
    .replace('devotee-temple-list/:id', `devotee-temple-list/${ids.locationId}`)
    .replace('guest-user-home/:id', `guest-user-home/${ids.templeId}`)
    .replace('event-details/:id/:name', `event-details/${ids.eventId}/${encodeURIComponent(ids.eventName)}`)
    .replace(/payment-(success|failed)\/:id/, `payment-$1/${ids.paymentId}`)
    .replace('seva-receipt/:id', `seva-receipt/${ids.receiptToken}`)
    .replace('walk-in-pass/:token', 'walk-in-pass/unknown-pass')
    // A pay link's page with data is checked in star-series.spec.ts; here, its "not ours" answer.
    .replace('star-series-due/:token', `star-series-due/${'x'.repeat(43)}`);
  // The temple's information pages take the temple from the address.
  return filled.includes('/') ? `/${filled}` : `/${filled}?templeId=${ids.templeId}`;
}

interface Figures {
  route: string;
  critical: number;
  serious: number;
  rules: string[];
}

async function check(page: Page, address: string): Promise<Figures> {
  await page.goto(address);
  // Screens that poll never go quiet; a few seconds is enough for the rest.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .getByRole('status', { name: /loading/i })
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
  return {
    route: address,
    critical: bad.filter((violation) => violation.impact === 'critical').length,
    serious: bad.filter((violation) => violation.impact === 'serious').length,
    rules: bad.map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}: ${violation.nodes
          .slice(0, 2)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    ),
  };
}

const ROLES: Role[] = ['guest', 'devotee', 'temple administrator', 'temple staff', 'administrator'];

for (const role of ROLES) {
  test(`no critical or serious axe violations on the ${role}'s screens`, async ({ page }) => {
    const routes = routesOf(role);
    test.setTimeout(30_000 + routes.length * 20_000);
    const ids = await demoIds();
    if (role !== 'guest') await loginThroughUi(page, demoAccount(role).email, DEMO_PASSWORD);
    const figures: Figures[] = [];
    for (const route of routes) figures.push(await check(page, addressOf(route, ids)));
    const critical = figures.reduce((sum, figure) => sum + figure.critical, 0);
    const serious = figures.reduce((sum, figure) => sum + figure.serious, 0);
    console.log(
      [
        `axe, ${role}: ${routes.length} routes, ${critical} critical, ${serious} serious`,
        ...figures
          .filter((figure) => figure.rules.length > 0)
          .map(
            (figure) =>
              `  ${figure.route}: ${figure.critical} critical, ${figure.serious} serious; ${figure.rules.join('; ')}`,
          ),
      ].join('\n'),
    );
    expect(figures.filter((figure) => figure.rules.length > 0)).toEqual([]);
  });
}
