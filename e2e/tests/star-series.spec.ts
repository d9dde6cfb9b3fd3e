import AxeBuilder from '@axe-core/playwright';
import type { StarSeriesPlan } from '@nivedya/domain';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import {
  apiPost,
  chooseStar,
  displayOf,
  saveBookingScreen,
  signUpDevotee,
} from '../support/booking-helpers.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * Sevas that follow the devotee's star (issue #19) on a phone: "every month on Rohini" for six months
 * on a seva's booking form, the six dates listed before the cart (as the temple's plan gives them),
 * one line in the cart with its six dates, paid once at the demo gateway.
 */
/** The demo temple administrator's temple. */
const TEMPLE_1 = 1;
const ROHINI = 4;
const REASON = 'Utsavam: the sanctum is closed';

/** A regular one-day seva of the temple with room for other journeys on the same days. */
async function roomySeva(api: APIRequestContext): Promise<{ id: number; name: string }> {
  const listed = await api.get(`/api/v1/temples/${TEMPLE_1}/sevas?limit=100`);
  const { items } = (await listed.json()) as {
    items: {
      id: number;
      name: string;
      sevaType: number;
      isContinuous: boolean;
      maxLimitPerDay: number | null;
    }[];
  };
  const seva = items
    .filter((each) => each.sevaType === 1 && !each.isContinuous)
    .sort((a, b) => (b.maxLimitPerDay ?? 1_000) - (a.maxLimitPerDay ?? 1_000))[0];
  if (!seva) throw new Error('The demo temple has no regular seva');
  return seva;
}

let api: APIRequestContext;
let admin: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  admin = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => {
  await api.dispose();
  await admin.dispose();
});

test('a devotee books a seva every month on their star for six months, pays once, and moves a date the temple closes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const devotee = await signUpDevotee(api, admin);
  const seva = await roomySeva(api);
  await loginThroughUi(page, devotee.mobile, devotee.password);

  await page.goto(`/seva-devotee-details?sevaId=${seva.id}`);
  await expect(page.getByRole('heading', { name: seva.name, level: 1 })).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Ravi Menon');

  // Before a star is chosen the series says what it needs.
  await page.getByRole('radio', { name: 'Every month on my star' }).check();
  await expect(page.getByRole('alert').filter({ hasText: "Choose the devotee's birth star" })).toBeVisible();
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  await expect(page.getByRole('radio', { name: 'Every month on Rohini' })).toBeChecked();
  await expect(page.getByLabel('How many times')).toHaveValue('6');

  const plan = (await (
    await api.get(`/api/v1/sevas/${seva.id}/star-series`, {
      params: { star: ROHINI, every: 'month', occurrences: 6 },
    })
  ).json()) as StarSeriesPlan;
  expect(plan.dates).toHaveLength(6);
  await expect(page.getByText('6 dates on Rohini:')).toBeVisible();
  await expect(page.getByText(/^The star of each day is the star .* at Sree Venugopala/)).toBeVisible();
  for (const date of plan.dates) await expect(page.getByText(displayOf(date), { exact: true })).toBeVisible();
  // The single date's calendar is not asked for a series.
  await expect(page.getByRole('button', { name: /^Pooja date/ })).toHaveCount(0);
  await saveBookingScreen(page, 'star-series-form');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ravi Menon' })).toBeVisible();
  await page.getByRole('link', { name: /Go to cart/ }).click();

  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Every month on Rohini: 6 dates');
  await expect(line.getByRole('listitem')).toHaveText(plan.dates.map((date) => displayOf(date)));
  await saveBookingScreen(page, 'star-series-cart');

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  await expect(page.getByText('Thank you! Your booking is confirmed.')).toBeVisible();
  await expect(page.getByTestId('paid-line')).toHaveCount(6);

  // Six order lines, one per date, of one series.
  const series = (await (await api.get('/api/v1/me/star-series')).json()) as {
    items: {
      every: string;
      star: number;
      dates: { date: string }[];
      orderStatus: string;
      templeId: number;
    }[];
  };
  expect(series.items).toHaveLength(1);
  expect(series.items[0]).toMatchObject({
    every: 'month',
    star: ROHINI,
    orderStatus: 'paid',
    templeId: TEMPLE_1,
  });
  expect(series.items[0]?.dates.map((each) => each.date)).toEqual(plan.dates);

  // The series in the booking history: its rule, the next date and each date.
  await page.goto('/devotee-booking-history');
  const card = page.getByTestId('star-series-card');
  await expect(page.getByRole('heading', { name: 'Sevas on my star' })).toBeVisible();
  await expect(card.getByTestId('star-series-rule')).toHaveText('Every month on Rohini');
  await expect(card.getByTestId('star-series-date')).toHaveCount(6);
  await expect(card).toContainText(`Next: ${displayOf(plan.dates[0] ?? '')}`);
  // The booking's details mark each of its six dates as the series'.
  await card.getByRole('button', { name: /^BKS\d{8}$/ }).click();
  const details = page.getByRole('dialog', { name: /Booking No BKS\d{8}/ });
  await expect(details.getByTestId('recurring-badge')).toHaveCount(6);
  await expect(details.getByTestId('recurring-badge').first()).toHaveText('↻ Every month');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The temple closes the seva on the series' second date: the devotee is told and offered the star's next day.
  const closed = plan.dates[1] ?? '';
  const templeAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await apiPost(templeAdmin, '/api/v1/auth/login', {
      identifier: demoAccount('temple administrator').email,
      password: DEMO_PASSWORD,
    });
    expect(login.status(), await login.text()).toBe(200);
    const blocked = await apiPost(templeAdmin, `/api/v1/temples/${TEMPLE_1}/seva-blockings`, {
      sevaId: seva.id,
      fromDate: closed,
      toDate: closed,
      reason: REASON,
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
  } finally {
    await templeAdmin.dispose();
  }
  await page.reload();
  const notice = card.getByRole('alert');
  await expect(notice).toContainText(`The temple has closed this seva on ${displayOf(closed)}: ${REASON}`);
  const move = notice.getByRole('button', { name: /^Move to / });
  const alternative = ((await move.textContent()) ?? '').replace('Move to ', '').trim();
  await expect(notice).toContainText(`The next Rohini day open is ${alternative}.`);
  await saveBookingScreen(page, 'star-series-closed');
  await move.click();
  await expect(notice).toHaveCount(0);
  await expect(card.getByTestId('star-series-date').filter({ hasText: alternative })).toContainText('Booked');
  await expect(card.getByTestId('star-series-date').filter({ hasText: displayOf(closed) })).toHaveCount(0);
  // The notification list tells it too.
  const told = (await (await api.get('/api/v1/me/notifications')).json()) as { items: { title: string }[] };
  expect(told.items.some((item) => item.title === `${seva.name} on ${displayOf(closed)} is closed`)).toBe(
    true,
  );
});

