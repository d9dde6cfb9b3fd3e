import { randomInt } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers of the booking journeys (tests/booking.spec.ts, and the temple journeys that need a paid
 * booking): a fresh devotee made through the API, the public catalogue read as the app reads it, and
 * the screens' own controls.
 */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const ADMIN = { identifier: 'admin@nivedya.demo', password: 'Nivedya@2026' };

async function xsrf(api: APIRequestContext): Promise<string> {
  const find = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!(await find())) expect((await api.get('/api/health')).ok()).toBe(true);
  const token = await find();
  if (!token) throw new Error('The server set no XSRF-TOKEN cookie');
  return token;
}

export async function apiPost(api: APIRequestContext, url: string, data: unknown) {
  return api.post(url, { headers: { [XSRF_HEADER]: await xsrf(api) }, data });
}

export interface Devotee {
  mobile: string;
  userName: string;
  password: string;
}

/**
 * A new devotee account: sign-up OTP requested by `api`, read from the SMS outbox by `admin` (an
 * administrator's context), verified with a name and password. `api` ends signed in as the devotee.
 */
export async function signUpDevotee(api: APIRequestContext, admin: APIRequestContext): Promise<Devotee> {
  const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const devotee = {
    mobile,
    userName: `Booking Devotee ${mobile.slice(-4)}`,
    password: `Seva-${mobile.slice(-6)}!`,
  };
  const requested = await apiPost(api, '/api/v1/auth/otp/request', { mobile, purpose: 'signup' });
  expect(requested.status(), await requested.text()).toBe(202);

  const login = await apiPost(admin, '/api/v1/auth/login', ADMIN);
  expect(login.status(), await login.text()).toBe(200);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get('/api/v1/admin/sms-outbox', { params: { mobile, limit: 10 } });
      const page = (await response.json()) as {
        items: { toMobile: string; body: string; purpose: string }[];
      };
      otp = page.items
        .find((item) => item.toMobile.endsWith(mobile) && item.purpose === 'otp:signup')
        ?.body.match(/\b\d{6}\b/)?.[0];
      return otp;
    })
    .toBeTruthy();

  const verified = await apiPost(api, '/api/v1/auth/otp/verify', {
    mobile,
    otp,
    userName: devotee.userName,
    password: devotee.password,
  });
  expect(verified.status(), await verified.text()).toBe(201);
  return devotee;
}

export interface SevaFacts {
  id: number;
  templeId: number;
  name: string;
  rate: number;
  postageCharge: number;
  delivery: { isAvailable: boolean; charge: number };
  minPerformDate: string | null;
}

export async function getSeva(api: APIRequestContext, sevaId: number): Promise<SevaFacts> {
  const response = await api.get(`/api/v1/sevas/${sevaId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SevaFacts;
}

/** Places left on one day of a seva (GET /api/v1/sevas/:id/availability). */
export async function remainingOn(
  api: APIRequestContext,
  sevaId: number,
  date: string,
): Promise<number | null> {
  const response = await api.get(`/api/v1/sevas/${sevaId}/availability`, {
    params: { from: date, to: date },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { days: { date: string; remaining: number | null }[] };
  return body.days.find((day) => day.date === date)?.remaining ?? null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '25-Nov-2026' → '2026-11-25'. */
export function isoOf(displayed: string): string {
  const match = /(\d{2})-([A-Z][a-z]{2})-(\d{4})/.exec(displayed);
  if (!match) throw new Error(`'${displayed}' holds no dd-MMM-yyyy date`);
  const [, day, month, year] = match;
  return `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`;
}

/** '2026-11-25' → '25-Nov-2026' (spec §9 display dates). */
export function displayOf(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Chooses a birth star in the searchable star select by typing part of its name. */
export async function chooseStar(page: Page, label: string, star: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  // Typed key by key, as a person does (the combo box filters on each keystroke).
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(star.slice(0, 4));
  // The filtered list offers the star first; the keyboard picks it (a click would scroll the page,
  // and a combo box's list closes when the page under it scrolls).
  await expect(page.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${star}`));
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(star);
}

/** Opens the calendar of a date field and taps its first day that can be chosen; answers the date shown. */
export async function chooseFirstOpenDate(page: Page, label: string): Promise<string> {
  const field = page.getByRole('button', { name: new RegExp(`^${label}`) });
  await field.click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
  await expect(calendar).toBeHidden();
  return isoOf((await field.textContent()) ?? '');
}

