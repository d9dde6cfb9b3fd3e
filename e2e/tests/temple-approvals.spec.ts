import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin } from '../support/api.ts';
import {
  apiPost,
  chooseFirstOpenDate,
  chooseStar,
  dateIn,
  displayOf,
  remainingOn,
  signUpDevotee,
} from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * The temple's side of a booking, on a phone: a devotee pre-books a seva whose date the temple allots
 * (type 3) and pays at the demo gateway; the temple administrator finds it in the pre-booking report,
 * looks at the Panchangam, allots a date (spec perform-postpone Type 1), and later moves it (Type 0);
 * the devotee's booking then reads "Seva Approved" with the date. A seva whose bookings need the
 * temple's approval (vazhipad approval) keeps the devotee's date and its place while the temple decides.
 * And bank transfers: one verified, one found not received, which frees its places.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The first demo temple, which the demo temple administrator runs. */
const TEMPLE = 1;
const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

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

/** Kept in test-results/screens, and attached to the test's own results. */
async function saveApprovalScreen(page: Page, step: string): Promise<void> {
  const file = path.join(SCREENS, `temple-approvals-${step}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(step, { path: file, contentType: 'image/png' });
}

/** The id of one of the demo temple's sevas, found by name as the app finds it. */
async function sevaIdNamed(name: string): Promise<number> {
  const response = await api.get(`/api/v1/temples/${TEMPLE}/sevas`, { params: { search: name } });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; name: string }[] };
  const seva = items.find((item) => item.name === name);
  if (!seva) throw new Error(`No seva named ${name} at temple ${TEMPLE}`);
  return seva.id;
}

/** The order's id, as the transaction list's search finds it. */
async function orderIdOf(page: Page, orderNumber: string): Promise<number> {
  const templeId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').TempleId);
  const response = await page.request.get(`/api/v1/temples/${templeId}/orders`, {
    params: { q: orderNumber },
  });
  const { items } = (await response.json()) as { items: { id: number }[] };
  return items[0]?.id ?? 0;
}

/** A second phone: the temple administrator's, signed in. */
async function templeAdminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  return page;
}

test('a pre-booking is approved with a date by the temple, moved later, and the devotee sees "Seva Approved"', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const devotee = await signUpDevotee(api, admin);
  const sevaId = await sevaIdNamed('Udayasthamana Pooja');

  // The devotee pre-books: no date to choose, the temple allots it.
  await loginThroughUi(page, devotee.mobile, devotee.password);
  await page.goto(`/seva-devotee-details?sevaId=${sevaId}`);
  await expect(page.getByRole('heading', { name: 'Udayasthamana Pooja', level: 1 })).toBeVisible();
  await expect(page.getByText('The temple allots the date of this seva')).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Govindan Nair');
  await chooseStar(page, 'Birth star (nakshatram)', 'Pooyam');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  await expect(
    page.getByText(
      '1 seva waits for the temple to allot or confirm its date; you will be told when it does.',
    ),
  ).toBeVisible();
  // Paid, not yet confirmed: the date is the temple's to give (issue #18).
  await expect(page.getByText('Thank you! Your payment is received.')).toBeVisible();
  await expect(page.getByText('Your booking is confirmed')).toHaveCount(0);
  await expect(page.getByTestId('paid-line')).toContainText('Date to be allotted or confirmed by the temple');
  const paid = page.getByTestId('paid-order');
  await expect(paid).toContainText(/Booking No: BKS\d{8}/);
  const orderNumber = /BKS\d{8}/.exec((await paid.textContent()) ?? '')?.[0] ?? '';

  // The temple administrator: the dashboard's pending approvals lead to the pre-booking report.
  const staff = await templeAdminPage(browser, baseURL);
  await staff.goto('/templiadmindash');
  await staff.getByRole('link', { name: 'Pre-bookings to approve' }).click();
  await expect(staff.getByRole('heading', { name: 'Pre-booking approvals', level: 1 })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  const item = staff.getByTestId('approval-item').filter({ hasText: orderNumber });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Govindan Nair - Pooyam');
  await saveApprovalScreen(staff, 'report');

  // Approve opens perform-postpone Type 1; the Panchangam button shows the seva's month of stars.
  await item.getByRole('button', { name: 'Approve' }).click();
  const modal = staff.getByRole('dialog', { name: `Udayasthamana Pooja · Order No ${orderNumber}` });
  await expect(modal).toBeVisible();
  await saveApprovalScreen(staff, 'approve-modal');
  await modal.getByRole('button', { name: 'Panchangam' }).click();
  await staff.waitForURL(/\/seva-availability-settings\?sevaId=\d+$/);
  await expect(staff.getByRole('heading', { name: 'Panchangam: Udayasthamana Pooja' })).toBeVisible();
  await expect(staff.getByTestId('availability-day').first()).toBeVisible();
  await saveApprovalScreen(staff, 'panchangam');
  await staff.getByRole('link', { name: 'Back to the approval' }).click();

  // Back on the report, the approval reopens over the booking's details.
  const reopened = staff.getByRole('dialog', { name: `Udayasthamana Pooja · Order No ${orderNumber}` });
  await expect(reopened).toBeVisible();
  await reopened.getByRole('button', { name: 'SAVE' }).click();
  await expect(reopened.getByText('Choose the pooja date')).toBeVisible();
  const allotted = await chooseFirstOpenDate(staff, 'Pooja Date');
  await reopened.getByLabel('Pooja Remarks').fill('Allotted by the devaswom office');
  await reopened.getByRole('button', { name: 'SAVE' }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure to allot this date for this seva?');
  await confirm.getByRole('button', { name: 'Allot' }).click();
  await dismissSuccess(staff, 'Approved successfully');
  await expect(reopened).toBeHidden();
  const details = staff.getByRole('dialog', { name: `Booking ${orderNumber}` });
  const line = details.getByTestId('staff-line');
  await expect(line).toContainText('Seva Approved');
  await expect(line.getByTestId('line-date')).toHaveText(displayOf(allotted));
  await expect(line).toContainText('Approved by');
  await saveApprovalScreen(staff, 'approved');

  // The devotee's booking: "Seva Approved" with the allotted date.
  await page.goto('/devotee-booking-history');
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
  const mine = page.getByRole('dialog', { name: new RegExp(`Booking No ${orderNumber}`) });
  const card = mine.getByTestId('seva-card');
  await expect(card).toContainText('Seva Approved');
  await expect(card.getByTestId('perform-date')).toHaveText(displayOf(allotted));
  await saveApprovalScreen(page, 'devotee-approved');

  // The administrator moves the seva to a later day (Type 0) from the transaction list.
  await details.getByRole('button', { name: 'Back' }).first().click();
  await expect(details).toBeHidden();
  await staff.goto('/transaction');
  await expect(staff.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  const order = staff.getByTestId('temple-order').filter({ visible: true });
  await expect(order).toHaveCount(1);
  await saveApprovalScreen(staff, 'transactions');
  await order.getByRole('button', { name: new RegExp(orderNumber) }).click();
  const again = staff.getByRole('dialog', { name: `Booking ${orderNumber}` });
  await again.getByTestId('staff-line').getByRole('button', { name: 'Edit' }).click();
  const edit = staff.getByRole('dialog', { name: `Udayasthamana Pooja · Order No ${orderNumber}` });
  const dateField = edit.getByRole('button', { name: /^Pooja Date/ });
  await expect(dateField).toHaveText(displayOf(allotted));
  await dateField.click();
  const calendar = staff.getByRole('dialog', { name: 'Pooja Date' });
  const nextDay = calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').nth(1);
  await nextDay.click();
  await expect(calendar).toBeHidden();
  const moved = await dateIn(dateField);
  expect(moved > allotted).toBe(true);
  await edit.getByRole('button', { name: 'SAVE' }).click();
  await expect(staff.getByRole('alertdialog')).toContainText('Are you sure to update?');
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Update' }).click();
  await dismissSuccess(staff, 'Seva details updated successfully');
  await expect(again.getByTestId('line-date')).toHaveText(displayOf(moved));

  await page.reload();
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
  await expect(page.getByTestId('seva-card').getByTestId('perform-date')).toHaveText(displayOf(moved));

  // The same screens at a counter's desktop: the list as a table, the details beside it.
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.goto(`/transaction?orderId=${await orderIdOf(staff, orderNumber)}`);
  await expect(staff.getByRole('dialog', { name: `Booking ${orderNumber}` })).toBeVisible();
  await saveApprovalScreen(staff, 'desktop-details');
  await staff.goto('/pre-booking-report');
  await staff.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(staff.getByTestId('approval-item').filter({ hasText: orderNumber })).toBeVisible();
  await saveApprovalScreen(staff, 'desktop-approved-report');
  await staff.context().close();
});

test('bank transfers: one verified with who and when, one not received, which frees its places', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await apiLogin(api, demoAccount('devotee').email, DEMO_PASSWORD);
  const sevaId = await sevaIdNamed('Pushpanjali');
  const availability = await api.get(`/api/v1/sevas/${sevaId}/availability`);
  const { days } = (await availability.json()) as { days: { date: string; status: string }[] };
  const day = days.filter((candidate) => candidate.status === 'open').at(-1)?.date ?? '';
  const transfer = async (devoteeName: string) => {
    const response = await apiPost(api, '/api/v1/checkout', {
      paymentMode: 2,
      lines: [{ sevaId, performDate: day, quantity: 1, devoteeName, starId: 4, prasadamDelivery: 1 }],
    });
    expect(response.status(), await response.text()).toBe(201);
    const { orders } = (await response.json()) as { orders: { orderNumber: string }[] };
    return orders[0]?.orderNumber ?? '';
  };
  const remaining = async () => {
    const response = await api.get(`/api/v1/sevas/${sevaId}/availability`, {
      params: { from: day, to: day },
    });
    const body = (await response.json()) as { days: { remaining: number | null }[] };
    return body.days[0]?.remaining ?? null;
  };
  const verifiedNumber = await transfer('Radha Krishnan');
  const missingNumber = await transfer('Unni Menon');
  const before = await remaining();

  const staff = await templeAdminPage(browser, baseURL);
  await staff.goto('/templiadmindash');
  await staff.getByRole('link', { name: 'Bank transfers to verify' }).click();
  await expect(staff.getByRole('heading', { name: 'Payment verification', level: 1 })).toBeVisible();
  const row = (number: string) =>
    staff.getByTestId('temple-order').filter({ visible: true }).filter({ hasText: number });
  await expect(row(verifiedNumber)).toBeVisible();
  await saveApprovalScreen(staff, 'verification');

  await row(verifiedNumber).getByRole('button', { name: 'Verify' }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText(`for booking ${verifiedNumber} in the temple's account?`);
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await dismissSuccess(staff, 'The payment is verified and the booking confirmed.');
  await expect(row(verifiedNumber)).toHaveCount(0);

  await row(missingNumber).getByRole('button', { name: 'Payment not received' }).click();
  const dialog = staff.getByRole('dialog', { name: `Payment not received for ${missingNumber}` });
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Not in the bank statement after three days');
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await dismissSuccess(staff, 'The booking is cancelled and the devotee is told.');
  await expect.poll(remaining).toBe((before ?? 0) + 1);

  await staff.getByRole('button', { name: 'Verified', exact: true }).click();
  await expect(row(verifiedNumber)).toContainText('Verified by Temple Admin');
  await saveApprovalScreen(staff, 'verified');
  await staff.getByRole('button', { name: 'Not received', exact: true }).click();
  await expect(row(missingNumber)).toContainText('Cancelled');
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.goto('/transaction');
  await expect(row(missingNumber)).toContainText('Cancelled');
  // The totals of every booking the filters select, and their PDF.
  await staff.getByRole('searchbox', { name: 'Search' }).fill(missingNumber);
  const totals = staff.getByTestId('order-totals');
  await expect(totals.locator('[data-figure="orders"]')).toHaveText('1');
  await expect(totals.locator('[data-figure="cancelled"]')).toHaveText('1');
  await expect(totals.locator('[data-figure="paidAmount"]')).toHaveText('₹0.00');
  const [pdf] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Download the bookings: PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('transactions.pdf');
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await saveApprovalScreen(staff, 'desktop-transactions');
  await staff.context().close();
});

