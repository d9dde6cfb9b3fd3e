import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi, saveScreen } from '../support/ui.ts';

// spec §2: userlist is admin-guarded (stored user type 1 or 5); whoever fails is sent to devotee-home-page.
test.describe('the admin guard on /userlist', () => {
  test('a logged-in devotee is sent to the devotee home', async ({ page }) => {
    await loginThroughUi(page, demoAccount('devotee').email, DEMO_PASSWORD);
    await page.goto('/userlist');
    await expect(page).toHaveURL('/devotee-home-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram, Demo Devotee');
    await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
    await saveScreen(page, 'guard-devotee');
  });

  test('an anonymous visitor is sent to the devotee home', async ({ page }) => {
    await page.goto('/userlist');
    await expect(page).toHaveURL('/devotee-home-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
    await saveScreen(page, 'guard-anonymous');
  });

  test('an administrator stays on the user list', async ({ page }) => {
    await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
    await page.goto('/devotee-home-page');
    await page.goto('/userlist');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(
      page.getByText('staff@nivedya.demo', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/userlist');
    await saveScreen(page, 'guard-admin');
  });
});