/** Opens the calendar of a date field, turns to the month of `date` (yyyy-MM-dd) and taps that day. */
export async function chooseDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByRole('button', { name: new RegExp(`^${label}`) });
  await field.click();
  const calendar = page.getByRole('dialog', { name: label });
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = year * 12 + month - 1;
  for (let turns = 0; turns < 60; turns += 1) {
    // The heading reads "<label>, November 2026".
    const heading = (await calendar.getByRole('heading').textContent()) ?? '';
    const shown = new Date(`1 ${heading.split(', ').at(-1)}`);
    const at = shown.getFullYear() * 12 + shown.getMonth();
    if (at === wanted) break;
    await calendar
      .getByRole('button', { name: at < wanted ? 'Next month' : 'Previous month' })
      .first()
      .click();
  }
  await calendar
    .locator('[role="gridcell"] [role="button"]:not([data-outside-month])', {
      hasText: new RegExp(`^${day}$`),
    })
    .click();
  await expect(calendar).toBeHidden();
  await expect(field).toContainText(`${String(day).padStart(2, '0')}-`);
}

/** The dd-MMM-yyyy date a date field shows, as yyyy-MM-dd. */
export async function dateIn(field: Locator): Promise<string> {
  return isoOf((await field.textContent()) ?? '');
}

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

export async function saveBookingScreen(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `booking-${step}.png`), fullPage: true });
}

function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** What a checkout answers that the journeys use. */
export interface CheckedOut {
  paymentId: number;
  checkoutUrl: string;
  orders: { id: number; orderNumber: string; receiptToken: string }[];
  message: string;
}

/**
 * The devotee checks out one regular seva of the temple for `devoteeName`, to pay at the demo gateway.
 * The day is picked far ahead (other journeys take the first open days) and tried until the cart
 * accepts it.
 */
export async function checkOutAtTemple(
  devotee: APIRequestContext,
  templeId: number,
  devoteeName: string,
): Promise<CheckedOut> {
  const listed = await devotee.get(`/api/v1/temples/${templeId}/sevas?limit=100`);
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as {
    items: { id: number; sevaType: number; isContinuous: boolean }[];
  };
  const sevas = items.filter((seva) => seva.sevaType === 1 && !seva.isContinuous);
  expect(sevas.length).toBeGreaterThan(0);
  const start = addDays(new Date().toISOString().slice(0, 10), 30 + randomInt(0, 60));
  for (const seva of sevas) {
    for (let offset = 0; offset < 14; offset += 1) {
      const line = {
        sevaId: seva.id,
        performDate: addDays(start, offset),
        quantity: 1,
        devoteeName,
        prasadamDelivery: 1,
      };
      const evaluated = await apiPost(devotee, '/api/v1/cart/evaluate', { lines: [line] });
      expect(evaluated.status(), await evaluated.text()).toBe(200);
      const evaluation = (await evaluated.json()) as {
        orders: { lines: { problems: unknown[] }[] }[];
        unknownLines: unknown[];
      };
      const isOpen =
        evaluation.unknownLines.length === 0 &&
        evaluation.orders.every((order) => order.lines.every((each) => each.problems.length === 0));
      if (!isOpen) continue;
      const checkout = await apiPost(devotee, '/api/v1/checkout', { lines: [line], paymentMode: 1 });
      expect(checkout.status(), await checkout.text()).toBe(201);
      const checkedOut = (await checkout.json()) as CheckedOut;
      expect(checkedOut.checkoutUrl).toBeTruthy();
      return checkedOut;
    }
  }
  throw new Error('No open day to book at the temple');
}

/** The devotee books one regular seva of the temple and pays at the demo gateway (checkOutAtTemple). */
export async function bookAndPayAtTemple(
  devotee: APIRequestContext,
  templeId: number,
  devoteeName: string,
): Promise<void> {
  const { checkoutUrl } = await checkOutAtTemple(devotee, templeId, devoteeName);
  const approved = await devotee.post(checkoutUrl, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(approved.status(), await approved.text()).toBe(303);
  // The callback settles the payment.
  const location = approved.headers().location ?? '';
  expect(location).toContain('status=captured');
  await devotee.get(location, { maxRedirects: 0 });
}
