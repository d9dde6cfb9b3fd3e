import path from 'node:path';
import type { CartEvaluation, CheckoutResult, Refund } from '@nivedya/domain';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin } from '../support/api.ts';
import { apiPost, getSeva, remainingOn } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi, openMenu } from '../support/ui.ts';

/**
 * Refunds (issue #4 §4), on a phone: a devotee books and pays the last place of a seva day on the demo
 * gateway; the temple administrator finds the booking, requests and approves its refund in the app; the
 * demo gateway returns the money, the devotee sees the seva refunded, and the day can be booked again.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (page: Page, step: string) =>
  page.screenshot({ path: path.join(SCREENS, `refunds-${step}.png`), fullPage: true });

let templeAdmin: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  templeAdmin = await playwrightRequest.newContext({ baseURL });
  await apiLogin(templeAdmin, demoAccount('temple administrator').email, DEMO_PASSWORD);
});
test.afterEach(async () => {
  await templeAdmin.dispose();
});

/** A seva of the administrator's temple with one place a day, made for this run. */
async function aOnePlaceSeva(): Promise<{ sevaId: number; name: string; date: string }> {
  const me = (await (await templeAdmin.get('/api/v1/me')).json()) as { templeId: number };
  const name = `Refund Archana ${Date.now().toString(36)}`;
  const created = await apiPost(templeAdmin, `/api/v1/temples/${me.templeId}/sevas`, {
    name,
    rate: 15_000,
    maxLimitPerDay: 1,
  });
  expect(created.status(), await created.text()).toBe(201);
  const sevaId = ((await created.json()) as { id: number }).id;
  const facts = await getSeva(templeAdmin, sevaId);
  expect(facts.minPerformDate).toBeTruthy();
  return { sevaId, name, date: facts.minPerformDate ?? '' };
}

async function problemsOn(api: APIRequestContext, sevaId: number, performDate: string): Promise<string[]> {
  const response = await apiPost(api, '/api/v1/cart/evaluate', {
    lines: [{ sevaId, performDate, quantity: 1, devoteeName: 'Check', prasadamDelivery: 1 }],
  });
  expect(response.status(), await response.text()).toBe(200);
  const evaluation = (await response.json()) as CartEvaluation;
  return evaluation.orders.flatMap((order) =>
    order.lines.flatMap((line) => line.problems.map((p) => p.code)),
  );
}

