import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiPost } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Walk-in passes by occupancy (issue #16) on a phone: at a zone with room for 2 below its alert
 * threshold, the entrance clerk issues a pass that goes in at once (its QR recorded at the gate), then
 * one while the zone is at its threshold, which says "wait"; the devotee follows it on its own page
 * and the office on the live screen, and exits at the other gate bring it forward.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a walk-in pass issued while the zone is full waits, and is called when exits make room', async ({
  page,
  browser,
}) => {
  const run = randomInt(10_000, 99_999);
  const zone = `Mukha mandapam ${run}`;
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const { templeId } = (await (await page.request.get('/api/v1/me')).json()) as { templeId: number };
  const base = `/api/v1/temples/${templeId}/visits`;
  const created = await apiPost(page.request, `${base}/zones`, {
    name: zone,
    capacity: 4,
    alertThreshold: 2,
  });
  expect(created.status(), await created.text()).toBe(201);
  const zoneId = ((await created.json()) as { id: number }).id;
  for (const [name, direction] of [
    [`Mandapam entry ${run}`, 'in'],
    [`Mandapam exit ${run}`, 'out'],
  ]) {
    const gate = await apiPost(page.request, `${base}/gates`, { zoneId, name, direction });
    expect(gate.status(), await gate.text()).toBe(201);
  }
  await page.goto('/devotee-visit-live-status');
  const tile = page.getByTestId('live-zone').filter({ hasText: zone });
  await expect(tile.getByTestId('live-inside')).toHaveText('0');

  const clerkContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clerk = await clerkContext.newPage();
  await loginThroughUi(clerk, demoAccount('temple staff').email, DEMO_PASSWORD);
  await clerk.goto('/devotee-visit-passes');
  await expect(clerk.getByRole('heading', { name: 'Walk-in passes', level: 1 })).toBeVisible();
  await clerk.getByLabel('Zone').selectOption({ label: zone });
  await clerk.getByLabel('Devotees on the pass').fill('0');
  await clerk.getByRole('button', { name: 'Issue pass' }).click();
  await expect(clerk.getByText('Enter 1 to 100 devotees')).toBeVisible();

  // Room for 2: a family of two goes in at once.
  await clerk.getByLabel('Devotees on the pass').fill('2');
  await clerk.getByRole('button', { name: 'Issue pass' }).click();
  const issued = clerk.getByTestId('walk-in-pass');
  await expect(issued).toHaveAttribute('data-status', 'called');
  await expect(issued.getByTestId('pass-number')).toHaveText('1');
  await expect(issued).toContainText('Go in now');
  const firstLink = await issued.locator('img[data-qr-text]').getAttribute('data-qr-text');
  expect(firstLink).toMatch(/\/walk-in-pass\/[A-Za-z0-9_-]{22}$/);

  // The next, with a mobile to be texted: the zone is at its threshold, so it waits.
  await clerk.getByLabel('Zone').selectOption({ label: zone });
  await clerk.getByLabel('Devotees on the pass').fill('1');
  const mobile = `97${String(run).padStart(8, '0')}`;
  await clerk.getByLabel('Mobile number (optional)').fill(mobile);
  await clerk.getByRole('button', { name: 'Issue pass' }).click();
  await expect(issued.getByTestId('pass-number')).toHaveText('2');
  await expect(issued).toHaveAttribute('data-status', 'waiting');
  await expect(issued).toContainText('Please wait');
  await expect(issued).toContainText('Nobody has left lately; the pass is called as soon as there is room.');
  const secondLink = await issued.locator('img[data-qr-text]').getAttribute('data-qr-text');
  await expect(clerk.getByTestId('pass-row').filter({ hasText: `Pass 2 · ${zone}` })).toContainText(
    'Waiting',
  );
  await expect(tile.getByTestId('live-passes')).toContainText('Now calling: 1');
  await expect(tile.getByTestId('live-passes')).toContainText('1 pass waiting · 1 devotee');

  // The devotee follows their pass on its own page, without logging in.
  const devoteeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const devotee = await devoteeContext.newPage();
  await devotee.goto(new URL(secondLink!).pathname);
  const own = devotee.getByTestId('walk-in-pass');
  await expect(own).toHaveAttribute('data-status', 'waiting');
  await expect(own).toContainText(zone);

  // Pass 1's family at the entry gate, by its QR.
  await clerk.goto('/devotee-visit-in');
  await clerk.getByLabel('Gate').selectOption({ label: `Mandapam entry ${run} · ${zone}` });
  await clerk.getByRole('button', { name: /^By / }).click();
  await clerk
    .getByRole('dialog', { name: 'How this gate records entries' })
    .getByRole('radio', { name: 'QR code' })
    .click();
  await expect(clerk.getByRole('button', { name: 'By QR code' })).toBeVisible();
  await clerk.getByLabel('QR code (scan, or type what it says)').fill(secondLink!);
  await clerk.getByRole('button', { name: 'Record entry' }).click();
  await expect(clerk.getByRole('alert')).toContainText(`Walk-in pass 2 is still waiting for room in ${zone}`);
  await clerk.getByLabel('QR code (scan, or type what it says)').fill(firstLink!);
  await clerk.getByRole('button', { name: 'Record entry' }).click();
  const recorded = clerk.getByTestId('visit-recorded');
  await expect(recorded).toContainText('2 devotees in. Walk-in pass 1');
  await expect(tile.getByTestId('live-inside')).toHaveText('2');

  // One leaves at the other gate: room for pass 2, called on the live screen and on the devotee's page.
  await clerk.goto('/devotee-out');
  await clerk.getByLabel('Gate').selectOption({ label: `Mandapam exit ${run} · ${zone}` });
  await clerk.getByRole('button', { name: '−1', exact: true }).click();
  await expect(recorded).toContainText(`1 of 4 inside ${zone}.`);
  await expect(tile.getByTestId('live-passes')).toContainText('Now calling: 2');
  await expect(tile.getByTestId('live-passes')).toContainText('No pass waiting');
  await expect(own).toHaveAttribute('data-status', 'called', { timeout: 15_000 });
  await expect(own).toContainText('Go in now');

  // The text the devotee got when it was called.
  await clerk.goto('/devotee-visit-passes');
  await expect(clerk.getByTestId('pass-row').filter({ hasText: `Pass 2 · ${zone}` })).toContainText('Called');
  await expect(clerk.getByTestId('pass-row').filter({ hasText: `Pass 1 · ${zone}` })).toContainText('Used');
  const passTwo = clerk.getByTestId('pass-row').filter({ hasText: `Pass 2 · ${zone}` });
  await passTwo.getByRole('button', { name: 'Cancel pass' }).click();
  await clerk.getByRole('alertdialog').getByRole('button', { name: 'Cancel pass' }).click();
  await dismissSuccess(clerk, 'Pass 2 cancelled.');
  await expect(passTwo).toContainText('Cancelled');
  await expect(own).toHaveAttribute('data-status', 'cancelled', { timeout: 15_000 });

  // The entrance kiosk: a devotee takes a pass for three themselves; pass 2's room is free again.
  await clerk.getByRole('link', { name: 'Take a walk-in pass' }).click();
  await expect(clerk.getByRole('heading', { name: 'Take a walk-in pass' })).toBeVisible();
  await clerk.getByRole('radio', { name: zone }).check();
  await clerk.getByRole('button', { name: 'One more' }).click();
  await clerk.getByRole('button', { name: 'One more' }).click();
  await clerk.getByRole('button', { name: 'Get my pass' }).click();
  const kioskPass = clerk.getByTestId('walk-in-pass');
  await expect(kioskPass.getByTestId('pass-number')).toHaveText('3');
  await expect(kioskPass).toContainText('3 devotees');
  // 1 inside, room for 1 below the threshold of 2: the three wait.
  await expect(kioskPass).toHaveAttribute('data-status', 'waiting');
  await clerk.getByRole('button', { name: /^Done/ }).click();
  await expect(clerk.getByRole('button', { name: 'Get my pass' })).toBeVisible();
  await devoteeContext.close();
  await clerkContext.close();
});
