import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi, openMenu, saveScreen } from '../support/ui.ts';

/**
 * Reports (issue #14, first slice): the temple's counter staff bills a walk-in devotee in cash, then
 * closes the day from Reports → Daily collection: the bill is in the day's rows, the day's total has
 * grown by it, and the report downloads as XLSX. At a counter desk (1280×800) and on a phone.
 */

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** ₹1,25,000.50 → 12500050 paise. */
function paiseOf(text: string): number {
  const match = /₹([\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount in ${text}`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

/** 04-Aug-2026 → 2026-08-04. */
function isoOf(displayDate: string): string {
  const [day, month, year] = displayDate.split('-');
  return `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`;
}

/** The day's grand total as the report shows it now (₹0 while the day has no bills). */
async function dayTotal(page: Page): Promise<number> {
  const totals = page.getByTestId('report-totals');
  const empty = page.getByText('No paid bills or bookings on these days.');
  await expect(totals.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return paiseOf((await totals.locator('dd').last().textContent()) ?? '');
}

/** A one-line cash bill from the counter screen; its number. */
async function cashBill(page: Page, devotee: string): Promise<string> {
  await page.goto('/counter-billing');
  const seva = page.getByRole('combobox', { name: 'Seva' });
  await expect(seva).toBeFocused();
  await seva.pressSequentially('namarch');
  await expect(page.getByRole('option', { selected: true })).toContainText('Namarchana');
  await seva.press('Enter');
  await expect(page.getByLabel('Devotee name')).toBeFocused();
  await page.keyboard.type(devotee);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-line')).toHaveCount(1);
  await expect(page.getByTestId('bill-total')).toHaveText('₹10.00');
  await page.getByText('Cash', { exact: true }).click();
  await page.getByRole('button', { name: 'Save bill' }).click();
  await page.waitForURL(/\/billing\?id=\d+$/);
  const receipt = page.getByTestId('bill-receipt');
  await expect(receipt).toContainText(/BKS\d{8}/);
  const number = /BKS\d{8}/.exec((await receipt.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no bill number on the receipt');
  return number;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`reports (${name})`, () => {
    test.use({ viewport });

    test('counter staff closes the day from the daily collection and downloads its XLSX', async ({
      page,
    }) => {
      const staff = demoAccount('temple staff');
      await loginThroughUi(page, staff.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(staff.home);

      // The day's total before the bill (another journey may have billed today already).
      await page.goto('/dailyreport');
      await expect(page.getByRole('heading', { name: 'Daily collection', level: 1 })).toBeVisible();
      const before = await dayTotal(page);

      const devotee = `Report Devotee ${name}`;
      const billNumber = await cashBill(page, devotee);

      // Reports from the menu, then the daily collection from the list of reports.
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL('/transactionreports');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Collection', level: 2 })).toBeVisible();
      await expect(page.getByText('Every paid bill and booking of the day by counter')).toBeVisible();
      await saveScreen(page, `transactionreports-${name}`);
      await page.getByRole('link', { name: /^Daily collection/ }).click();
      await expect(page).toHaveURL('/dailyreport');
      await expect(page.getByRole('heading', { name: 'Daily collection', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Today', pressed: true })).toBeVisible();

      // The bill is one of the day's rows, by the staff user, in cash; the total has grown by ₹10.
      const row = page.getByTestId('report-row').filter({ hasText: billNumber });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(devotee);
      await expect(row).toContainText('Counter Staff');
      await expect(row).toContainText('Cash');
      await expect(row).toContainText('₹10.00');
      await expect.poll(() => dayTotal(page)).toBe(before + 1000);
      // What the cashier hands over: their cash line.
      const handOver = page.getByTestId('report-subtotal').filter({ hasText: 'Counter Staff' }).filter({
        hasText: 'Cash',
      });
      await expect(handOver).toHaveCount(1);
      await saveScreen(page, `dailyreport-${name}`);

      // Only cash: still there; only card: not.
      await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Card' });
      await expect(page).toHaveURL(/paymentMode=5/);
      await expect(page.getByTestId('report-row').filter({ hasText: billNumber })).toHaveCount(0);
      await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Any payment' });
      await expect(row).toHaveCount(1);

      // The XLSX of the day: named for its dates, a zip (PK) like every XLSX.
      const period = (await page.getByTestId('report-period').textContent()) ?? '';
      const day = isoOf(/\d{2}-[A-Z][a-z]{2}-\d{4}/.exec(period)?.[0] ?? '');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download XLSX' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`daily-collection-${day}-to-${day}.xlsx`);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

      // report-details-page: the bill's lines, a tap away from its row.
      await row.getByRole('link', { name: 'Lines' }).click();
      await expect(page).toHaveURL(/\/report-details-page\?report=dailyreport&/);
      await expect(
        page.getByRole('heading', { name: 'Daily collection: the lines behind it', level: 1 }),
      ).toBeVisible();
      const line = page.getByTestId('report-row');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('Namarchana');
      await expect(line).toContainText(devotee);
      await saveScreen(page, `report-details-${name}`);
    });

    test('an administrator opens the consolidated report across temples, then one temple', async ({
      page,
    }) => {
      // A bill of this month at a temple, so that the month has a collection however the journeys run.
      const staff = demoAccount('temple staff');
      await loginThroughUi(page, staff.email, DEMO_PASSWORD);
      await cashBill(page, `Consolidated Devotee ${name}`);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());

      const admin = demoAccount('administrator');
      await loginThroughUi(page, admin.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(admin.home);

      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL('/transactionreports');
      await page.getByRole('link', { name: /^Consolidated/ }).click();
      await expect(page).toHaveURL('/consolidated-report');
      await expect(page.getByRole('heading', { name: 'Consolidated', level: 1 })).toBeVisible();

      // Every temple at once: this month's collection of the temples, a subtotal per temple.
      const temple = page.getByLabel('Temple', { exact: true });
      await expect(temple).toHaveValue('');
      await expect(temple.locator('option:checked')).toHaveText('All temples');
      await page.getByRole('button', { name: 'This month' }).click();
      await expect(page.getByTestId('report-period')).toContainText('All temples ·');
      await expect(page.getByTestId('report-row').first()).toBeVisible();
      const subtotals = page.getByTestId('report-subtotal');
      await expect(subtotals.first()).toBeVisible();
      await saveScreen(page, `consolidated-all-temples-${name}`);

      // One temple: only its rows.
      const first = (await page.getByTestId('report-row').first().textContent()) ?? '';
      const templeName = (await temple.locator('option').allTextContents()).find(
        (option) => option !== 'All temples' && first.includes(option),
      );
      if (!templeName) throw new Error('no temple named on the first row');
      await temple.selectOption({ label: templeName });
      await expect(page).toHaveURL(/temple=\d+/);
      await expect(page.getByTestId('report-period')).toContainText(`${templeName} ·`);
      await expect(subtotals).toHaveCount(1);
      await expect(subtotals).toContainText(templeName);

      // The daily collection needs a temple: the screen says so until one is chosen.
      await page.goto('/dailyreport');
      await expect(page.getByText('this report is read one temple at a time')).toBeVisible();
      await page.getByLabel('Temple', { exact: true }).selectOption({ index: 1 });
      await expect(page.getByRole('button', { name: 'Today', pressed: true })).toBeVisible();
    });
  });
}
