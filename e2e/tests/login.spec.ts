import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/accounts.ts';
import { loginThroughUi, saveScreen, storedItem, storedUser } from '../support/ui.ts';

for (const account of DEMO_ACCOUNTS) {
  test(`the ${account.role} logs in with email and password and lands on ${account.home}`, async ({
    page,
  }) => {
    await loginThroughUi(page, account.email, DEMO_PASSWORD);

    await expect(page).toHaveURL(account.home);
    if (account.home === '/userlist') {
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      // The phone layout lists one card per user; the demo devotee is always among them.
      await expect(
        page.getByText('devotee@nivedya.demo', { exact: true }).filter({ visible: true }),
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
