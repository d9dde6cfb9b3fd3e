import { randomInt } from 'node:crypto';
import type { AdminTemple, CartEvaluation, RegisteredTemple } from '@nivedya/domain';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount, uniqueMobile } from '../support/accounts.ts';
import { asAdmin, readLatestOtp } from '../support/api.ts';
import { apiPost, bookAndPayAtTemple, signUpDevotee } from '../support/booking-helpers.ts';
import { canvasPng, dismissSuccess, loginThroughUi, saveScreen } from '../support/ui.ts';

/**
 * Platform administration of temples (issue #15), on a phone: the administrator registers a temple
 * with its logo and its administrator; that administrator logs in with the OTP the SMS brought, adds a
 * deity and a seva; a devotee finds the temple and books. The administrator turns seva booking off and
 * the devotee can no longer book; then deletes a test temple through the OTP sent to its mobile and e-mail.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an administrator registers a temple that its own administrator sets up, devotees book, and IsSeva closes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = randomInt(10_000, 99_999);
  const templeName = `Sree Ayyappa Temple ${run}`;
  const templeMobile = uniqueMobile();
  const adminMobile = uniqueMobile();

  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto('/temple-list');
  await page.getByRole('link', { name: 'Register a temple' }).click();
  await expect(page.getByRole('heading', { name: 'Register a temple', level: 1 })).toBeVisible();

  // Save with nothing filled in: the form says what is missing, next to the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Temple name')).toBeFocused();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByLabel('Temple name').fill(templeName);
  await page.getByLabel('Code', { exact: true }).fill(`ayyappa-${run}`);
  await page.getByLabel('Town or village').fill('Erumely');
  await page.getByLabel('Mobile', { exact: true }).fill(templeMobile);
  await page.getByLabel('IFSC', { exact: true }).fill('SBIN123');
  await expect(page.getByTestId('temple-feature-flags').getByLabel('Seva booking')).toBeChecked();
  await page.getByLabel("Administrator's name").fill(`Office ${run}`);
  await page.getByLabel("Administrator's mobile").fill(adminMobile);

  await page.getByRole('button', { name: 'Choose image' }).first().click();
  const cropper = page.getByRole('dialog').filter({ hasText: 'Crop image' });
  await cropper.getByLabel('Choose a file').setInputFiles(await canvasPng(page));
  await expect(cropper.getByTestId('cropper-preview')).toBeVisible();
  await cropper.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(cropper).toBeHidden();

  // The IFSC is wrong: nothing is registered until it is put right.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the 11-character IFSC, e.g. SBIN0001234')).toBeVisible();
  await page.getByLabel('IFSC', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, `${templeName} is registered.`);
  await expect(page).toHaveURL(/\/temple\?id=\d+$/);
  const templeId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('temple-admin-account')).toContainText(`Office ${run} · ${adminMobile}`);
  const logo = await page.request.get(`/api/v1/images/temple-logo/${templeId}`);
  expect(logo.headers()['content-type']).toContain('image/jpeg');
  await saveScreen(page, 'platform-temple-registered');

  // The temple's administrator logs in with the OTP the welcome SMS told them about.
  const officeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const office = await officeContext.newPage();
  await office.goto('/otp-login');
  await office.getByLabel('Mobile number').fill(adminMobile);
  await office.getByRole('button', { name: 'Send OTP' }).click();
  const reader = await playwrightRequest.newContext({ baseURL });
  await office.getByLabel('OTP').fill(await readLatestOtp(reader, adminMobile, 'login'));
  await office.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(office.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, Office ${run}`);

  await office.goto('/deity');
  await office.getByLabel('Name', { exact: true }).fill('Sree Dharma Sastha');
  await office.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(office, 'The deity was saved.');
  await office.goto('/sevainsert');
  await office.getByLabel('Seva name').fill('Neyyabhishekam');
  await office.getByLabel('Rate (₹)').fill('100');
  await office.getByLabel('Deity').selectOption({ label: 'Sree Dharma Sastha' });
  await office.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(office, 'The seva was saved.');
  await officeContext.close();

  // A devotee finds the temple and books its seva.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/search');
  await visitor.getByLabel('Search temples and sevas').fill(`Ayyappa Temple ${run}`);
  await expect(visitor.getByRole('link', { name: new RegExp(templeName) }).first()).toBeVisible();
  await visitorContext.close();
  const devotee = await playwrightRequest.newContext({ baseURL });
  await signUpDevotee(devotee, reader);
  await bookAndPayAtTemple(devotee, templeId, 'Arjun Nair');
  const listed = (await (await devotee.get(`/api/v1/temples/${templeId}/sevas`)).json()) as {
    items: { id: number }[];
  };
  const sevaId = listed.items[0]?.id ?? 0;

  // Seva booking off: the temple takes no more bookings; nothing it had is gone.
  await page.reload();
  await page.getByTestId('temple-feature-flags').getByLabel('Seva booking').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The temple is saved.');
  const sevas = await devotee.get(`/api/v1/temples/${templeId}/sevas`);
  expect(((await sevas.json()) as { total: number }).total).toBe(0);
  const orders = await devotee.get('/api/v1/me/orders?limit=5');
  expect(orders.status()).toBe(200);
  expect(JSON.stringify(await orders.json())).toContain(templeName);
  const evaluation = await apiPost(devotee, '/api/v1/cart/evaluate', {
    lines: [{ sevaId, performDate: '2099-01-10', quantity: 1, devoteeName: 'Arjun', starId: 4 }],
  });
  expect(JSON.stringify((await evaluation.json()) as CartEvaluation)).toContain(
    'does not take seva bookings',
  );

  const admin = await playwrightRequest.newContext({ baseURL });
  await asAdmin(admin);
  const temple = (await (await admin.get(`/api/v1/admin/temples/${templeId}`)).json()) as AdminTemple;
  expect(temple.features.isSeva).toBe(false);
  await Promise.all([devotee.dispose(), reader.dispose(), admin.dispose()]);
});

test('an administrator deletes a test temple with the OTP sent to its mobile and e-mail', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await asAdmin(admin);
  const run = randomInt(10_000, 99_999);
  const templeMobile = uniqueMobile();
  const registered = await apiPost(admin, '/api/v1/admin/temples', {
    name: `Test Temple ${run}`,
    code: `test-temple-${run}`,
    mobile: templeMobile,
    email: `office.${run}@example.org`,
    admin: { userName: `Tester ${run}`, mobile: uniqueMobile() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { temple } = (await registered.json()) as RegisteredTemple;

  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto(`/temple?id=${temple.id}`);
  await page.getByRole('button', { name: 'Delete temple' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete Test Temple ${run}?`);
  await confirm.getByRole('button', { name: 'Send OTP' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm with the temple's OTP" });
  await expect(dialog).toContainText(
    new RegExp(
      `An OTP was sent to \\*+${templeMobile.slice(-4)}, the mobile of Test Temple ${run}, and to its e-mail o\\*+@example\\.org\\.`,
    ),
  );
  const code = await readLatestOtp(admin, templeMobile, 'delete-temple');
  // The same code by e-mail: with no mail server configured, it is delivered to the E-mail outbox.
  const outbox = await page.context().newPage();
  await outbox.goto('/email-outbox');
  await outbox.getByLabel("Recipient's address").fill(`office.${run}@`);
  const email = outbox.getByTestId('email-message');
  await expect(email).toHaveCount(1);
  await expect(email).toContainText(`Nivedya: OTP to delete Test Temple ${run}`);
  await expect(email).toContainText(`${code} is your Nivedya OTP to delete a temple`);
  await expect(email).toContainText('Sent (outbox)');
  await outbox.close();
  await dialog.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The OTP is not correct');
  await dialog.getByLabel('OTP').fill(code);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dismissSuccess(page, `Test Temple ${run} is deleted.`);
  await expect(page).toHaveURL('/temple-list');
  await page.getByLabel('Search').fill(`Test Temple ${run}`);
  await expect(page.getByText('No temples match.')).toBeVisible();
  await admin.dispose();
});
