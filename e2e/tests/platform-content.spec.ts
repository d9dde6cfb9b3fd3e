import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Content the platform owns (issue #15 §3), on a phone: the administrator writes a screen's help page
 * from that screen's help button and the help modal shows it; then publishes an app version for the
 * iOS app (web clients, which these journeys are, keep theirs), which the audit log then shows.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the administrator writes the help page of a screen where it is read, and publishes an app version', async ({
  page,
}) => {
  const run = randomInt(100, 999);
  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto('/app-versions');
  await page.getByRole('button', { name: 'Open help for this page' }).click();
  const modal = page.getByRole('dialog', { name: 'Help' });
  await modal.getByRole('link', { name: /help page/ }).click();
  await expect(page).toHaveURL(/\/help-details\?/);
  await expect(page.getByLabel('Screen')).toHaveValue('app-versions');
  await page.getByLabel('Title').fill(`Publishing a version ${run}`);
  const editor = page.getByRole('textbox', { name: 'Help text' });
  await editor.click();
  await page.keyboard.type(`A forced update stops older apps until they update (${run}).`);
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The help page is saved.');
  await expect(page).toHaveURL('/help-list');
  await expect(
    page
      .getByTestId('help-entry')
      .filter({ hasText: `Publishing a version ${run}` })
      .filter({ visible: true }),
  ).toBeVisible();

  await page.goto('/app-versions');
  await page.getByRole('button', { name: 'Open help for this page' }).click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toContainText(`until they update (${run})`);
  await page.getByRole('dialog', { name: 'Help' }).getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Version').fill(`1.${run}`);
  await page.getByLabel('Platform').selectOption({ label: 'iOS app' });
  await page.getByLabel('Release notes').fill('Receipts in Malayalam');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await dismissSuccess(page, `Version 1.${run} is published.`);
  await expect(
    page
      .getByTestId('app-version')
      .filter({ hasText: `1.${run}` })
      .filter({ visible: true }),
  ).toContainText('iOS app');
  const current = await page.request.get('/api/v1/app-version?platform=ios');
  expect(await current.json()).toEqual({ version: `1.${run}`, isForceUpdate: false });

  // The audit log says who published it.
  await page.goto('/audit-log');
  await page.getByLabel('Action').fill('app-version.');
  const entry = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'app-version.published' })
    .filter({ visible: true })
    .first();
  await expect(entry).toContainText('Platform Admin');
  await entry.getByText(/fields changed/).click();
  await expect(entry).toContainText(`1.${run}`);
});

test('the administrator adds a location that devotees can filter temples by', async ({ page }) => {
  const run = randomInt(100, 999);
  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await page.goto('/location-list');
  await page.getByLabel('Name', { exact: true }).fill(`Erumely ${run}`);
  await page.getByLabel('Code').fill(`erumely-${run}`);
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The location is saved.');
  await expect(
    page
      .getByTestId('location')
      .filter({ hasText: `Erumely ${run}` })
      .filter({ visible: true }),
  ).toContainText('Listed');
  const listed = await page.request.get('/api/v1/locations');
  expect(JSON.stringify(await listed.json())).toContain(`Erumely ${run}`);
});

test('the dashboard opens the refunds temples still have to approve', async ({ page }) => {
  await loginThroughUi(page, demoAccount('administrator').email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dash');
  await page.getByTestId('dash-refunds-waiting').click();
  await expect(page).toHaveURL('/platform-refunds?status=requested');
  await expect(page.getByRole('heading', { name: 'Refunds across temples', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('requested');
});
