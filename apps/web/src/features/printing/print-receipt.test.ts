import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_ROOT_ID, pageCss } from './html-print.tsx';
import { printReceiptWithOutcome } from './print-receipt.ts';
import { PrintType, writeHtmlPaper, writeRollWidth } from './print-type.ts';
import { mockPrint } from './testing/mock-print.ts';
import { buildReceipt } from './testing/receipt-builder.ts';
import { printingTranslators } from './testing/translators.ts';

beforeAll(async () => {
  await printingTranslators();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  window.dispatchEvent(new Event('afterprint'));
  vi.restoreAllMocks();
});

describe('Html Print (1)', () => {
  it('renders the receipt for print only and opens the print dialog', async () => {
    const print = mockPrint();
    const receipt = buildReceipt();
    expect(await printReceiptWithOutcome(receipt, {}, PrintType.Html)).toEqual({ kind: 'dialog' });
    expect(print).toHaveBeenCalledOnce();
    const root = document.getElementById(PRINT_ROOT_ID);
    expect(root?.textContent).toContain('Sree Mahadeva Temple');
    expect(root?.textContent).toContain('ശ്രീ മഹാദേവ ക്ഷേത്രം');
    expect(root?.textContent).toContain('Arjun Nair - Rohini');
    expect(root?.textContent).toContain('₹360.00');
    expect(root?.querySelector('[data-paper="A4"]')).not.toBeNull();
    expect(root?.querySelector('img[data-qr-text]')?.getAttribute('data-qr-text')).toBe(receipt.receiptUrl);
    const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('@page { size: A4 portrait');
    expect(css).toContain(`body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }`);
    expect(document.title).toBe('Seva Receipt BKS2026030500042');
  });

  it('lays out for an 80 mm roll when chosen, and removes itself after printing', async () => {
    mockPrint();
    document.title = 'Counter billing';
    writeHtmlPaper('80mm');
    await printReceiptWithOutcome(buildReceipt(), {}, PrintType.Html);
    expect(document.querySelector(`#${PRINT_ROOT_ID} [data-paper="80mm"]`)).not.toBeNull();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById(PRINT_ROOT_ID)).toBeNull();
    expect(document.title).toBe('Counter billing');
  });

  it('gives a roll a page exactly as wide as the paper and as long as the receipt', () => {
    expect(pageCss('80mm', 150.2)).toBe('@page { size: 80mm 159mm; margin: 4mm 4mm; }');
    expect(pageCss('58mm', 100)).toBe('@page { size: 58mm 108mm; margin: 4mm 5mm; }');
    expect(pageCss('A4', 999)).toBe('@page { size: A4 portrait; margin: 12mm; }');
  });
});

describe('Thermal Print (2)', () => {
  it('downloads the ESC/POS bytes when the browser can reach no printer', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    writeRollWidth('58mm');
    expect(await printReceiptWithOutcome(buildReceipt(), {}, PrintType.Thermal)).toEqual({
      kind: 'downloaded',
      file: 'receipt-BKS2026030500042.bin',
    });
  });
});

describe('Sunmi Print (3)', () => {
  it('refuses in a browser, which has no Sunmi printer', async () => {
    await expect(printReceiptWithOutcome(buildReceipt(), {}, PrintType.Sunmi)).rejects.toMatchObject({
      code: 'SUNMI_UNAVAILABLE',
    });
  });
});
