import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/accounts.ts';
import { loginThroughUi, saveScreen, storedItem, storedUser } from '../support/ui.ts';

for (const account of DEMO_ACCOUNTS) {
  test(`the ${account.role} logs in with email and password and lands on ${account.home}`, async ({
    page,
  }) => {
    await loginThroughUi(page, account.email, DEMO_PASSWORD);

    await expect(page).toHaveURL(account.home);
    if (account.home === '/dash') {
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      // The demo temples are active (other journeys may add more); the figure opens them in the list.
      await expect(page.getByTestId('dash-temples-active')).toHaveText(/^([3-9]|\d{2,})$/);
      await page.getByTestId('dash-temples-active').click();
      await expect(page).toHaveURL('/temple-list?status=1');
      await expect(
        page.getByRole('link', { name: 'Sree Venugopala Krishna Swamy Temple' }).filter({ visible: true }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, ${account.userName}`);
    }

    const user = await storedUser(page);
    expect(user).toMatchObject({ Email: account.email, UserType: account.userType });
    // ARCHITECTURE rule 5: no password, nor its hash, in local storage.
    expect(Object.keys(user ?? {}).filter((key) => /pass/i.test(key))).toEqual([]);
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything.toLowerCase()).not.toContain('password');
    expect(await storedItem(page, 'userdetails')).toContain(account.userName);

    await saveScreen(page, `login-${account.role.replaceAll(' ', '-')}`);
  });
}
