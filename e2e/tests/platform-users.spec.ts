import { randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount, uniqueMobile } from '../support/accounts.ts';
import { apiPost } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Users on the platform (issue #15, spec userlist and userinsert), on a phone: the administrator adds an
 * account with a password, finds it in the list, blocks it (the person can no longer log in), sends it a
 * password reset link and unblocks it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an administrator adds a user, blocks and unblocks them, and sends a password reset link', async ({
  page,
  baseURL,
}) => {
  const run = randomInt(10_000, 99_999);
  const name = `Ravi Menon ${run}`;
  const email = `ravi.${run}@nivedya.test`;
  const password = `Ravi-Pass-${run}`;
  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto('/userlist');
  await page.getByRole('link', { name: 'Add user' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(uniqueMobile());
  await page.getByLabel('User type').selectOption({ label: 'Temple staff' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the temple this user works for')).toBeVisible();
  await page.getByLabel('User type').selectOption({ label: 'Devotee' });
  await expect(page.getByLabel('Temple')).toBeHidden();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The user is added.');
  await expect(page).toHaveURL('/userlist');

  await page.getByLabel('Search').fill(email);
  const row = page.getByTestId('user').filter({ hasText: name }).filter({ visible: true });
  await row.getByRole('link', { name }).click();
  await page.getByLabel('Status').selectOption({ label: 'Blocked' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await dismissSuccess(page, 'The user is saved.');

  const person = await playwrightRequest.newContext({ baseURL });
  const refused = await apiPost(person, '/api/v1/auth/login', { identifier: email, password });
  expect(refused.status()).not.toBe(200);

  await page.getByLabel('Search').fill(email);
  await expect(
    page
      .getByTestId('user')
      .filter({ hasText: name })
      .filter({ hasText: 'Blocked' })
      .filter({ visible: true }),
  ).toBeVisible();
  await page.getByTestId('user').filter({ visible: true }).getByRole('link', { name }).click();
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The user is saved.');
  const allowed = await apiPost(person, '/api/v1/auth/login', { identifier: email, password });
  expect(allowed.status()).toBe(200);

  await page.getByLabel('Search').fill(email);
  await page.getByTestId('user').filter({ visible: true }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  await dismissSuccess(page, /The link went to/);
  await person.dispose();
});

test('the administrator makes a sub-administrator who looks after one temple and may not manage users', async ({
  page,
  browser,
}) => {
  const run = randomInt(10_000, 99_999);
  const email = `regional.${run}@nivedya.test`;
  const password = `Regional-${run}`;
  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto('/sub-admin-user-list');
  await page.getByRole('link', { name: 'Add sub-administrator' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Regional Officer ${run}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('platform-rights').getByLabel('Temples: register, edit and delete').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the temples, or every temple')).toBeVisible();
  await page.getByTestId('sub-admin-temples').getByLabel('Sree Venugopala Krishna Swamy Temple').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The sub-administrator is added.');
  await expect(
    page
      .getByTestId('sub-admin')
      .filter({ hasText: `Regional Officer ${run}` })
      .filter({ visible: true }),
  ).toContainText('Sree Venugopala Krishna Swamy Temple');

  const officerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const officer = await officerContext.newPage();
  await loginThroughUi(officer, email, password);
  await expect(officer).toHaveURL('/dash');
  await expect(officer.getByTestId('dash-temples-active')).toHaveText('1');
  await officer.goto('/temple-list');
  await expect(officer.getByTestId('platform-temple').filter({ visible: true })).toHaveCount(1);
  await officer.goto('/userlist');
  await expect(officer.getByTestId('temple-right-required')).toContainText('Users: add, change and block');
  await officerContext.close();
});
