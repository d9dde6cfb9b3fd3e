import { randomInt } from 'node:crypto';
import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { apiPost } from '../support/booking-helpers.ts';
import { loginThroughUi, openMenu, saveScreen } from '../support/ui.ts';

/**
 * The staff menu and staff screens follow the user's rights (spec §6 UserRights): the temple
 * administrator opens a staff account with one right; the staff user is offered that screen only, and
 * a screen typed into the address bar without its right says which right is missing.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEMPLE_ADMIN = demoAccount('temple administrator');
const NOTICE = (right: string) =>
  `You do not have the right to “${right}” — ask your temple administrator to grant it.`;

interface StaffAccount {
  id: number;
  email: string;
  password: string;
  userName: string;
}

async function templeAdminApi(
  baseURL: string | undefined,
): Promise<{ api: APIRequestContext; templeId: number }> {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiLogin(api, TEMPLE_ADMIN.email, DEMO_PASSWORD);
  const me = await api.get('/api/v1/me');
  const templeId = ((await me.json()) as { templeId: number | null }).templeId ?? 0;
  expect(templeId).toBeGreaterThan(0);
  return { api, templeId };
}

/** A new staff account of the temple administrator's temple holding only `rights`. */
async function openStaffAccount(baseURL: string | undefined, rights: string[]): Promise<StaffAccount> {
  const { api, templeId } = await templeAdminApi(baseURL);
  const tag = String(randomInt(100_000, 1_000_000));
  const account = {
    email: `rights-${tag}@nivedya.test`,
    password: `Seva-${tag}!`,
    userName: `Rights ${tag}`,
  };
  const created = await apiPost(api, `/api/v1/temples/${templeId}/users`, { ...account, rights });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();
  return { id, ...account };
}

