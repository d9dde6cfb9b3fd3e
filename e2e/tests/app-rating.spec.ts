import { APP_VERSION } from '@nivedya/domain';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * spec §4 rating prompt → devotee-check-out, on a phone: after five uses of this version a devotee is
 * asked to rate the app, rates it on the web, is not asked again, and administrators read the rating.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a devotee is asked after five uses, rates the app, and administrators read it', async ({
  page,
  browser,
}) => {
  await loginThroughUi(page, demoAccount('devotee').email, DEMO_PASSWORD);
  const prompt = page.getByRole('complementary', { name: 'Enjoying Nivedya?' });
  await expect(prompt).toBeHidden();
  // Four earlier uses of this version, and this one: the fifth.
  await page.evaluate(
    (version) => localStorage.setItem('AppUses', JSON.stringify({ version, count: 5 })),
    APP_VERSION,
  );
  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Rate the app' }).click();
  await expect(page).toHaveURL('/devotee-check-out');
  await expect(page.getByRole('heading', { name: 'Rate Nivedya', level: 1 })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send rating' });
  await expect(send).toBeDisabled();
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  const comment = `Darshan token in a minute ${Date.now()}`;
  await page.getByLabel('Anything we should know (optional)').fill(comment);
  await send.click();
  await expect(page.getByRole('status')).toHaveText('Thank you for rating Nivedya.');
  await page.goto('/');
  await expect(prompt).toBeHidden();

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, demoAccount('administrator').email, DEMO_PASSWORD);
  await admin.goto('/app-ratings');
  await expect(admin.getByRole('heading', { name: 'App ratings', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('rating-summary')).toContainText('★ average');
  await expect(admin.getByTestId('app-rating').filter({ hasText: comment })).toContainText(
    `${APP_VERSION} · web`,
  );
  await adminContext.close();
});