test('a pre-booking the temple cannot take is rejected with a reason, and the refund is offered', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await apiLogin(api, demoAccount('devotee').email, DEMO_PASSWORD);
  const sevaId = await sevaIdNamed('Udayasthamana Pooja');
  const checkout = await apiPost(api, '/api/v1/checkout', {
    lines: [{ sevaId, quantity: 1, devoteeName: 'Kalyani Amma', starId: 12, prasadamDelivery: 1 }],
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const placed = (await checkout.json()) as {
    checkoutUrl: string;
    orders: { id: number; orderNumber: string }[];
  };
  // The devotee approves the payment on the demo gateway's page (a plain form post, as its button).
  const paid = await api.post(placed.checkoutUrl, { form: { decision: 'approve' } });
  expect(paid.url()).toMatch(/\/payment-success\/\d+$/);
  const order = placed.orders[0];
  if (!order) throw new Error('checkout made no order');

  const staff = await templeAdminPage(browser, baseURL);
  await staff.goto('/pre-booking-report');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(order.orderNumber);
  const item = staff.getByTestId('approval-item').filter({ hasText: order.orderNumber });
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject Udayasthamana Pooja' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The tantri has no free day this season');
  await saveApprovalScreen(staff, 'reject');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dismissSuccess(staff, 'The seva is rejected and the devotee is told.');
  await expect(item).toHaveCount(0);
  const notice = staff.getByRole('status').filter({ hasText: `of booking ${order.orderNumber} is rejected` });
  await expect(notice).toBeVisible();

  await staff.getByRole('button', { name: 'Rejected', exact: true }).click();
  const rejected = staff.getByTestId('approval-item').filter({ hasText: order.orderNumber });
  await expect(rejected).toContainText('Seva Rejected');
  await expect(rejected).toContainText('The tantri has no free day this season');
  await saveApprovalScreen(staff, 'rejected');
  await notice.getByRole('link', { name: 'Refund this booking' }).click();
  await staff.waitForURL(new RegExp(`/refund-list\\?orderId=${order.id}$`));

  const mine = await api.get(`/api/v1/me/orders/${order.id}`);
  const detail = (await mine.json()) as { lines: { banner: string }[] };
  expect(detail.lines[0]?.banner).toBe('Seva Rejected');
  await staff.context().close();
});

