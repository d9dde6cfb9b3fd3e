import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { escPosToText } from '../../apps/web/src/features/printing/escpos-text.ts';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { dismissSuccess, loginThroughUi, openMenu, saveScreen, storedItem } from '../support/ui.ts';

/**
 * Counter billing (issue #4 §5): the temple administrator bills a walk-in devotee from the keyboard,
 * takes cash, sees the bill and prints it (Html Print's layout as the printer gets it), finds it in
 * bill-list, cancels another bill with a reason, and reprints on a thermal printer, whose ESC/POS bytes
 * read back to the receipt's text. At a counter desk (1280×800) and on a phone.
 */

const TEMPLE_NAME = 'Sree Venugopala Krishna Swamy Temple';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Headless Chromium has no print dialog: window.print is counted instead. */
async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** Types part of a seva's code or name into the search and picks the best match with Enter. */
async function pickSeva(page: Page, typed: string, expected: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Seva' });
  await expect(search).toBeFocused();
  await search.pressSequentially(typed);
  await expect(page.getByRole('option', { selected: true })).toContainText(expected);
  await search.press('Enter');
  await expect(search).toHaveValue(expected);
  await expect(page.getByLabel('Devotee name')).toBeFocused();
}

/** Chooses a star in the searchable select from the keyboard. */
async function pickStar(page: Page, typed: string, star: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Star' });
  await expect(input).toBeFocused();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(typed);
  await expect(page.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${star}`));
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(star);
}

/** The bill on the billing screen: its number, read from the receipt. */
async function billNumberOn(page: Page): Promise<string> {
  const receipt = page.getByTestId('bill-receipt');
  await expect(receipt).toContainText(/BKS\d{8}/);
  const number = /BKS\d{8}/.exec((await receipt.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no bill number on the receipt');
  return number;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`counter billing (${name})`, () => {
    test.use({ viewport });

    test('bills a walk-in devotee from the keyboard, prints the bill, finds it, cancels another and reprints on a thermal printer', async ({
      page,
    }) => {
      await countPrints(page);
      // No Web Serial or WebUSB: a thermal receipt is downloaded as its ESC/POS bytes.
      await page.addInitScript(() => {
        for (const api of ['serial', 'usb'])
          delete (Navigator.prototype as unknown as Record<string, unknown>)[api];
      });
      await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
      await page.goto('/counter-billing');
      await expect(page.getByRole('heading', { name: 'Counter billing', level: 1 })).toBeVisible();
      await expect(page.getByText('Printer: Html Print')).toBeVisible();

      // Line 1: code or name, Enter; name; star; date stays today; quantity 2; Enter adds the line.
      await pickSeva(page, 'pushp', 'Pushpanjali');
      await page.keyboard.type('Lakshmi Menon');
      await page.keyboard.press('Tab');
      await pickStar(page, 'Rohi', 'Rohini');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: /^Pooja date/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Quantity')).toBeFocused();
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      const lines = page.getByTestId('bill-line');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText('Lakshmi Menon - Rohini');

      // Line 2: the name and star stay for the next line; a new name, Enter adds it.
      await pickSeva(page, 'palp', 'Palpayasam');
      await page.keyboard.type('Raman Nair');
      await page.keyboard.press('Enter');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(1)).toContainText('Raman Nair - Rohini');
      await expect(page.getByRole('combobox', { name: 'Seva' })).toBeFocused();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, `counter-billing-entry-${name}`);

      // The server's totals: ₹20 × 2 + ₹150, no service charge or GST at the counter.
      await expect(page.getByTestId('bill-total')).toHaveText('₹190.00');
      await expect(lines.first()).toContainText('₹40.00');
      await expect(page.getByText('No service charge or GST at the counter.')).toBeVisible();

      // UPI shows the temple's QR with the amount; the devotee pays cash after all.
      await page.getByText('UPI', { exact: true }).click();
      const qr = page.getByRole('img', { name: 'UPI QR code to pay ₹190.00' });
      await expect(qr).toBeVisible();
      const link = (await qr.getAttribute('data-qr-text')) ?? '';
      expect(link).toMatch(
        /^upi:\/\/pay\?pa=venugopaladevaswom@sbi&pn=Sree%20Venugopala%20Krishna%20Swamy%20Temple&am=190\.00&cu=INR&tn=/,
      );
      await saveScreen(page, `counter-billing-upi-${name}`);
      await page.getByText('Cash', { exact: true }).click();
      await saveScreen(page, `counter-billing-${name}`);

      // Ctrl+Enter saves and opens the bill, its Print button ready for Enter.
      await page.getByRole('combobox', { name: 'Seva' }).focus();
      await page.keyboard.press('Control+Enter');
      await page.waitForURL(/\/billing\?id=\d+$/);
      const billNumber = await billNumberOn(page);
      const receipt = page.getByTestId('bill-receipt');
      await expect(receipt).toContainText('Lakshmi Menon - Rohini');
      await expect(receipt).toContainText('Raman Nair - Rohini');
      await expect(receipt).toContainText('Cash');
      await expect(page.getByTestId('bill-receipt-total')).toHaveText('₹190.00');
      const print = page.getByRole('button', { name: 'Print receipt' });
      await expect(print).toBeFocused();
      await saveScreen(page, `billing-${name}`);

      // Html Print: the print layout as the printer gets it.
      await page.keyboard.press('Enter');
      await expect.poll(() => printCalls(page)).toBe(1);
      const layout = page.locator('#receipt-print-root');
      await page.emulateMedia({ media: 'print' });
      await expect(layout).toBeVisible();
      await expect(layout.getByRole('heading', { name: TEMPLE_NAME })).toBeVisible();
      await expect(layout).toContainText(billNumber);
      await expect(layout).toContainText('Lakshmi Menon - Rohini');
      await expect(layout).toContainText('₹190.00');
      await expect(page.getByRole('heading', { name: 'Bill', level: 1 })).toBeHidden();
      await saveScreen(page, `billing-print-${name}`);
      await page.emulateMedia({ media: 'screen' });

      // bill-list finds it by its number.
      await page.goto('/bill-list');
      await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
      await page.getByLabel('Search').fill(billNumber.slice(-5));
      const found = page.getByTestId('counter-bill');
      await expect(found).toHaveCount(1);
      await expect(found).toContainText(billNumber);
      await expect(found).toContainText('Lakshmi Menon, Raman Nair');
      await expect(found).toContainText('₹190.00');
      // The totals add up every bill the filters select, and the file carries the same bills.
      const totals = page.getByTestId('bill-totals');
      await expect(totals).toBeVisible();
      await expect(totals.locator('[data-figure="bills"]')).toHaveText('1');
      await expect(totals.locator('[data-figure="collected"]')).toHaveText('₹190.00');
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the bills: CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe('counter-bills.csv');
      const csvText = readFileSync(await csv.path(), 'utf8');
      expect(csvText).toContain(`${billNumber},`);
      expect(csvText).toContain('Collected,,,"1 bills: 1 paid, 0 cancelled",,,,,,190,0,190,');

      // Another bill, for the devotee who changes their mind: cancelled with a reason.
      await page.goto('/counter-billing');
      await pickSeva(page, 'namarch', 'Namarchana');
      await page.keyboard.type('Walk-in Devotee');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('bill-line')).toHaveCount(1);
      await expect(page.getByTestId('bill-total')).toHaveText('₹10.00');
      await page.getByRole('button', { name: 'Save bill' }).click();
      await page.waitForURL(/\/billing\?id=\d+$/);
      const secondNumber = await billNumberOn(page);

      await page.goto('/bill-list');
      await page.getByLabel('Search').fill(secondNumber.slice(-5));
      const second = page.getByTestId('counter-bill');
      await expect(second).toHaveCount(1);
      await second.getByRole('button', { name: `Cancel ${secondNumber}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Cancel bill ${secondNumber}?` });
      await expect(dialog).toBeVisible();
      // The reason is asked for before anything changes.
      await dialog.getByRole('button', { name: 'Cancel bill' }).click();
      await expect(dialog.getByText('Give a reason')).toBeVisible();
      await dialog.getByLabel('Reason for cancelling').fill('Devotee changed the seva');
      await saveScreen(page, `bill-cancel-${name}`);
      await dialog.getByRole('button', { name: 'Cancel bill' }).click();
      await dismissSuccess(page, `Bill ${secondNumber} is cancelled.`);
      await expect(second).toContainText('Cancelled');
      await expect(second).toContainText('Reason: Devotee changed the seva');
      await expect(second.getByRole('button', { name: `Cancel ${secondNumber}` })).toHaveCount(0);

      // Thermal Print, chosen in print settings, reprints the first bill as ESC/POS bytes.
      await page.goto('/print-settings');
      await page.getByRole('radio', { name: /^Thermal Print/ }).click();
      await page.waitForURL((url) => url.pathname !== '/print-settings');
      expect(await storedItem(page, 'PrintType')).toBe('2');
      await page.goto('/bill-list');
      await page.getByLabel('Search').fill(billNumber.slice(-5));
      await expect(page.getByTestId('counter-bill')).toHaveCount(1);
      await saveScreen(page, `bill-list-${name}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Reprint ${billNumber}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`receipt-${billNumber}.bin`);
      const text = escPosToText(new Uint8Array(readFileSync(await download.path())));
      expect(text).toContain(TEMPLE_NAME);
      expect(text).toContain(billNumber);
      expect(text).toContain('Lakshmi Menon - Rohini');
      expect(text).toContain('Raman Nair - Rohini');
      expect(text).toContain('Rs. 190.00');

      // The next run starts from Html Print again.
      await page.evaluate(() => localStorage.setItem('PrintType', '1'));
    });
  });
}

