import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi, meFromPage, openMenu, saveScreen, storedItem } from '../support/ui.ts';

test('a devotee logs out from the menu', async ({ page }) => {
  const devotee = demoAccount('devotee');
  await loginThroughUi(page, devotee.email, DEMO_PASSWORD);
  expect((await meFromPage(page)).status).toBe(200);

  const menu = await openMenu(page);
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await menu.getByRole('button', { name: 'Log out' }).click();
  expect((await logout).status()).toBe(204);

  await expect(page).toHaveURL('/devotee-home-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  expect((await meFromPage(page)).status).toBe(401);
  expect(await storedItem(page, 'user')).toBeNull();
  expect(await storedItem(page, 'userdetails')).toBeNull();

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toBeEmpty();
  await saveScreen(page, 'logout');
});
