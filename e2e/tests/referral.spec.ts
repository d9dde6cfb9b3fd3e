import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi, openMenu, saveScreen } from '../support/ui.ts';

test('a devotee refers a temple from the menu', async ({ page }) => {
  const devotee = demoAccount('devotee');
  await loginThroughUi(page, devotee.email, DEMO_PASSWORD);

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Refer a temple' }).click();
  await expect(page).toHaveURL('/devotee-temple-referring');

  await page.getByRole('button', { name: 'Send referral' }).click();
  await expect(page.getByLabel('Temple name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Temple name').fill('Sree Bhadrakali Temple');
  await page.getByLabel('Place', { exact: true }).fill('Kodungallur');
  await page.getByLabel('Contact mobile number (optional)').fill('94470 12345');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/referrals'));
  await page.getByRole('button', { name: 'Send referral' }).click();
  expect((await sent).status()).toBe(201);

  await expect(page).toHaveURL('/reffer-success');
  await expect(page.getByText('Thank you for referring Sree Bhadrakali Temple.')).toBeVisible();
  const mine = await page.evaluate(async () => (await fetch('/api/v1/me/referrals')).json());
  expect(mine.items[0]).toMatchObject({
    templeName: 'Sree Bhadrakali Temple',
    place: 'Kodungallur',
    mobile: '9447012345',
  });
  await saveScreen(page, 'referral');
});
