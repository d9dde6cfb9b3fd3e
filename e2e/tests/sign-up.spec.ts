import { expect, test } from '@playwright/test';
import { UserType } from '../support/accounts.ts';
import { meFromPage, openMenu, saveScreen, signUpThroughUi, storedUser } from '../support/ui.ts';

test('a new devotee signs up with an OTP and is logged in', async ({ page, request }) => {
  const devotee = await signUpThroughUi(page, request);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, ${devotee.userName}`);
  const menu = await openMenu(page);
  await expect(menu.getByText(`Signed in as ${devotee.userName}`)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();

  const me = await meFromPage(page);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({
    userName: devotee.userName,
    mobile: devotee.mobile,
    userType: UserType.Devotee,
  });
  expect(me.body).not.toHaveProperty('passwordHash');
  expect(await storedUser(page)).toMatchObject({ Mobile: devotee.mobile, UserType: UserType.Devotee });

  await saveScreen(page, 'sign-up');
});
