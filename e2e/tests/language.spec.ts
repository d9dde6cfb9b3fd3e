import { expect, type Page, request, test } from '@playwright/test';
import { checkOutAtTemple } from '../support/booking-helpers.ts';
import { openMenu, saveScreen, signUpThroughUi } from '../support/ui.ts';

const accountLanguage = async (page: Page) =>
  ((await (await page.request.get('/api/v1/me')).json()) as { language: string }).language;

test('the menu switches the app to Malayalam and back', async ({ page }) => {
  await page.goto('/devotee-home-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(menu.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('link', { name: 'ഹോം' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('നമസ്കാരം!');
  await saveScreen(page, 'language-malayalam');

  await menu.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await saveScreen(page, 'language-english');
});

test("a signed-in devotee's choice of Malayalam goes to their account, so the temple's messages come in Malayalam", async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpThroughUi(page, api);
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect.poll(() => accountLanguage(page)).toBe('ml');
  await api.dispose();
});

test('a Malayalam devotee pays on a Malayalam payment page, and reads the payment and the receipt in Malayalam', async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpThroughUi(page, api);
  await (await openMenu(page)).getByRole('button', { name: 'മലയാളം' }).click();
  await expect.poll(() => accountLanguage(page)).toBe('ml');

  const checkedOut = await checkOutAtTemple(page.request, 1, 'Lakshmi Nair');
  expect(checkedOut.message).toMatch(/^ബുക്കിംഗ് സ്ഥിരീകരിക്കാൻ പണമടയ്ക്കൽ പൂർത്തിയാക്കുക\./);
  await page.goto(checkedOut.checkoutUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('note')).toHaveText('DEMO— യഥാർത്ഥ പണം കൈമാറുന്നില്ല');
  await expect(page.getByLabel('അടയ്ക്കേണ്ട തുക')).toHaveText(/^₹[\d,]+\.\d\d$/);
  await saveScreen(page, 'language-payment-page-malayalam');
  await page.getByRole('button', { name: 'പണമടയ്ക്കൽ അംഗീകരിക്കുക' }).click();

  await page.waitForURL(/\/payment-success\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('പണമടയ്ക്കൽ വിജയിച്ചു');
  await expect(page.getByText('നന്ദി! നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.')).toBeVisible();
  await saveScreen(page, 'language-payment-success-malayalam');

  const [order] = checkedOut.orders;
  if (!order) throw new Error('the checkout made no order');
  await page.goto(`/seva-receipt/${order.receiptToken}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('രസീത്');
  const status = page.locator('dd[lang="ml"]');
  await expect(status).toHaveText('പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.');
  await expect(page.getByText(order.orderNumber)).toBeVisible();
  await saveScreen(page, 'language-receipt-malayalam');
  const pdf = await page.request.get(`/api/v1/receipts/${order.receiptToken}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The booking's details say it in Malayalam too.
  await page.goto('/devotee-booking-history');
  await page.getByTestId('order-card').filter({ hasText: order.orderNumber }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('status').first()).toHaveText(
    'പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.',
  );
  await saveScreen(page, 'language-booking-details-malayalam');

  // Declined at the gateway: the payment-failed page, in Malayalam.
  const declined = await checkOutAtTemple(page.request, 1, 'Lakshmi Nair');
  await page.goto(declined.checkoutUrl);
  await page.getByRole('button', { name: 'നിരസിക്കുക' }).click();
  await page.waitForURL(/\/payment-failed\/\d+$/);
  await expect(page.getByRole('alert')).toContainText('പണമടയ്ക്കൽ നടന്നില്ല.');
  await saveScreen(page, 'language-payment-failed-malayalam');
  await api.dispose();
});
