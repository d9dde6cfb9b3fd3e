import type { CartEvaluation } from '@nivedya/domain';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin } from '../support/api.ts';
import { apiPost, chooseDate } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi, saveScreen } from '../support/ui.ts';

/**
 * The temple's operations screens: seva blocking (and what devotees then meet in their cart) and seva
 * groups, driven as the temple administrator on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

let devotee: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  devotee = await playwrightRequest.newContext({ baseURL });
  await apiLogin(devotee, demoAccount('devotee').email, DEMO_PASSWORD);
});
test.afterEach(async () => {
  await devotee.dispose();
});

/** A day far ahead (other journeys book the first open days), different on each run. */
function farDay(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 200 + Math.floor(Math.random() * 100));
  return day.toISOString().slice(0, 10);
}

async function problemsOn(sevaId: number, performDate: string): Promise<string[]> {
  const response = await apiPost(devotee, '/api/v1/cart/evaluate', {
    lines: [{ sevaId, performDate, quantity: 1, devoteeName: 'Check', prasadamDelivery: 1 }],
  });
  expect(response.status(), await response.text()).toBe(200);
  const evaluation = (await response.json()) as CartEvaluation;
  return [
    ...evaluation.orders.flatMap((order) => order.lines.flatMap((line) => line.problems)),
    ...evaluation.unknownLines.flatMap((line) => line.problems),
  ].map((problem) => problem.code);
}

test('the temple administrator blocks a seva for a day; the devotee cart reports DATE_BLOCKED until it is removed', async ({
  page,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/seva-blocking');
  await expect(page.getByRole('heading', { name: 'Seva blocking', level: 1 })).toBeVisible();

  // The form checks itself before asking.
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Give the reason for blocking')).toBeVisible();

  const sevaSelect = page.getByLabel('Seva', { exact: true });
  await expect(sevaSelect.locator('option').nth(1)).toBeAttached();
  const sevaId = Number(await sevaSelect.locator('option').nth(1).getAttribute('value'));
  expect(sevaId).toBeGreaterThan(0);
  const day = farDay();
  expect(await problemsOn(sevaId, day)).not.toContain('DATE_BLOCKED');

  await sevaSelect.selectOption(String(sevaId));
  await chooseDate(page, 'From date', day);
  const reason = `E2E festival ${Date.now()}`;
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Block');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await dismissSuccess(page, 'Blocked');
  await expect(page.getByTestId('blocking-result')).toContainText('No bookings were made on these dates.');
  await saveScreen(page, 'temple-seva-blocking');

  expect(await problemsOn(sevaId, day)).toContain('DATE_BLOCKED');

  // Removing the blocking (after confirming Delete) opens the day again.
  const row = page.getByTestId('seva-blocking').filter({ hasText: reason });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await dismissSuccess(page, 'Blocking removed');
  await expect(row).toHaveCount(0);
  expect(await problemsOn(sevaId, day)).not.toContain('DATE_BLOCKED');
});

test('the temple administrator creates a seva group, and devotees can list it', async ({ page, request }) => {
  const account = demoAccount('temple administrator');
  await loginThroughUi(page, account.email, DEMO_PASSWORD);
  await page.goto('/seva-group-list');
  await page.getByRole('link', { name: 'Add seva group' }).click();
  await expect(page.getByRole('heading', { name: 'Add seva group', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Group name')).toHaveAttribute('aria-invalid', 'true');

  const name = `E2E Group ${Date.now()}`;
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Name in the local language').fill('പരീക്ഷണം');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'Seva group saved');
  await expect(page).toHaveURL('/seva-group-list');
  const row = page.getByTestId('staff-seva-group').filter({ hasText: name });
  await expect(row).toContainText('0 sevas');
  await saveScreen(page, 'temple-seva-group-list');

  const templeId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').TempleId as number,
  );
  const publicGroups = await request.get(`/api/v1/temples/${templeId}/seva-groups`);
  expect(publicGroups.status()).toBe(200);
  expect(JSON.stringify(await publicGroups.json())).toContain(name);
});
