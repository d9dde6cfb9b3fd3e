import { expect, request, test } from '@playwright/test';
import { openMenu, saveScreen, signUpThroughUi } from '../support/ui.ts';

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
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/v1/me')).json()) as { language: string }).language,
    )
    .toBe('ml');
  await api.dispose();
});