/** From Malayalam, through the menu as a person would: its button is named in Malayalam then. */
async function backToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'മെനു തുറക്കുക' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-MMM-yyyy, as the screens show a date, to yyyy-MM-dd for an address. */
function isoOf(shown: string): string {
  const [day, month, year] = shown.split('-');
  return `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`;
}

test('starts a star series for a walk-in devotee: every month on Rohini, its dates billed at once and marked in the performing report', async ({
  page,
}) => {
  // Issue #19: the counter's "How often" lists the temple's dates from the devotee's form's plan.
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/counter-billing');
  await pickSeva(page, 'pushp', 'Pushpanjali');
  await page.keyboard.type('Gopika Nair');
  await page.keyboard.press('Tab');
  await pickStar(page, 'Rohi', 'Rohini');
  await page.getByRole('radio', { name: 'Every month on Rohini' }).check();
  await page.getByLabel('How many times').selectOption('3');
  const dates = page.getByTestId('star-series-dates');
  await expect(dates).toContainText('3 dates on Rohini:');
  await expect(page.getByRole('button', { name: /^Pooja date/ })).toHaveCount(0);
  await dates.scrollIntoViewIfNeeded();
  await saveScreen(page, 'counter-series-choice-phone');
  await page.getByRole('button', { name: 'Add line' }).click();

  const series = page.getByTestId('bill-line-series');
  await expect(series).toContainText('Every month on Rohini');
  const shown = await series.getByRole('listitem').allTextContents();
  expect(shown).toHaveLength(3);
  await expect(page.getByTestId('bill-line')).toContainText('3 dates × ₹20.00');
  await expect(page.getByTestId('bill-total')).toHaveText('₹60.00');
  await expect(page.getByText('Number of poojas').locator('..')).toContainText('3');
  await series.scrollIntoViewIfNeeded();
  await saveScreen(page, 'counter-series-line-phone');
  // At a counter desk the line sits beside the payment.
  await page.setViewportSize({ width: 1280, height: 800 });
  await series.scrollIntoViewIfNeeded();
  await saveScreen(page, 'counter-series-line-desktop');
  await page.setViewportSize({ width: 390, height: 844 });

  // In Malayalam, the same line and choice.
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'മലയാളം' }).click();
  await page.keyboard.press('Escape');
  await expect(series).toContainText('രോഹിണി');
  await series.scrollIntoViewIfNeeded();
  await saveScreen(page, 'counter-series-line-ml-phone');
  await backToEnglish(page);

  await page.getByRole('button', { name: 'Save bill' }).click();
  await page.waitForURL(/\/billing\?id=\d+$/);
  const receipt = page.getByTestId('bill-receipt');
  for (const date of shown) await expect(receipt).toContainText(date);

  // The performing report marks each of its lines as recurring.
  const first = isoOf(shown[0] ?? '');
  await page.goto(`/performancereport?from=${first}&to=${first}`);
  await expect(page.getByRole('heading', { name: 'Sevas to perform', level: 1 })).toBeVisible();
  const row = page.getByTestId('report-row').filter({ hasText: 'Gopika Nair' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('recurring-badge')).toHaveText('↻ Every month');
  await row.scrollIntoViewIfNeeded();
  await saveScreen(page, 'performancereport-series-phone');
  const inMalayalam = await openMenu(page);
  await inMalayalam.getByRole('button', { name: 'മലയാളം' }).click();
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('recurring-badge')).toHaveText('↻ എല്ലാ മാസവും');
  await row.scrollIntoViewIfNeeded();
  await saveScreen(page, 'performancereport-series-ml-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await saveScreen(page, 'performancereport-series-ml-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await backToEnglish(page);
});
