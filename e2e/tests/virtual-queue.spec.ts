import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { templeClock } from '../support/temple-clock.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * The virtual queue end to end (spec virtual-queue-calendar-details-page, devotee-virtual-qdetails,
 * virtual-queue-slot-checking, virtual-queue-dashboard, virtual-queue-slot-display-page): a devotee
 * books a slot and sees the QR; at the gate staff check it by the scanned QR and by the typed number,
 * admit it once, and the dashboard and the gate display count it.
 */

// jsqr is CommonJS: its function is the module itself or its default, depending on the loader.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQRLoaded = jsQRModule as unknown as Decode | { default: Decode };
const jsQR: Decode = typeof jsQRLoaded === 'function' ? jsQRLoaded : jsQRLoaded.default;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Decodes the QR the screen shows, as a gate camera would read it: from a picture of it. */
async function readQr(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: /QR code of queue number/ });
  // Drawn as SVG, so it is sharp at any density: at least 200 px across on a phone.
  expect((await image.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('The QR on the screen could not be decoded');
  return code.data;
}

let admin: APIRequestContext;
let templeId: number;
let slot: { startTime: string; endTime: string };
let today: string;

test.beforeAll(async ({ baseURL }) => {
  let now = templeClock();
  // The gate admits from 15 minutes before a slot; the test makes a slot of today starting a few
  // minutes on. A slot cannot run past midnight, so in the day's last minutes the journey waits for
  // the next day (at most four minutes) rather than testing nothing.
  const last = 23 * 60 + 59;
  if (now.minutes > last - 3) {
    const untilMidnightMs = (24 * 60 - now.minutes) * 60_000 + 5_000;
    test.setTimeout(untilMidnightMs + 120_000);
    await new Promise((resolve) => setTimeout(resolve, untilMidnightMs));
    now = templeClock();
  }
  today = now.date;
  const start = Math.min(now.minutes + 10, last - 1);
  slot = { startTime: clock(start), endTime: clock(Math.min(start + 60, last)) };
  admin = await request.newContext({ baseURL });
  await apiLogin(admin, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  const me = (await (await admin.get('/api/v1/me')).json()) as { templeId: number };
  templeId = me.templeId;
  const created = await admin.post(`/api/v1/temples/${templeId}/virtual-queue/slot-templates`, {
    headers: { [XSRF_HEADER]: await xsrfToken(admin) },
    data: { date: today, ...slot, capacity: 40, maxPartySize: 5, label: 'E2E darshan' },
  });
  expect(created.status(), await created.text()).toBe(201);
});

test.afterAll(async () => {
  await admin?.dispose();
});

test('a devotee books a slot, staff admit the QR once at the gate, and the counts move', async ({
  page,
  browser,
}) => {
  // The devotee books two places in the new slot.
  await loginThroughUi(page, 'devotee@nivedya.demo', DEMO_PASSWORD);
  await page.goto(`/virtual-queue-details-and-calendar?templeId=${templeId}`);
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
  await page.goto(`/virtual-queue-calendar-details-page?templeId=${templeId}&date=${today}`);
  await page.getByRole('radio', { name: new RegExp(`${slot.startTime} – ${slot.endTime}`) }).check();
  await page.getByLabel('Number of devotees').selectOption('2');
  // Nothing filled: the form names what is missing and sends nothing.
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByText("Enter the devotee's name").first()).toBeVisible();
  for (const [index, name] of ['Lakshmi Menon', 'Hari Menon'].entries()) {
    const devotee = page.getByRole('group', { name: `Devotee ${index + 1}` });
    await devotee.getByLabel('Name').fill(name);
    await devotee.getByLabel('Age').fill(String(40 + index));
    await devotee.getByLabel('ID proof', { exact: true }).selectOption('Aadhaar');
    await devotee.getByLabel('ID proof number').fill(String(randomInt(100_000_000, 999_999_999)) + index);
  }
  await page.getByLabel('Coming from *').selectOption('Kerala');
  // At a season's opening the server may turn a booking away for a moment (503 BOOKING_BUSY, its
  // booking gate): the app says so and sends the booking again by itself after the wait it was given.
  let turnedAway = false;
  await page.route('**/api/v1/virtual-queue/bookings', async (route) => {
    if (turnedAway || route.request().method() !== 'POST') return route.continue();
    turnedAway = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      headers: { 'retry-after': '1' },
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        code: 'BOOKING_BUSY',
        detail: 'Many devotees are booking at this moment; please try again in a few seconds',
        retryAfterSeconds: 1.5,
      }),
    });
  });
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Many devotees are booking at this moment/ }),
  ).toBeVisible();

  // spec devotee-virtual-qdetails: the modal with the QR and the queue number below it.
  await page.waitForURL(/\/devotee-virtual-qdetails\?bookingId=\d+/);
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Number of devotees');
  await expect(modal).toContainText(`${slot.startTime} – ${slot.endTime}`);
  await expect(modal).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4}/);
  const queueNumber = (await modal.getByTestId('vq-number').textContent())?.trim() ?? '';
  expect(queueNumber).not.toBe('');
  const token = await readQr(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{18}\.[A-Za-z0-9_-]{22}$/);

  // Staff at the gate, with the dashboard and the gate display open.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await loginThroughUi(staff, 'staff@nivedya.demo', DEMO_PASSWORD);
  const display = await staffContext.newPage();
  await display.goto(`/virtual-queue-slot-display-page?templeId=${templeId}`);
  await expect(display.getByTestId('display-live')).toHaveText('Live');
  await expect(display.getByTestId('display-current')).toContainText(slot.startTime);
  await expect(display.getByTestId('display-booked')).toHaveText('2');
  await expect(display.getByTestId('display-admitted')).toHaveText('0');

  await staff.goto('/virtual-queue-dashboard');
  const admittedBefore = Number(await staff.getByTestId('total-admitted').textContent());

  // The scanned QR: the gate sends the token it read, as the camera (or a handheld scanner) does.
  await staff.goto('/virtual-queue-slot-checking');
  await staff.getByLabel('QR code or queue number').fill(token);
  await staff.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = staff.getByTestId('gate-verdict');
  await expect(verdict).toHaveText('May enter now: 2 devotees');
  await expect(staff.getByText('Lakshmi Menon (age 40)')).toBeVisible();
  await staff.getByRole('button', { name: 'Admit 2 devotees' }).click();
  await expect(staff.getByRole('button', { name: 'Admit 2 devotees' })).toBeHidden();
  await expect(verdict).not.toHaveText(/May enter now/);

  // The display counts the admission without a reload.
  await expect(display.getByTestId('display-admitted')).toHaveText('2');

  // A second look, by the typed queue number: already admitted, saying when and where.
  await staff.getByLabel('QR code or queue number').fill(queueNumber.toLowerCase());
  await staff.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verdict).toContainText(/already/i);
  await expect(verdict).toContainText(/ at .+ by /);
  await expect(staff.locator('dd', { hasText: / at .+ by / })).toBeVisible();
  await expect(staff.getByRole('button', { name: /^Admit/ })).toBeHidden();

  // The dashboard counts it after a refresh.
  await staff.goto('/virtual-queue-dashboard');
  await expect(staff.getByTestId('total-admitted')).toHaveText(String(admittedBefore + 2));
  await staffContext.close();
});
