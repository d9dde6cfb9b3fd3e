import { formatRupees, rupeesToPaise } from '@nivedya/domain';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { apiLogin } from '../support/api.ts';
import {
  bookAndPayAtTemple,
  chooseFirstOpenDate,
  chooseStar,
  saveBookingScreen,
  signUpDevotee,
} from '../support/booking-helpers.ts';

/**
 * Issue #18, the devotee's side on a phone (390×844): the first tap on Pay after typing a dakshina
 * pays, and a refused Add to cart shows the field it wants.
 */
/** Unniyappam at temple 1, which takes a dakshina online. */
const UNNIYAPPAM = 6;

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

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/devotee-home-page');
}

function paiseIn(text: string | null): number {
  const amount = text?.match(/₹([\d,.]+)/)?.[1];
  if (!amount) throw new Error(`No amount in ${text}`);
  return rupeesToPaise(amount.replaceAll(',', ''));
}

test('the totals follow a dakshina as it is typed, and the first tap on Pay opens the gateway', async ({
  page,
}) => {
  const devotee = await signUpDevotee(api, admin);
  await logIn(page, devotee.mobile, devotee.password);
  await page.goto(`/seva-devotee-details?sevaId=${UNNIYAPPAM}`);
  await page.getByLabel("Devotee's name").fill('Ravi Menon');
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  await chooseFirstOpenDate(page, 'Pooja date');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  const before = paiseIn(await pay.textContent());
  const after = formatRupees(before + 1_100);

  const dakshina = page.getByLabel('Dakshina to the temple (optional, ₹)');
  await dakshina.pressSequentially('11');
  // At once, before the server has priced it: the button and the order's total.
  await expect(pay).toHaveText(`Pay ${after}`, { timeout: 300 });
  await expect(page.getByTestId('cart-order')).toContainText(after, { timeout: 300 });
  await saveBookingScreen(page, 'dakshina-typed');

  // One tap, the field still focused: its blur must not take the tap away.
  await pay.click();
  await page.waitForURL(/\/pay\/demo\//);
  await expect(page.getByText(after).first()).toBeVisible();
});

test('Add to cart without a name focuses the name field and brings it into view', async ({ page }) => {
  await page.goto(`/seva-devotee-details?sevaId=${UNNIYAPPAM}`);
  const name = page.getByLabel("Devotee's name");
  await expect(name).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page.getByText("Enter the devotee's name")).toBeVisible();
  await saveBookingScreen(page, 'add-to-cart-refused');
});

test('a devotee asks to cancel a paid booking, and the temple finds it in its refunds', async ({ page }) => {
  const devotee = await signUpDevotee(api, admin);
  await bookAndPayAtTemple(api, 1, 'Meera Varma');
  await logIn(page, devotee.mobile, devotee.password);
  await page.goto('/devotee-booking-history');
  await page.getByTestId('order-card').first().click();
  const details = page.getByRole('dialog', { name: /Booking No BKS\d{8}/ });
  const orderNumber = /BKS\d{8}/.exec((await details.getAttribute('aria-label')) ?? '')?.[0];
  await details.getByRole('button', { name: 'Request cancellation' }).click();
  await details.getByLabel('Reason for cancelling').fill('Our family cannot travel that week');
  await saveBookingScreen(page, 'cancellation-request');
  await details.getByRole('button', { name: 'Request cancellation' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ask the temple to cancel booking');
  await confirm.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your request to cancel has been sent',
  );
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  // The booking now says so, with the day, instead of offering to ask again.
  await expect(details.getByTestId('cancellation-requested')).toContainText('Cancellation requested on');
  await expect(details.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

  // The temple's refunds list has it, marked as the devotee's.
  await apiLogin(admin, 'templeadmin@nivedya.demo', 'Nivedya@2026');
  const refunds = await admin.get('/api/v1/temples/1/refunds?status=requested&limit=50');
  expect(refunds.status(), await refunds.text()).toBe(200);
  const { items } = (await refunds.json()) as {
    items: { orderNumber: string; reason: string; isAskedByDevotee: boolean }[];
  };
  const asked = items.find((item) => item.reason === 'Our family cannot travel that week');
  expect(asked).toMatchObject({ isAskedByDevotee: true });
  if (orderNumber) expect(asked?.orderNumber).toBe(orderNumber);

  // In Malayalam: the card's seva and date, and the request in the booking's details.
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.goto('/devotee-booking-history');
  await expect(page.getByTestId('order-sevas').first()).toBeVisible();
  await saveBookingScreen(page, 'history-ml');
  await page.getByTestId('order-card').first().click();
  await expect(page.getByTestId('cancellation-requested')).toContainText('റദ്ദാക്കാൻ അപേക്ഷിച്ചു');
  await saveBookingScreen(page, 'cancellation-requested-ml');
});
