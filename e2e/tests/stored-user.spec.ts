import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../support/api.ts';
import { loginThroughUi, openMenu, saveScreen, storedItem } from '../support/ui.ts';

// spec §4 stored user check: local user data is wiped when the server no longer knows the session.
test('a session ended on the server wipes the stored user at the next start', async ({ page, context }) => {
  const devotee = demoAccount('devotee');
  await loginThroughUi(page, devotee.email, DEMO_PASSWORD);
  expect(await storedItem(page, 'user')).not.toBeNull();

  // End the session server-side, then put the (now dead) session cookie back, as another device would leave it.
  const cookies = await context.cookies();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const logout = await page.request.post('/api/v1/auth/logout', { headers: { [XSRF_HEADER]: xsrf } });
  expect(logout.status()).toBe(204);
  await context.addCookies(cookies);

  const me = page.waitForResponse((response) => response.url().endsWith('/api/v1/me'));
  await page.goto('/');
  expect((await me).status()).toBe(401);

  await expect(page).toHaveURL('/devotee-home-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedItem(page, 'user')).toBeNull();
  expect(await storedItem(page, 'userdetails')).toBeNull();
  const menu = await openMenu(page);
  await expect(menu.getByText('Welcome, guest')).toBeVisible();
  await saveScreen(page, 'stored-user-wiped');
});
