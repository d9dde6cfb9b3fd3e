import { inflateSync } from 'node:zlib';
import type { Receipt } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { fontRuns, renderReceiptPdf } from './receipt-pdf.ts';

function receiptWith(devoteeName: string, sevaName = 'Pushpanjali'): Receipt {
  return {
    orderNumber: 'BKS00000042',
    orderDate: '2026-11-21',
    status: 'paid',
    statusMessage: 'Paid',
    isVerified: true,
    paymentMode: 1,
    paymentCode: 'pay_123',
    paidAt: null,
    temple: {
      id: 1,
      name: 'Sree Krishna Temple',
      nameNarration: null,
      address: 'Guruvayur',
      shortCode: null,
      manthra: null,
      logoUrl: '',
      timeZone: 'Asia/Kolkata',
    },
    lines: [
      {
        serialNo: 1,
        sevaName,
        deityName: null,
        devoteeName,
        starName: 'Rohini',
        performDate: '2026-11-28',
        quantity: 1,
        rate: 5000,
        postageCharge: 0,
        lineTotal: 5000,
        status: 1,
      },
    ],
    totals: {
      amount: 5000,
      postageCharge: 0,
      serviceCharge: 0,
      platformCharge: 0,
      gstCharge: 0,
      sgst: 0,
      cgst: 0,
      splitServiceCharge: 0,
      dakshinaAmount: 0,
      invoiceAmount: 5000,
      totalAmount: 5000,
      numberOfPoojas: 1,
    },
    receiptUrl: 'http://localhost:3000/seva-receipt/token',
    pdfUrl: 'http://localhost:3000/api/v1/receipts/token/pdf',
  } as Receipt;
}

/** Every stream of the PDF, inflated where it is Flate-compressed, as text. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not compressed.
    }
  }
  return parts.join('\n');
}

describe('receipt PDF', () => {
  /** The code points the PDF's ToUnicode maps give back (a conjunct maps to its letters together). */
  const mappedCodePoints = (text: string) =>
    new Set(
      [...text.matchAll(/<([0-9A-Fa-f]{4,})>/g)].flatMap(
        (match) => (match[1] ?? '').toUpperCase().match(/.{4}/g) ?? [],
      ),
    );
  const hex = (char: string) => char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');

  it('sets a Malayalam devotee name in the embedded Malayalam font, letter for letter', async () => {
    const text = pdfText(await renderReceiptPdf(receiptWith('ശ്രീകുമാർ'), 'Nivedya'));
    expect(text).toMatch(/\/BaseFont \/NotoSansMalayalam-Regular/);
    // ശ ് ര ീ ക ു മ ാ ർ
    const mapped = mappedCodePoints(text);
    for (const letter of 'ശ്രീകുമാർ') expect(mapped).toContain(hex(letter));
  });

  it('prints amounts with the rupee sign, from a subset of the Malayalam font that holds only it', async () => {
    const text = pdfText(await renderReceiptPdf(receiptWith('Lakshmi Nair'), 'Nivedya'));
    expect(text).toContain('Helvetica');
    const mapped = mappedCodePoints(text);
    expect(mapped).toContain(hex('₹'));
    expect([...mapped].filter((code) => code >= '0D00' && code <= '0D7F')).toEqual([]);
  });

  it('splits text into runs for Noto Sans Malayalam (Malayalam, joiners with it, ₹) and Helvetica', () => {
    expect(fontRuns('Sree ശ്രീ\u200D 1 ₹5')).toEqual([
      { text: 'Sree ', inNoto: false },
      { text: 'ശ്രീ\u200D', inNoto: true },
      { text: ' 1 ', inNoto: false },
      { text: '₹', inNoto: true },
      { text: '5', inNoto: false },
    ]);
  });
});