async function grantRights(
  baseURL: string | undefined,
  staff: StaffAccount,
  rights: string[],
): Promise<void> {
  const { api, templeId } = await templeAdminApi(baseURL);
  const changed = await api.patch(`/api/v1/temples/${templeId}/users/${staff.id}`, {
    headers: { [XSRF_HEADER]: await xsrfToken(api) },
    data: { rights },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await api.dispose();
}

/**
 * The menu drawer's links, by name, read once `expected` is listed (a staff user's right-gated items
 * appear when their rights have loaded); the drawer is closed again afterwards.
 */
async function menuLinks(page: Page, expected: string): Promise<string[]> {
  const menu = await openMenu(page);
  const links = menu.getByRole('navigation').first().getByRole('link');
  await expect(links.filter({ hasText: expected })).toHaveCount(1);
  const names = await links.allInnerTexts();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  return names.map((name) => name.trim());
}

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

test('a staff user with one right is offered that screen and told about the others', async ({
  page,
  baseURL,
}) => {
  const staff = await openStaffAccount(baseURL, ['devotees.read']);
  const rightsCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/me/rights')) rightsCalls.push(response.status());
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });

  await loginThroughUi(page, staff.email, staff.password);
  await expect(page).toHaveURL('/templeuserdash');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, ${staff.userName}`);

  const menu = await menuLinks(page, 'Devotees');
  expect(menu).toEqual(expect.arrayContaining(['Temple dashboard', 'Devotees', 'Transactions']));
  for (const hidden of [
    'Refunds',
    'Counter billing',
    'Bills',
    'Sevas',
    'Deities',
    'Send notification',
    'Queue gate',
    'Queue reports',
    'Reports',
  ]) {
    expect(menu, hidden).not.toContain(hidden);
  }
  expect(menu).not.toContain('Staff users');
  expect(rightsCalls).toContain(200);

  // The screen the right opens works.
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Devotees', exact: true }).click();
  await expect(page).toHaveURL('/devoteelist');
  await expect(page.getByRole('heading', { name: 'Devotees', level: 1 })).toBeVisible();

  // A screen typed in without its right says so, and asks the server nothing it would refuse.
  await page.goto('/refund-list');
  await expect(page.getByRole('heading', { name: 'Permission needed', level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE('Refunds'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toHaveCount(0);
  await saveScreen(page, 'staff-rights-refunds-notice');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SCREENS, 'staff-rights-refunds-notice-wide.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/counter-billing');
  await expect(page.getByText(NOTICE('Counter billing'))).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/templeuserdash');
  expect(refused).toEqual([]);

  // Granted refunds as well, the staff user finds Refunds in the menu and the screen opens.
  await grantRights(baseURL, staff, ['devotees.read', 'refunds']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, ${staff.userName}`);
  expect(await menuLinks(page, 'Refunds')).toContain('Refunds');
  await page.goto('/refund-list');
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE('Refunds'))).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("the next user on the device gets their own menu, not the last user's rights", async ({
  page,
  baseURL,
}) => {
  const staff = await openStaffAccount(baseURL, ['billing']);
  await loginThroughUi(page, staff.email, staff.password);
  await expect(page).toHaveURL('/templeuserdash');
  const staffMenu = await menuLinks(page, 'Counter billing');
  expect(staffMenu).toEqual(expect.arrayContaining(['Counter billing', 'Bills']));
  expect(staffMenu).not.toContain('Refunds');
  await saveScreen(page, 'staff-rights-dashboard');

  const drawer = await openMenu(page);
  await saveScreen(page, 'staff-rights-menu');
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/devotee-home-page');

  await loginThroughUi(page, TEMPLE_ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/templiadmindash');
  const adminMenu = await menuLinks(page, 'Refunds');
  expect(adminMenu).toEqual(
    expect.arrayContaining([
      'Refunds',
      'Counter billing',
      'Sevas',
      'Deities',
      'Staff users',
      'Send notification',
    ]),
  );
  await page.goto('/refund-list');
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
});

test('the demo counter staff, without refunds, sees no Refunds item and the notice at /refund-list', async ({
  page,
}) => {
  await loginThroughUi(page, demoAccount('temple staff').email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/templeuserdash');
  const menu = await menuLinks(page, 'Counter billing');
  expect(menu).toEqual(expect.arrayContaining(['Counter billing', 'Sevas', 'Approvals']));
  expect(menu).not.toContain('Refunds');
  expect(menu).not.toContain('Deities');
  await page.goto('/refund-list');
  await expect(page.getByText(NOTICE('Refunds'))).toBeVisible();

  // In Malayalam the right is named in Malayalam.
  const drawer = await openMenu(page);
  await drawer.getByRole('button', { name: 'മലയാളം' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '“റീഫണ്ടുകൾ”' })).toBeVisible();
  await saveScreen(page, 'staff-rights-notice-ml');
});

test('the staff menu is grouped by the work: one right, one group; Counter billing on the first screen', async ({
  page,
  baseURL,
}) => {
  const staff = await openStaffAccount(baseURL, ['approvals']);
  await loginThroughUi(page, staff.email, staff.password);
  await expect(page).toHaveURL('/templeuserdash');
  const menu = await menuLinks(page, 'Approvals');
  for (const hidden of ['Counter billing', 'Sevas', 'Refunds', 'Queue gate', 'Reports', 'Devotees']) {
    expect(menu, hidden).not.toContain(hidden);
  }
  // The devotee's own screens are not a temple user's menu.
  for (const devotees of ['Cart', 'My bookings', 'Search', 'Home'])
    expect(menu, devotees).not.toContain(devotees);
  const drawer = await openMenu(page);
  const nav = drawer.getByRole('navigation').first();
  await expect(nav.getByRole('heading', { name: 'Bookings and approvals' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Counter' })).toHaveCount(0);
  await expect(nav.getByRole('heading', { name: 'Catalogue' })).toHaveCount(0);
  await saveScreen(page, 'staff-menu-one-right');
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/devotee-home-page');

  await loginThroughUi(page, TEMPLE_ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/templiadmindash');
  // The dashboard leads to the day's work.
  const work = page.getByRole('region', { name: "Today's work" });
  await expect(work.getByRole('link', { name: /Counter billing/ })).toBeVisible();
  await expect(work.getByRole('link', { name: /Approvals waiting/ })).toBeVisible();
  await saveScreen(page, 'staff-dashboard-work');
  const adminDrawer = await openMenu(page);
  const counter = adminDrawer.getByRole('link', { name: 'Counter billing', exact: true });
  await expect(counter).toBeInViewport({ ratio: 1 });
  const box = await counter.boundingBox();
  expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await saveScreen(page, 'staff-menu-admin');
});
