import { expect, type Page, test } from '@playwright/test';
import { readLatestOtp } from '../support/api.ts';
import { dismissSuccess, meFromPage, saveScreen, signUpThroughUi, storedItem } from '../support/ui.ts';

/** Delete my account → confirm → POST /api/v1/me/delete-otp; answers that call's status. */
async function askForDeletionOtp(page: Page): Promise<number> {
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/delete-otp'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete your account? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  return (await sent).status();
}

test('a devotee deletes their account with an OTP and can no longer log in', async ({ page, request }) => {
  const devotee = await signUpThroughUi(page, request);

  await page.getByRole('link', { name: 'My profile' }).click();
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible();
  await expect(page.getByText(`we will send an OTP to your mobile number ${devotee.mobile}`)).toBeVisible();

  // The resend gap is per purpose: the sign-up OTP a moment ago does not hold this one back.
  expect(await askForDeletionOtp(page)).toBe(202);

  await expect(page).toHaveURL('/otp-for-delete');
  await expect(page.getByText(/^We have sent an OTP to /)).toBeVisible();
  const otp = await readLatestOtp(request, devotee.mobile, 'delete-account');
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();

  await expect(page).toHaveURL('/devotee-home-page');
  await dismissSuccess(page, 'Your account has been deleted.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedItem(page, 'user')).toBeNull();
  expect((await meFromPage(page)).status).toBe(401);

  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(devotee.mobile);
  await page.getByLabel('Password', { exact: true }).fill(devotee.password);
  const login = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const refused = await login;
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  await expect(page.getByRole('alert')).toContainText('do not match');
  await expect(page).toHaveURL('/login');
  await saveScreen(page, 'delete-account');
});
