import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { escPosToText } from '../../apps/web/src/features/printing/escpos-text.ts';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi, openMenu, saveScreen, storedItem } from '../support/ui.ts';

/**
 * Print settings (spec §2: Html Print (1), Thermal Print (2), Sunmi Print (3), stored under the local
 * key PrintType, then closes), the thermal test page read back from its ESC/POS bytes, and Html
 * Print's layout as the printer gets it, on A4 and an 80 mm roll.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PT_PER_MM = 72 / 25.4;
/** The printed pages are kept beside the screenshots, to look at. */
const PRINTS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

async function openPrintSettings(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Print settings' }).click();
  await expect(page.getByRole('heading', { name: 'Print settings', level: 1 })).toBeVisible();
}

/** The first page's size of a PDF, in points (MediaBox [0 0 width height]). */
function pdfPageSize(pdf: Buffer): { width: number; height: number } {
  const match = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('The PDF has no MediaBox');
  return { width: Number(match[1]), height: Number(match[2]) };
}

test('the temple administrator chooses Thermal Print, which is stored under PrintType and closes the page, then Html Print again', async ({
  page,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/templiadmindash$/);
  expect(await storedItem(page, 'PrintType')).toBeNull();

  await openPrintSettings(page);
  await expect(page.getByRole('radio', { name: /^Html Print/ })).toBeChecked();
  // Sunmi Print is offered only on a Sunmi device; a browser says why not.
  await expect(page.getByRole('radio', { name: /^Sunmi Print/ })).toBeDisabled();
  await expect(page.getByText('Only in the Nivedya app on a Sunmi device.')).toBeVisible();
  await saveScreen(page, 'print-settings-phone');
  await page
    .getByRole('heading', { name: 'Thermal printer' })
    .evaluate((heading) => heading.scrollIntoView());
  await saveScreen(page, 'print-settings-thermal-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('heading', { name: 'Print settings', level: 1 }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'print-settings-desktop');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('radio', { name: /^Thermal Print/ }).click();
  await expect(page).toHaveURL(/\/templiadmindash$/);
  expect(await storedItem(page, 'PrintType')).toBe('2');

  await openPrintSettings(page);
  await expect(page.getByRole('radio', { name: /^Thermal Print/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Html Print/ }).click();
  await expect(page).toHaveURL(/\/templiadmindash$/);
  expect(await storedItem(page, 'PrintType')).toBe('1');
});

test('without Web Serial or WebUSB the thermal test page is downloaded as ESC/POS bytes that read back on a 58 mm roll', async ({
  page,
  baseURL,
}) => {
  // A browser without the device APIs (Firefox, Safari, phones).
  await page.addInitScript(() => {
    for (const api of ['serial', 'usb'])
      delete (Navigator.prototype as unknown as Record<string, unknown>)[api];
  });
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await openPrintSettings(page);
  await expect(page.getByText(/This browser cannot reach printers/)).toBeVisible();
  await page.getByRole('radio', { name: /^58 mm roll/ }).check();
  expect(await storedItem(page, 'PrintPaperWidth')).toBe('58mm');

  const thermal = page.getByRole('region', { name: 'Printer' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    thermal.getByRole('button', { name: 'Print a test page' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('test-page-58mm.bin');
  await expect(page.getByText('The test page was downloaded as test-page-58mm.bin.')).toBeVisible();
  const text = escPosToText(new Uint8Array(readFileSync(await download.path())));
  const lines = text.split('\n');
  expect(lines).toContain('01234567890123456789012345678901');
  expect(lines).toContain(`[QR ${baseURL}]`);
  expect(text).toContain('58 mm, 32 characters a line');
  for (const line of lines.filter((printed) => !printed.startsWith('[QR '))) {
    expect(line.length).toBeLessThanOrEqual(32);
  }
  // The page stays open: only the print type closes it.
  await expect(page).toHaveURL(/\/print-settings$/);
});

test('Html Print lays the receipt out on A4 and on an 80 mm roll page as long as the receipt', async ({
  page,
}) => {
  // Headless Chromium has no print dialog; the layout stays in the page as the printer would get it.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await openPrintSettings(page);
  const templeName = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { TempleId: number };
    const response = await fetch(`/api/v1/temples/${user.TempleId}`);
    return ((await response.json()) as { name: string }).name;
  });

  const htmlCard = page.locator('section', { has: page.getByText('Html Print paper') });
  await htmlCard.getByRole('button', { name: 'Print a test page' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  const layout = page.locator('#receipt-print-root');
  await expect(layout).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(layout).toBeVisible();
  await expect(layout.getByRole('heading', { name: templeName })).toBeVisible();
  await expect(layout).toContainText('TEST-PAGE');
  await expect(layout).toContainText('Sample Devotee - Ashwathy');
  await expect(layout).toContainText('SGST (9%)');
  await expect(layout.locator('img[data-qr-text]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Print settings', level: 1 })).toBeHidden();
  await saveScreen(page, 'print-html-a4-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'print-html-a4-desktop');
  const a4 = pdfPageSize(
    await page.pdf({ preferCSSPageSize: true, path: path.join(PRINTS, 'print-html-a4.pdf') }),
  );
  expect(a4.width).toBeCloseTo(210 * PT_PER_MM, 0);
  expect(a4.height).toBeCloseTo(297 * PT_PER_MM, 0);

  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await htmlCard.getByRole('radio', { name: /^80 mm roll/ }).check();
  expect(await storedItem(page, 'PrintHtmlPaper')).toBe('80mm');
  await htmlCard.getByRole('button', { name: 'Print a test page' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(layout.locator('[data-paper="80mm"]')).toBeVisible();
  await saveScreen(page, 'print-html-80mm-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'print-html-80mm-desktop');
  const roll = pdfPageSize(
    await page.pdf({ preferCSSPageSize: true, path: path.join(PRINTS, 'print-html-80mm.pdf') }),
  );
  expect(roll.width).toBeCloseTo(80 * PT_PER_MM, 0);
  // One page exactly as long as the receipt: longer than a QR code, shorter than A4.
  expect(roll.height).toBeGreaterThan(100 * PT_PER_MM);
  expect(roll.height).toBeLessThan(297 * PT_PER_MM);
});