test('a devotee pays a series month by month: the first date at checkout, the next from its pay link', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const devotee = await signUpDevotee(api, admin);
  const seva = await roomySeva(api);
  await loginThroughUi(page, devotee.mobile, devotee.password);

  await page.goto(`/seva-devotee-details?sevaId=${seva.id}`);
  await expect(page.getByRole('heading', { name: seva.name, level: 1 })).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Lakshmi Menon');
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  await page.getByRole('radio', { name: 'Every month on Rohini' }).check();
  await page.getByLabel('How many times').selectOption('3');
  await expect(page.getByText('3 dates on Rohini:')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay for all 3 dates now' })).toBeChecked();
  await page
    .getByRole('radio', { name: 'Pay month by month: the first date now, each later one before it comes' })
    .check();
  await expect(page.getByText(/5 days before each later date we send you a link to pay it/)).toBeVisible();
  await saveBookingScreen(page, 'star-series-month-by-month-form');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: /Go to cart/ }).click();

  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('series-due')).toContainText('Each of the 2 later dates');
  await saveBookingScreen(page, 'star-series-month-by-month-cart');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  await expect(page.getByTestId('paid-line')).toHaveCount(1);

  // My bookings: the first date booked, the next two to pay, each with its pay-by day.
  await page.goto('/devotee-booking-history');
  const card = page.getByTestId('star-series-card');
  const dates = card.getByTestId('star-series-date');
  await expect(dates).toHaveCount(3);
  await expect(dates.nth(0)).toContainText('Booked');
  await expect(dates.nth(1)).toContainText('Pay by');
  await saveBookingScreen(page, 'star-series-month-by-month-history');
  await dates
    .nth(1)
    .getByRole('link', { name: /^Pay ₹/ })
    .click();

  // The pay link: the date, for whom, what and by when; one tap opens the payment.
  await page.waitForURL(/\/star-series-due\/[\w-]+$/);
  const due = page.getByTestId('star-series-due');
  await expect(due).toContainText('Lakshmi Menon');
  await expect(due).toContainText('Pay by');
  await saveBookingScreen(page, 'star-series-due');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious'),
  ).toEqual([]);
  await due.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);

  await page.goto('/devotee-booking-history');
  await expect(dates.nth(1)).toContainText('Booked');
  await expect(dates.nth(2).getByRole('link', { name: /^Pay ₹/ })).toBeVisible();
});
