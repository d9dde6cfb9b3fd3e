import { paiseToRupees } from '@nivedya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeReceipt, encodeTestPage } from './escpos-receipt.ts';
import { escPosToText } from './escpos-text.ts';
import { type ReceiptModel, type Translate, toReceiptModel } from './receipt-model.ts';
import { buildReceipt } from './testing/receipt-builder.ts';
import { printingTranslators } from './testing/translators.ts';

let t: Translate;
beforeAll(async () => {
  t = (await printingTranslators()).en;
});

function thermalModel(receipt = buildReceipt()): ReceiptModel {
  return toReceiptModel(receipt, {
    t,
    language: 'en',
    money: (paise) => `Rs. ${paiseToRupees(paise)}`,
    isLatinOnly: true,
    productName: 'Nivedya',
  });
}

/** The printed lines, without the QR line (a code, not text the roll has to fit). */
function printedLines(text: string): string[] {
  return text.split('\n').filter((line) => !line.startsWith('[QR '));
}

describe.each([
  ['58 mm', 32],
  ['80 mm', 48],
])('the ESC/POS receipt on %s paper', (_paper, columns) => {
  const receipt = buildReceipt();
  let text: string;
  beforeAll(() => {
    text = escPosToText(encodeReceipt(thermalModel(receipt), { columns }));
  });

  it(`keeps every line within ${columns} characters`, () => {
    const lines = printedLines(text);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
  });

  it('prints the temple, the title and the booking number', () => {
    expect(text).toContain('Sree Mahadeva Temple');
    expect(text).toContain('SEVA RECEIPT');
    expect(text).toMatch(/Booking No\s+BKS2026030500042/);
    expect(text).toMatch(/Date\s+05-Mar-2026/);
    expect(text).toMatch(/Payment\s+Cash/);
  });

  it('prints each seva with its devotee and star, perform date and amount', () => {
    expect(text).toContain('Rudrabhishekam');
    expect(text).toContain('Arjun Nair - Rohini');
    expect(text).toContain('Meenakshi Amma - Uthrattathi');
    expect(text).toContain('Pooja date: 09-Mar-2026');
    expect(text).toMatch(/2 x Rs\. 100\.00\s+Rs\. 200\.00/);
  });

  it('prints the totals with Dakshina and the GST lines, and the total amount', () => {
    expect(text).toMatch(/Total\s+Rs\. 250\.00/);
    expect(text).toMatch(/Dakshina\s+Rs\. 101\.00/);
    expect(text).toMatch(/SGST \(9%\)\s+Rs\. 4\.50/);
    expect(text).toMatch(/CGST \(9%\)\s+Rs\. 4\.50/);
    expect(text).toMatch(/Total Amount\s+Rs\. 360\.00/);
    expect(text).not.toContain('Postage Charge');
  });

  it('prints a QR code of the receipt link', () => {
    expect(text.split('\n')).toContain(`[QR ${receipt.receiptUrl}]`);
  });

  it('prints no Malayalam, which thermal code pages lack', () => {
    expect(text).not.toMatch(/[\u0D00-\u0D7F]/);
    expect(text).not.toContain('?');
  });
});

describe('the ESC/POS receipt', () => {
  it('wraps a long seva name within the line instead of cutting it', () => {
    const receipt = buildReceipt();
    const long = 'Sahasranama Archana with Ghee Lamp and Special Naivedyam';
    const text = escPosToText(
      encodeReceipt(thermalModel({ ...receipt, lines: [{ ...receipt.lines[0]!, sevaName: long }] }), {
        columns: 32,
      }),
    );
    const flat = printedLines(text)
      .map((line) => line.trim())
      .join(' ');
    expect(flat).toContain('Sahasranama Archana with Ghee');
    expect(flat).toContain('Special Naivedyam');
    for (const line of printedLines(text)) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('ends with a cut and starts by initialising the printer', () => {
    const bytes = encodeReceipt(thermalModel(), { columns: 48 });
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    const tail = [...bytes.slice(-6)];
    expect(tail.some((byte, index) => byte === 0x1d && tail[index + 1] === 0x56)).toBe(true);
  });

  it('makes a test page with a full-width ruler and a QR code', () => {
    const text = escPosToText(
      encodeTestPage(
        { title: 'Test page', paper: '58 mm, 32 characters a line', qrCaption: 'Scan me' },
        'https://nivedya.example',
        { columns: 32 },
      ),
    );
    expect(text).toContain('Test page');
    expect(text.split('\n')).toContain('01234567890123456789012345678901');
    expect(text.split('\n')).toContain('[QR https://nivedya.example]');
  });
});
