import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Devotee visits (issue #16) on a phone: the temple administrator sets up a small zone with an entry
 * and an exit gate and watches the live status; the gate clerk records a family in by mobile and a
 * devotee by count, the zone crosses its alert threshold on the live screen and on every staff screen,
 * a second entry of the same mobile is refused, and all leave at the other gate, a count never going
 * below zero.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function chooseType(
  page: Page,
  title: 'How this gate records entries' | 'How this gate records exits',
  type: string,
) {
  await page.getByRole('button', { name: /^By / }).click();
  const popover = page.getByRole('dialog', { name: title });
  await popover.getByRole('radio', { name: type }).click();
  await expect(popover).toBeHidden();
}

test('a clerk counts devotees in and out by mobile and count; the live status and every staff screen follow and say when the zone is crowded', async ({
  page,
  browser,
}) => {
  const run = randomInt(10_000, 99_999);
  const zone = `Sanctum queue ${run}`;
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/devotee-visit-settings');
  await expect(page.getByRole('heading', { name: 'Visit settings', level: 1 })).toBeVisible();
  await page.getByLabel('Zone', { exact: true }).first().fill(zone);
  await page.getByLabel('Safe capacity').fill('5');
  await page.getByLabel('Alert threshold').fill('9');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('The alert threshold cannot be above the capacity')).toBeVisible();
  await page.getByLabel('Alert threshold').fill('3');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await dismissSuccess(page, `${zone} saved.`);
  await expect(page.getByTestId('visit-zone').filter({ hasText: zone })).toBeVisible();

  for (const [gate, direction] of [
    [`Sanctum entry ${run}`, 'Entry'],
    [`Sanctum exit ${run}`, 'Exit'],
  ] as const) {
    await page.getByLabel('Gate', { exact: true }).fill(gate);
    await page.getByLabel('Zone', { exact: true }).last().selectOption({ label: zone });
    await page.getByLabel('Lets devotees').selectOption({ label: direction });
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await dismissSuccess(page, `${gate} saved.`);
  }
  await expect(page.getByTestId('visit-gate').filter({ hasText: `Sanctum exit ${run}` })).toContainText(
    'Exit',
  );

  // The office watches the live status while the clerk works the gates.
  await page.goto('/devotee-visit-live-status');
  const tile = page.getByTestId('live-zone').filter({ hasText: zone });
  await expect(tile.getByTestId('live-inside')).toHaveText('0');

  const clerkContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clerk = await clerkContext.newPage();
  await loginThroughUi(clerk, demoAccount('temple staff').email, DEMO_PASSWORD);
  await clerk.goto('/devotee-visit-in');
  await clerk.getByLabel('Gate').selectOption({ label: `Sanctum entry ${run} · ${zone}` });
  await expect(clerk.getByTestId('zone-now')).toHaveText(`0 of 5 inside ${zone}.`);
  await chooseType(clerk, 'How this gate records entries', 'Mobile number');
  const mobile = `98${String(run).padStart(8, '0')}`;
  await clerk.getByLabel("Devotee's mobile number").fill(mobile);
  await clerk.getByLabel('Devotees with them (including them)').fill('2');
  await clerk.getByRole('button', { name: 'Record entry' }).click();
  const recorded = clerk.getByTestId('visit-recorded');
  await expect(recorded).toContainText('2 devotees in.');
  await expect(recorded).toContainText(`2 of 5 inside ${zone}.`);
  await expect(recorded).toHaveAttribute('data-level', 'ok');
  await expect(tile.getByTestId('live-inside')).toHaveText('2');
  await expect(tile).toHaveAttribute('data-level', 'ok');

  await clerk.getByLabel("Devotee's mobile number").fill(mobile);
  await clerk.getByRole('button', { name: 'Record entry' }).click();
  await expect(clerk.getByRole('alert')).toContainText(`is already inside ${zone}`);

  // A walk-in counted at the tally: the zone reaches its alert threshold.
  await clerk.getByRole('link', { name: 'Count a group' }).click();
  await expect(clerk).toHaveURL('/devotee-in');
  await clerk.getByLabel('Gate').selectOption({ label: `Sanctum entry ${run} · ${zone}` });
  await clerk.getByRole('button', { name: '+1', exact: true }).click();
  await expect(recorded).toContainText(`3 of 5 inside ${zone}.`);
  await expect(recorded).toHaveAttribute('data-level', 'alert');
  await expect(recorded).toContainText('Crowded');
  await expect(tile.getByTestId('live-inside')).toHaveText('3');
  await expect(tile).toHaveAttribute('data-level', 'alert');
  await expect(tile.getByRole('alert')).toHaveText('Crowded');
  // Every other staff screen of the temple shows it too.
  await page.goto('/devotee-visit-settings');
  await expect(page.getByTestId('crowd-alert')).toContainText(`${zone} is crowded: 3 of 5 inside.`);
  await expect(clerk.getByTestId('crowd-alert')).toContainText(`${zone} is crowded`);

  // Out at the other gate: the family by mobile, then a count larger than who is left is refused.
  await clerk.goto('/devotee-visit-out');
  await clerk.getByLabel('Gate').selectOption({ label: `Sanctum exit ${run} · ${zone}` });
  await chooseType(clerk, 'How this gate records exits', 'Mobile number');
  await clerk.getByLabel("Devotee's mobile number").fill(mobile);
  await clerk.getByRole('button', { name: 'Record exit' }).click();
  await expect(recorded).toContainText('2 devotees out.');
  await expect(recorded).toContainText(`1 of 5 inside ${zone}.`);
  await chooseType(clerk, 'How this gate records exits', 'Devotee count');
  await clerk.getByLabel('Number of devotees').fill('4');
  await clerk.getByRole('button', { name: 'Record exit' }).click();
  await expect(clerk.getByRole('alert')).toContainText(`Only 1 devotee is inside ${zone}; 4 cannot leave`);
  await clerk.getByLabel('Number of devotees').fill('1');
  await clerk.getByRole('button', { name: 'Record exit' }).click();
  await expect(recorded).toContainText(`0 of 5 inside ${zone}.`);
  await expect(page.getByTestId('crowd-alert')).toBeHidden();

  // The day on the dashboard: three in (two by mobile, one counted), three out, one named visit.
  await page.goto('/devotee-visit-dashboard');
  const day = page.locator('section').filter({ hasText: zone });
  await expect(day.getByTestId('visit-dashboard-zone')).toContainText('In3');
  await expect(day.getByTestId('visit-dashboard-zone')).toContainText('Out3');
  await expect(day.getByTestId('visit-dashboard-zone')).toContainText('Named visits1');
  await expect(day).toContainText('In by mobile 2, by QR code 0, counted 1.');
  await clerkContext.close();
});