test("a seva needing the temple's approval holds the chosen day until the temple approves it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const devotee = await signUpDevotee(api, admin);
  const sevaId = await sevaIdNamed('Kalabham Charthal');

  // The devotee chooses a date as for any seva, and is told the temple confirms the booking.
  await loginThroughUi(page, devotee.mobile, devotee.password);
  await page.goto(`/seva-devotee-details?sevaId=${sevaId}`);
  await expect(page.getByRole('heading', { name: 'Kalabham Charthal', level: 1 })).toBeVisible();
  await expect(page.getByText('The temple confirms this booking')).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Parvathy Varma');
  await chooseStar(page, 'Birth star (nakshatram)', 'Revathi');
  const requested = await chooseFirstOpenDate(page, 'Pooja date');
  await saveApprovalScreen(page, 'vazhipad-seva');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  const before = await remainingOn(api, sevaId, requested);
  expect(before).not.toBeNull();
  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  const paid = page.getByTestId('paid-order');
  await expect(paid).toContainText(/Booking No: BKS\d{8}/);
  const orderNumber = /BKS\d{8}/.exec((await paid.textContent()) ?? '')?.[0] ?? '';
  // The place is held while the temple decides.
  await expect.poll(() => remainingOn(api, sevaId, requested)).toBe((before ?? 0) - 1);

  // Awaiting the temple: spec §4, no banner yet and the date hidden (pending non-type-3 items hide it).
  await page.goto('/devotee-booking-history');
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
  const pending = page.getByRole('dialog', { name: new RegExp(`Booking No ${orderNumber}`) });
  await expect(pending.getByTestId('seva-card')).toContainText('Parvathy Varma - Revathi');
  await expect(pending.getByTestId('seva-card').getByTestId('perform-date')).toHaveCount(0);
  await expect(pending.getByTestId('seva-card')).not.toContainText('Seva Approved');

  // The temple administrator: from the dashboard to the vazhipad approvals, the requested date shown.
  const staff = await templeAdminPage(browser, baseURL);
  await staff.goto('/templiadmindash');
  await staff.getByRole('link', { name: 'Vazhipads to approve' }).click();
  await expect(staff.getByRole('heading', { name: 'Vazhipad approvals', level: 1 })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  const item = staff.getByTestId('approval-item').filter({ hasText: orderNumber });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Parvathy Varma - Revathi');
  await expect(item).toContainText('Requested date');
  await expect(item.getByTestId('approval-date')).toHaveText(displayOf(requested));
  await saveApprovalScreen(staff, 'vazhipad-report');

  // Approve (Type 1): the requested date is the default; keeping it changes no place.
  await item.getByRole('button', { name: 'Approve' }).click();
  const modal = staff.getByRole('dialog', { name: `Kalabham Charthal · Order No ${orderNumber}` });
  await expect(modal.getByRole('button', { name: /^Pooja Date/ })).toHaveText(displayOf(requested));
  await saveApprovalScreen(staff, 'vazhipad-approve-modal');
  await modal.getByRole('button', { name: 'SAVE' }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure to allot this date for this seva?');
  await confirm.getByRole('button', { name: 'Allot' }).click();
  await dismissSuccess(staff, 'Approved successfully');
  await expect(modal).toBeHidden();
  await expect(item).toHaveCount(0);
  expect(await remainingOn(api, sevaId, requested)).toBe((before ?? 0) - 1);

  await staff.getByRole('button', { name: 'Approved', exact: true }).click();
  const approved = staff.getByTestId('approval-item').filter({ hasText: orderNumber });
  await expect(approved).toContainText('Seva Approved');
  await expect(approved).toContainText('Approved by');
  await staff.setViewportSize({ width: 1280, height: 800 });
  await saveApprovalScreen(staff, 'vazhipad-desktop-approved');

  // The devotee's booking now reads "Seva Approved" with the date they chose.
  await page.reload();
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
  const card = page.getByTestId('seva-card');
  await expect(card).toContainText('Seva Approved');
  await expect(card.getByTestId('perform-date')).toHaveText(displayOf(requested));
  await saveApprovalScreen(page, 'vazhipad-devotee-approved');
  await staff.context().close();
});
