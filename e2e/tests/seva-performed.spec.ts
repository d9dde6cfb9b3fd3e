import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { CheckoutResult, OrderDetail } from '@nivedya/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { apiPost } from '../support/booking-helpers.ts';
import { canvasPng, dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Proof of performance (issue #17 §4) on a phone: a seva billed at the counter for today is marked
 * performed from the priest's worksheet with a note; the row then shows when, and the bill's online
 * receipt says it was performed. A devotee's own booking is marked with a photo, which the devotee
 * then sees in the booking details and on the receipt.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Desk {
  temple: { id: number; today: string };
  sevas: { id: number; name: string; minPerformDate: string }[];
}

test("the temple marks today's seva performed from the priest's worksheet, and its receipt shows it", async ({
  page,
}) => {
  const devoteeName = `Ravi Menon ${randomInt(10_000, 99_999)}`;
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { templeId: number };
  const base = `/api/v1/temples/${me.templeId}/counter-bills`;
  const desk = (await (await page.request.get(`${base}/desk`)).json()) as Desk;
  const seva = desk.sevas.find((candidate) => candidate.minPerformDate <= desk.temple.today);
  if (!seva) throw new Error('the demo temple sells no seva at the counter for today');
  const billed = await page.request.post(base, {
    headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
    data: {
      lines: [{ sevaId: seva.id, performDate: desk.temple.today, devoteeName, starId: 4, quantity: 1 }],
      paymentMode: 'cash',
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const { receiptToken } = (await billed.json()) as { receiptToken: string };

  await page.goto('/performance-priest-report');
  await page.getByRole('button', { name: 'Today' }).click();
  const row = page.getByTestId('report-row').filter({ hasText: devoteeName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Mark performed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark performed' });
  await expect(
    dialog.getByRole('radio', { name: new RegExp(`^This one: ${seva.name} for ${devoteeName}`) }),
  ).toBeChecked();
  await dialog.getByLabel('Note for the devotees (optional)').fill('Performed by the Melsanthi');
  await dialog.getByRole('button', { name: 'Mark performed' }).click();
  await dismissSuccess(page, '1 seva marked performed. The devotee is told.');
  await expect(row.getByTestId('performed-at')).toHaveText(/^✓ Performed \d{2}:\d{2}$/);

  await page.goto(`/seva-receipt/${receiptToken}`);
  await expect(page.getByTestId('receipt-performed')).toHaveText(
    /^✓ Performed \d{2}-\w{3}-\d{4} \d{2}:\d{2}$/,
  );
});

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (page: Page, step: string) =>
  page.screenshot({ path: path.join(SCREENS, `seva-performed-${step}.png`), fullPage: true });

/** The image has loaded for real: the browser decoded pixels from what the server sent. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test("the temple marks a devotee's seva performed with a photo, and the devotee sees the photo in the booking and on the receipt", async ({
  page,
  browser,
}) => {
  const devoteeName = `Sita Nair ${randomInt(10_000, 99_999)}`;
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const templeId = ((await (await page.request.get('/api/v1/me')).json()) as { templeId: number }).templeId;
  const profileUrl = `/api/v1/temples/${templeId}/profile`;
  const patchProfile = async (data: Record<string, unknown>) => {
    const response = await page.request.patch(profileUrl, {
      headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  // Devotees book the demo temple from tomorrow; a seva is marked performed on its day or after. For this
  // journey the temple takes online bookings for today, and a seva of its own has no closing time.
  const { sevaBlockPeriodDays } = (await (await page.request.get(profileUrl)).json()) as {
    sevaBlockPeriodDays: number;
  };
  const sevaName = `Photo Archana ${Date.now().toString(36)}`;
  const created = await apiPost(page.request, `/api/v1/temples/${templeId}/sevas`, {
    name: sevaName,
    rate: 5_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const sevaId = ((await created.json()) as { id: number }).id;
  await patchProfile({ sevaBlockPeriodDays: 0 });
  const devoteeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // The devotee books the seva for today and pays at the demo gateway.
    const devoteePage = await devoteeContext.newPage();
    await loginThroughUi(devoteePage, demoAccount('devotee').email, DEMO_PASSWORD);
    const today = (
      (await (await page.request.get(`/api/v1/sevas/${sevaId}`)).json()) as { minPerformDate: string }
    ).minPerformDate;
    const checkout = await apiPost(devoteePage.request, '/api/v1/checkout', {
      lines: [{ sevaId, performDate: today, quantity: 1, devoteeName, starId: 4, prasadamDelivery: 1 }],
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    const booked = (await checkout.json()) as CheckoutResult;
    const orderId = booked.orders[0]?.id ?? 0;
    await devoteePage.goto(booked.checkoutUrl ?? '');
    await devoteePage.getByRole('button', { name: 'Approve payment' }).click();
    await devoteePage.waitForURL(/\/payment-success\/\d+$/);

    // The temple marks it performed from the priest's worksheet, with a note and a photo.
    await page.goto('/performance-priest-report');
    await page.getByRole('button', { name: 'Today' }).click();
    const row = page.getByTestId('report-row').filter({ hasText: devoteeName });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Mark performed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark performed' });
    await dialog.getByLabel('Note for the devotees (optional)').fill('Performed by the Melsanthi');
    await expect(dialog.getByTestId('image-picker-empty')).toHaveText('None chosen');
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    const cropper = page.getByRole('dialog').filter({ hasText: 'Crop image' });
    await cropper.getByLabel('Choose a file').setInputFiles(await canvasPng(page));
    await expect(cropper.getByTestId('cropper-preview')).toBeVisible();
    await cropper.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(cropper).toBeHidden();
    await expectLoaded(dialog.getByTestId('image-picker-image'));
    await expect(dialog.getByText('The devotees see it in their booking and on the receipt.')).toBeVisible();
    await shot(page, 'dialog-with-photo');
    await dialog.getByRole('button', { name: 'Mark performed' }).click();
    await dismissSuccess(page, '1 seva marked performed. The devotee is told.');
    await expect(row.getByTestId('performed-at')).toHaveText(/^✓ Performed \d{2}:\d{2}$/);

    // The devotee's booking details show it performed, with the note and the photo, which opens larger.
    await devoteePage.goto(`/devotee-transaction-details?orderId=${orderId}`);
    const details = devoteePage.getByRole('dialog', { name: /Booking No/ });
    const performed = details.getByTestId('seva-performed');
    await expect(performed).toContainText(/✓ Performed \d{2}-\w{3}-\d{4} \d{2}:\d{2}/);
    await expect(performed).toContainText('Performed by the Melsanthi');
    const thumbnail = performed.getByRole('img', { name: 'Photo of the seva performed' });
    await expectLoaded(thumbnail);
    await shot(devoteePage, 'devotee-details');
    await performed.getByRole('button', { name: 'Photo of the seva performed' }).click();
    const viewer = devoteePage.getByRole('dialog', { name: 'Photo of the seva performed' });
    await expectLoaded(viewer.getByTestId('performed-photo-large'));
    await shot(devoteePage, 'devotee-photo');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(details).toBeVisible();

    // The receipt, open to whoever holds its link, shows the same photo.
    const order = (await (
      await devoteePage.request.get(`/api/v1/me/orders/${orderId}`)
    ).json()) as OrderDetail;
    await devoteePage.goto(`/seva-receipt/${order.receiptToken}`);
    await expect(devoteePage.getByTestId('receipt-performed')).toBeVisible();
    await expectLoaded(devoteePage.getByTestId('performed-photo'));
    expect(await devoteePage.getByTestId('performed-photo').getAttribute('src')).toBe(
      order.lines[0]?.performance?.photoUrl,
    );
    await shot(devoteePage, 'receipt');
  } finally {
    await devoteeContext.close();
    await patchProfile({ sevaBlockPeriodDays });
  }
});