test('the temple administrator refunds a paid booking; the demo gateway pays it back and the day opens again', async ({
  browser,
  page,
}) => {
  const seva = await aOnePlaceSeva();

  // The devotee books the day's one place and approves the payment on the demo gateway's page.
  const devoteeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const devoteePage = await devoteeContext.newPage();
  await loginThroughUi(devoteePage, demoAccount('devotee').email, DEMO_PASSWORD);
  const checkout = await apiPost(devoteePage.request, '/api/v1/checkout', {
    lines: [
      {
        sevaId: seva.sevaId,
        performDate: seva.date,
        quantity: 1,
        devoteeName: 'Parvathy',
        starId: 4,
        prasadamDelivery: 1,
      },
    ],
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const booked = (await checkout.json()) as CheckoutResult;
  const orderNumber = booked.orders[0]?.orderNumber ?? '';
  await devoteePage.goto(booked.checkoutUrl ?? '');
  await devoteePage.getByRole('button', { name: 'Approve payment' }).click();
  await devoteePage.waitForURL(/\/payment-success\/\d+$/);
  await expect(devoteePage.getByText('Thank you! Your booking is confirmed.')).toBeVisible();
  expect(await remainingOn(templeAdmin, seva.sevaId, seva.date)).toBe(0);
  expect(await problemsOn(devoteePage.request, seva.sevaId, seva.date)).toContain('SEVA_FULL');

  // The temple administrator opens Refunds from the menu and starts a new refund.
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Refunds' }).click();
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'list');
  await page.getByTestId('new-refund').click();

  // The form checks itself: a booking number is needed.
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText('Enter the booking number')).toBeVisible();
  await page.getByLabel('Booking number').fill(orderNumber.toLowerCase());
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByTestId('refund-order')).toContainText(orderNumber);
  await expect(page.getByTestId('refund-method')).toContainText('demo payment gateway');
  const line = page.getByTestId('refund-line');
  await expect(line).toHaveCount(1);
  await expect(line).toBeChecked();
  const amount = page.getByTestId('refund-amount');
  // The whole order's total (its charges included), in rupees as the field shows them.
  const total = booked.orders[0]?.totals.totalAmount ?? 0;
  await expect(amount).toHaveValue((total / 100).toFixed(2));

  // More than the seva's share is refused on the screen; so is a missing reason.
  await amount.fill('999999');
  await page.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByText(/At most ₹[\d,]+\.\d{2} can be refunded for these sevas/)).toBeVisible();
  await expect(page.getByText('Give a reason')).toBeVisible();
  await line.uncheck();
  await line.check();
  await page.getByLabel('Reason').fill('The family cannot travel on that day');
  await shot(page, 'new');
  await page.getByRole('button', { name: 'Request refund' }).click();
  const confirmRequest = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirmRequest).toContainText(orderNumber);
  await confirmRequest.getByRole('button', { name: 'Request refund' }).click();
  await dismissSuccess(page, 'Refund requested');

  // The details: approve (confirm label "Approve"); the demo gateway refunds for real.
  await page.waitForURL(/\/refund-details\?id=\d+$/);
  const refundId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('refund-status')).toHaveText('Requested');
  await shot(page, 'details-requested');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirmApprove = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirmApprove).toContainText(`for booking ${orderNumber}`);
  await confirmApprove.getByRole('button', { name: 'Approve' }).click();
  await dismissSuccess(page, /Refund processed: ₹[\d,]+\.\d{2} returned\./);
  await expect(page.getByTestId('refund-status')).toHaveText('Processed');
  await expect(page.getByTestId('gateway-refund-id')).toContainText(/rfnd_demo_/);
  await expect(page.getByTestId('approved-by')).toHaveText(demoAccount('temple administrator').userName);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await shot(page, 'details-processed');

  const stored = (await (
    await templeAdmin.get(`/api/v1/temples/${booked.orders[0]?.templeId}/refunds/${refundId}`)
  ).json()) as Refund;
  expect(stored).toMatchObject({ status: 'processed', orderStatus: 'refunded', method: 'gateway' });

  // The day has its place back: the cart no longer says the seva is full, and it can be booked.
  expect(await remainingOn(templeAdmin, seva.sevaId, seva.date)).toBe(1);
  expect(await problemsOn(devoteePage.request, seva.sevaId, seva.date)).not.toContain('SEVA_FULL');

  // The processed tab lists it.
  await page.goto('/refund-list');
  await page.getByRole('tab', { name: 'Processed' }).click();
  await expect(page.getByTestId('refund-row').filter({ hasText: orderNumber })).toBeVisible();
  await shot(page, 'list-processed');

  // At a desktop counter: the details, and the booking opened from its id (as the transaction screen
  // links to refund-list?orderId=…), now refunded and so not refundable again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/refund-details?id=${refundId}`);
  await expect(page.getByTestId('refund-status')).toHaveText('Processed');
  await shot(page, 'desktop-details');
  await page.goto(`/refund-list?orderId=${booked.orders[0]?.id}`);
  await expect(page.getByTestId('refund-order')).toContainText(orderNumber);
  await expect(
    page.getByText('This booking is refunded: only a paid booking can be refunded.'),
  ).toBeVisible();
  await shot(page, 'desktop-not-refundable');

  // The devotee's order details show the seva refunded and the amount returned.
  await devoteePage.goto(`/devotee-transaction-details?orderId=${booked.orders[0]?.id}`);
  const details = devoteePage.getByRole('dialog', { name: new RegExp(`Booking No ${orderNumber}`) });
  await expect(details.getByTestId('refunded-banner')).toHaveText('Refunded');
  await expect(details.getByTestId('refunded-total')).toContainText('has been refunded to you');
  await expect(details.getByText('The temple has refunded this booking.')).toBeVisible();
  await shot(devoteePage, 'devotee-details');

  const rebooked = await apiPost(devoteePage.request, '/api/v1/checkout', {
    lines: [
      {
        sevaId: seva.sevaId,
        performDate: seva.date,
        quantity: 1,
        devoteeName: 'Parvathy',
        prasadamDelivery: 1,
      },
    ],
  });
  expect(rebooked.status(), await rebooked.text()).toBe(201);
  await devoteeContext.close();
});
