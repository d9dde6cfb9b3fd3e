import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * Proof of performance (issue #17 §4) on a phone: a seva billed at the counter for today is marked
 * performed from the priest's worksheet with a note; the row then shows when, and the bill's online
 * receipt says it was performed.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Desk {
  temple: { id: number; today: string };
  sevas: { id: number; name: string; minPerformDate: string }[];
}

test("the temple marks today's seva performed from the priest's worksheet, and its receipt shows it", async ({
  page,
}) => {
  const devoteeName = `Ravi Menon ${randomInt(10_000, 99_999)}`;
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { templeId: number };
  const base = `/api/v1/temples/${me.templeId}/counter-bills`;
  const desk = (await (await page.request.get(`${base}/desk`)).json()) as Desk;
  const seva = desk.sevas.find((candidate) => candidate.minPerformDate <= desk.temple.today);
  if (!seva) throw new Error('the demo temple sells no seva at the counter for today');
  const billed = await page.request.post(base, {
    headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
    data: {
      lines: [{ sevaId: seva.id, performDate: desk.temple.today, devoteeName, starId: 4, quantity: 1 }],
      paymentMode: 'cash',
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const { receiptToken } = (await billed.json()) as { receiptToken: string };

  await page.goto('/performance-priest-report');
  await page.getByRole('button', { name: 'Today' }).click();
  const row = page.getByTestId('report-row').filter({ hasText: devoteeName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Mark performed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark performed' });
  await expect(
    dialog.getByRole('radio', { name: new RegExp(`^This one: ${seva.name} for ${devoteeName}`) }),
  ).toBeChecked();
  await dialog.getByLabel('Note for the devotees (optional)').fill('Performed by the Melsanthi');
  await dialog.getByRole('button', { name: 'Mark performed' }).click();
  await dismissSuccess(page, '1 seva marked performed. The devotee is told.');
  await expect(row.getByTestId('performed-at')).toHaveText(/^✓ Performed \d{2}:\d{2}$/);

  await page.goto(`/seva-receipt/${receiptToken}`);
  await expect(page.getByTestId('receipt-performed')).toHaveText(
    /^✓ Performed \d{2}-\w{3}-\d{4} \d{2}:\d{2}$/,
  );
});
