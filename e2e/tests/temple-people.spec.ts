import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount, UserType } from '../support/accounts.ts';
import { apiLogin } from '../support/api.ts';
import { apiPost, bookAndPayAtTemple } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi, saveScreen } from '../support/ui.ts';

/** The temple's people: staff accounts, the devotees who booked, and notifications to them. */
test.use({ viewport: { width: 390, height: 844 } });

const DEVOTEE = demoAccount('devotee');

async function loggedIn(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiLogin(api, email, DEMO_PASSWORD);
  return api;
}

async function templeIdOf(api: APIRequestContext): Promise<number> {
  const me = await api.get('/api/v1/me');
  expect(me.status()).toBe(200);
  const templeId = ((await me.json()) as { templeId: number | null }).templeId;
  expect(templeId).toBeGreaterThan(0);
  return templeId ?? 0;
}

async function devoteesFound(staff: APIRequestContext, templeId: number, search: string) {
  const response = await staff.get(`/api/v1/temples/${templeId}/devotees`, { params: { search } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: { email: string | null; bookingsCount: number }[] }).items;
}

test('the temple administrator opens a staff account with one right, and the new user logs in', async ({
  page,
  baseURL,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/temple-user-list');
  await expect(page.getByRole('heading', { name: 'Staff users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-user').first()).toBeVisible();
  await page.getByRole('link', { name: 'Add staff user' }).click();
  await expect(page.getByRole('heading', { name: 'New staff user', level: 1 })).toBeVisible();

  // The form checks before sending: a login identifier is needed.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();

  const tag = String(randomInt(100_000, 1_000_000));
  const email = `staff-${tag}@nivedya.test`;
  const password = `Seva-${tag}!`;
  await page.getByLabel('Name', { exact: true }).fill(`Counter ${tag}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Devotees', { exact: true }).check();
  await saveScreen(page, 'temple-user');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The staff user is saved.');
  await expect(page).toHaveURL(/\/temple-user-list$/);
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('staff-user').filter({ hasText: email, visible: true })).toHaveCount(1);
  await saveScreen(page, 'temple-user-list');

  const newUser = await playwrightRequest.newContext({ baseURL });
  await apiLogin(newUser, email, password);
  const me = await newUser.get('/api/v1/me');
  expect(((await me.json()) as { userType: number }).userType).toBe(UserType.TempleStaff);
  const rights = await newUser.get('/api/v1/me/rights');
  expect(((await rights.json()) as { rights: string[] }).rights).toEqual(['devotees.read']);

  // Disabling the account asks first; then the user can no longer log in.
  await page.getByTestId('staff-user').filter({ hasText: email, visible: true }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Edit staff user', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Devotees', { exact: true })).toBeChecked();
  await page.getByLabel('Status').selectOption('0');
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('They will no longer be able to log in.');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await dismissSuccess(page, 'The staff user is saved.');
  const again = await playwrightRequest.newContext({ baseURL });
  const refused = await apiPost(again, '/api/v1/auth/login', { identifier: email, password });
  expect(refused.status()).not.toBe(200);
});

test('the devotee list shows a devotee after they book and pay at the temple', async ({ page, baseURL }) => {
  const admin = await loggedIn(baseURL, demoAccount('temple administrator').email);
  const templeId = await templeIdOf(admin);
  const before = (await devoteesFound(admin, templeId, DEVOTEE.email))[0]?.bookingsCount ?? 0;
  await bookAndPayAtTemple(await loggedIn(baseURL, DEVOTEE.email), templeId, 'People Journey');
  await expect
    .poll(async () => (await devoteesFound(admin, templeId, DEVOTEE.email))[0]?.bookingsCount ?? 0)
    .toBe(before + 1);

  await loginThroughUi(page, demoAccount('temple staff').email, DEMO_PASSWORD);
  await page.goto('/devoteelist');
  await expect(page.getByRole('heading', { name: 'Devotees', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(DEVOTEE.email);
  const row = page.getByTestId('temple-devotee').filter({ hasText: DEVOTEE.userName, visible: true });
  await expect(row).toHaveCount(1);
  await saveScreen(page, 'devoteelist');
  await row.getByRole('link', { name: DEVOTEE.userName }).click();
  await expect(page.getByRole('heading', { name: 'Devotee', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByTestId('devotee-booking').first()).toContainText('People Journey');
  await saveScreen(page, 'devotee');
});

test("a notification the temple sends now reaches its devotees' notification list, and is listed as sent", async ({
  page,
  baseURL,
}) => {
  const admin = await loggedIn(baseURL, demoAccount('temple administrator').email);
  const templeId = await templeIdOf(admin);
  const devotee = await loggedIn(baseURL, DEVOTEE.email);
  if ((await devoteesFound(admin, templeId, DEVOTEE.email)).length === 0)
    await bookAndPayAtTemple(devotee, templeId, 'People Journey');

  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/notification-send');
  await expect(page.getByRole('heading', { name: 'Send notification', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();

  const title = `Festival notice ${randomInt(100_000, 1_000_000)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('The temple festival begins on the first of the month.');
  await expect(page.getByRole('radio', { name: /^All devotees/ })).toBeChecked();
  await page.getByRole('button', { name: 'Send' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('every devotee of the temple');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await dismissSuccess(page, /Sent to \d+ devotees?\./);
  const sent = page.getByTestId('sent-notification').filter({ hasText: title });
  await expect(sent.getByTestId('notification-status')).toHaveText('Sent');
  await expect(sent.getByTestId('notification-audience')).toHaveText('All devotees');
  const figures = sent.getByTestId('notification-figures');
  await expect(figures.getByRole('definition').first()).toHaveText(/^(\d+) of \1$/);
  await expect(figures).toContainText('Push sent');
  await expect(figures).toContainText('Push failed');
  await saveScreen(page, 'notification-send');

  const mine = await devotee.get('/api/v1/me/notifications');
  expect(mine.status()).toBe(200);
  const { items } = (await mine.json()) as { items: { title: string; temple: { id: number } | null }[] };
  expect(items.find((item) => item.title === title)?.temple?.id).toBe(templeId);
});

test("the temple schedules a notification for a seva's devotees, sees it scheduled, and cancels it", async ({
  page,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/notification-send');
  await expect(page.getByRole('heading', { name: 'Send notification', level: 1 })).toBeVisible();

  const title = `Seva reminder ${randomInt(100_000, 1_000_000)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Your seva is performed tomorrow at dawn.');
  await page.getByRole('radio', { name: /^Devotees booked for a seva/ }).check();
  const seva = page.getByRole('combobox', { name: 'Seva' });
  await expect(seva.locator('option')).not.toHaveCount(1);
  await seva.selectOption({ index: 1 });
  const sevaName = (await seva.locator('option:checked').innerText()).split(' · ')[0] ?? '';

  // Scheduled for tomorrow at 09:00, the temple's time: asked for the time first.
  await page.getByRole('radio', { name: 'Schedule for' }).check();
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Give the sending time as a date and time')).toBeVisible();
  await page.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Date' });
  await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').nth(1).click();
  await expect(calendar).toBeHidden();
  const day = (await page.getByRole('button', { name: /^Date/ }).innerText()).trim();
  expect(day).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  await page.getByLabel('Time').fill('09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await dismissSuccess(page, `Scheduled for ${day} 09:00.`);

  const scheduled = page.getByTestId('sent-notification').filter({ hasText: title });
  await expect(scheduled.getByTestId('notification-status')).toHaveText('Scheduled');
  await expect(scheduled.getByTestId('notification-audience')).toHaveText(`${sevaName}, any date`);
  await expect(scheduled).toContainText(`Goes out ${day} 09:00`);
  await saveScreen(page, 'notification-send-scheduled');

  await scheduled.getByRole('button', { name: `Cancel “${title}”` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel it' }).click();
  await dismissSuccess(page, 'The notification was cancelled. It will not be sent.');
  await expect(scheduled.getByTestId('notification-status')).toHaveText('Cancelled');
  await expect(scheduled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
});
