import type { StarSeriesPlan } from '@nivedya/domain';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { chooseStar, displayOf, saveBookingScreen, signUpDevotee } from '../support/booking-helpers.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * Sevas that follow the devotee's star (issue #19) on a phone: "every month on Rohini" for six months
 * on a seva's booking form, the six dates listed before the cart (as the temple's plan gives them),
 * one line in the cart with its six dates, paid once at the demo gateway.
 */
const TEMPLE_2 = 2;
/** Pushpanjali at temple 2: a regular seva, one day at a time. */
const PUSHPANJALI = 15;
const ROHINI = 4;

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

test('a devotee books a seva every month on their star for six months, sees the six dates and pays once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const devotee = await signUpDevotee(api, admin);
  await loginThroughUi(page, devotee.mobile, devotee.password);

  await page.goto(`/seva-devotee-details?sevaId=${PUSHPANJALI}`);
  await expect(page.getByRole('heading', { name: 'Pushpanjali', level: 1 })).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Ravi Menon');

  // Before a star is chosen the series says what it needs.
  await page.getByRole('radio', { name: 'Every month on my star' }).check();
  await expect(page.getByRole('alert').filter({ hasText: "Choose the devotee's birth star" })).toBeVisible();
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  await expect(page.getByRole('radio', { name: 'Every month on Rohini' })).toBeChecked();
  await expect(page.getByLabel('How many times')).toHaveValue('6');

  const plan = (await (
    await api.get(`/api/v1/sevas/${PUSHPANJALI}/star-series`, {
      params: { star: ROHINI, every: 'month', occurrences: 6 },
    })
  ).json()) as StarSeriesPlan;
  expect(plan.dates).toHaveLength(6);
  await expect(page.getByText('6 dates on Rohini:')).toBeVisible();
  await expect(page.getByText(/^The star of each day is the star .* at Sree Rajarajeswari/)).toBeVisible();
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
    templeId: TEMPLE_2,
  });
  expect(series.items[0]?.dates.map((each) => each.date)).toEqual(plan.dates);
});
