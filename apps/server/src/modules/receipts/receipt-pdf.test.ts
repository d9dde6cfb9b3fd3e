import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Receipt } from '@nivedya/domain';
import { create as createFontkitFont, type Font as FontkitFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { type PdfContents, readPdf } from '../../test/pdf-text.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

type ReceiptLine = Receipt['lines'][number];

function receiptWith(
  lines: Partial<ReceiptLine>[],
  temple: Partial<Receipt['temple']> = {},
  extra: Partial<Receipt['totals']> = {},
): Receipt {
  const full = lines.map(
    (line, index): ReceiptLine => ({
      serialNo: index + 1,
      sevaName: 'Pushpanjali',
      deityName: null,
      devoteeName: 'Lakshmi Nair',
      starName: 'Rohini',
      performDate: '2026-11-28',
      series: null,
      quantity: 1,
      rate: 5000,
      postageCharge: 0,
      lineTotal: 5000,
      status: 1,
      ...line,
    }),
  );
  const amount = full.reduce((sum, line) => sum + line.lineTotal, 0);
  const dakshinaAmount = extra.dakshinaAmount ?? 0;
  return {
    orderNumber: 'BKS00000042',
    orderDate: '2026-11-21',
    status: 'paid',
    language: 'en',
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
      ...temple,
    },
    lines: full,
    totals: {
      amount,
      postageCharge: 0,
      serviceCharge: 0,
      platformCharge: 0,
      gstCharge: 0,
      sgst: 0,
      cgst: 0,
      splitServiceCharge: 0,
      dakshinaAmount,
      invoiceAmount: amount + dakshinaAmount,
      totalAmount: amount + dakshinaAmount,
      numberOfPoojas: full.length,
    },
    receiptUrl: 'http://localhost:3000/seva-receipt/token',
    pdfUrl: 'http://localhost:3000/api/v1/receipts/token/pdf',
  } as Receipt;
}

const require = createRequire(import.meta.url);
const notoWoff = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-${weight}-normal.woff`,
    ),
  );
const openFont = (bytes: Uint8Array) => createFontkitFont(Buffer.from(bytes)) as FontkitFont;

/** The outlines of the glyphs the PDF draws in a font, read from the subset embedded in it. */
function drawnOutlines(pdf: PdfContents, fontName: string): Set<string> {
  const file = pdf.fontFiles.get(fontName);
  if (!file) throw new Error(`${fontName} is not embedded`);
  const subset = openFont(file);
  return new Set(
    pdf.glyphs
      .filter((glyph) => glyph.font === fontName)
      .map((glyph) => subset.getGlyph(glyph.cid).path.toSVG()),
  );
}

const lineStartingWith = (pdf: PdfContents, start: string) =>
  pdf.lines.find((line) => line.startsWith(start));

describe('receipt PDF', () => {
  const malayalamReceipt = receiptWith(
    [
      {
        sevaName: 'ലക്ഷ്മീ പൂജ',
        devoteeName: 'ശ്രീകാന്ത് ക്ഷത്രിയൻ',
        starName: 'ഉത്രം',
        rate: 125000,
        lineTotal: 125000,
      },
      { sevaName: 'Pushpanjali', deityName: 'Sree Krishna', devoteeName: 'Lakshmi Nair', starName: 'Rohini' },
    ],
    { name: 'ശ്രീ ഗുരുവായൂർ ക്ഷേത്രം', address: 'ഗുരുവായൂർ, തൃശ്ശൂർ' },
    { dakshinaAmount: 10000 },
  );

  it('reads back as typed: Malayalam names in logical order, and every amount with ₹', async () => {
    const pdf = readPdf(await renderReceiptPdf(malayalamReceipt, 'Nivedya'));
    expect(pdf.title).toBe('Receipt BKS00000042');
    expect(pdf.pageCount).toBe(1);
    expect(pdf.lines.slice(0, 3)).toEqual(['ശ്രീ ഗുരുവായൂർ ക്ഷേത്രം', 'ഗുരുവായൂർ, തൃശ്ശൂർ', 'Seva Receipt']);
    expect(pdf.lines).toContain('Booking No: BKS00000042');
    expect(lineStartingWith(pdf, '1')).toMatch(/^1ലക്ഷ്മീ പൂജ28-Nov-20261₹1,250\.00₹1,250\.00$/);
    expect(pdf.lines).toContain('ശ്രീകാന്ത് ക്ഷത്രിയൻ - ഉത്രം');
    expect(lineStartingWith(pdf, '2')).toMatch(/^2Pushpanjali \(Sree Krishna\)28-Nov-20261₹50\.00₹50\.00$/);
    expect(pdf.lines).toContain('Amount₹1,300.00');
    expect(pdf.lines).toContain('Dakshina₹100.00');
    expect(pdf.lines).toContain('Total Amount₹1,400.00');
  });

  it('draws conjuncts and the pre-base ra as the font substitutes them (GSUB), checked against fontkit', async () => {
    const pdf = readPdf(await renderReceiptPdf(malayalamReceipt, 'Nivedya'));
    const drawn = drawnOutlines(pdf, 'NotoSansMalayalam-Regular');
    // fontkit shapes the conjuncts on its own (GSUB only; its GPOS is what fails on this font).
    const font = openFont(notoWoff(400));
    for (const word of ['ക്ഷ', 'ന്ത', 'ശ്രീ', 'ത്ര']) {
      const glyphs = font.layout(word).glyphs;
      expect(glyphs.length, word).toBeLessThan([...word].length);
      for (const glyph of glyphs) expect(drawn, `${word}: glyph ${glyph.id}`).toContain(glyph.path.toSVG());
    }
    // One glyph stands for the three letters of ക്ഷ, and copying it gives them back.
    expect(pdf.glyphs.map((glyph) => glyph.text)).toContain('ക്ഷ');
  });

  it('places marks as browsers do (GPOS): the dot reph above, a virama after ന്റ beyond it', async () => {
    // Both words end a syllable in a mark attached through a null GPOS anchor: fontkit 2 throws there.
    const pdf = readPdf(
      await renderReceiptPdf(
        receiptWith([{ sevaName: 'ധൎമ്മശാസ്താ പൂജ', devoteeName: 'വിൻസെന്റ്', starName: 'തിരുവോണം' }]),
        'Nivedya',
      ),
    );
    expect(pdf.lines).toContain('വിൻസെന്റ് - തിരുവോണം');
    const reph = pdf.glyphs.findIndex((glyph) => glyph.text === 'ൎ');
    const [base, mark] = [pdf.glyphs[reph - 1], pdf.glyphs[reph]];
    if (!base || !mark) throw new Error('no dot reph drawn');
    expect(mark.y - base.y).toBeGreaterThan(0.1 * mark.size);
    const virama = pdf.glyphs.findLastIndex((glyph) => glyph.text === '്');
    const [conjunct, sign] = [pdf.glyphs[virama - 1], pdf.glyphs[virama]];
    if (!conjunct || !sign) throw new Error('no virama drawn');
    expect(conjunct.text).toBe('ന്റ');
    expect(sign.x - (conjunct.x + conjunct.advance)).toBeGreaterThan(0.1 * sign.size);
    expect(sign.y).toBeCloseTo(conjunct.y, 3);
  });

  it('prints an English receipt in Helvetica with ₹ from a subset of the Malayalam font holding only it', async () => {
    const pdf = readPdf(await renderReceiptPdf(receiptWith([{}]), 'Nivedya'));
    expect(pdf.lines).toContain('Sree Krishna Temple');
    expect(pdf.lines).toContain('Total Amount₹50.00');
    expect(new Set(pdf.glyphs.map((glyph) => glyph.text))).toEqual(new Set(['₹']));
    const subset = openFont(pdf.fontFiles.get('NotoSansMalayalam-Regular') ?? new Uint8Array());
    expect(subset.numGlyphs).toBeLessThanOrEqual(2);
  });

  it("writes a Malayalam account's receipt in Malayalam: its words and stars, names and money as they are", async () => {
    const receipt = {
      ...receiptWith(
        [{ starName: 'Rohini' }, { sevaName: 'Ganapathi Homam', performDate: null, starName: 'Uthram' }],
        {},
        { dakshinaAmount: 10000 },
      ),
      language: 'ml' as const,
    };
    const pdf = readPdf(await renderReceiptPdf(receipt, 'Nivedya'));
    expect(pdf.title).toBe('രസീത് BKS00000042');
    expect(pdf.lines.slice(0, 3)).toEqual(['Sree Krishna Temple', 'Guruvayur', 'സേവാ രസീത്']);
    expect(pdf.lines).toContain('ബുക്കിംഗ് നമ്പർ: BKS00000042');
    expect(pdf.lines).toContain('തീയതി: 21-നവം-2026');
    expect(pdf.lines).toContain('നില: പണമടച്ചു');
    expect(pdf.lines).toContain('പണമടയ്ക്കൽ റഫറൻസ്: pay_123');
    expect(pdf.lines).toContain('#സേവ / ഭക്തൻ - നക്ഷത്രംതീയതിഎണ്ണംനിരക്ക്തുക');
    expect(lineStartingWith(pdf, '1')).toMatch(/^1Pushpanjali28-നവം-20261₹50\.00₹50\.00$/);
    expect(pdf.lines).toContain('Lakshmi Nair - രോഹിണി');
    // A date the temple is still to allot, wider than its column, goes on over the devotee's line.
    expect(pdf.lines).toContain('2Ganapathi Homamക്ഷേത്രം1₹50.00₹50.00');
    expect(pdf.lines).toContain('Lakshmi Nair - ഉത്രംനിശ്ചയിക്കും');
    expect(pdf.lines).toContain('തുക₹100.00');
    expect(pdf.lines).toContain('ദക്ഷിണ₹100.00');
    expect(pdf.lines).toContain('ആകെ തുക₹200.00');
    expect(pdf.lines).toContain('ആകെ പൂജകളുടെ എണ്ണം: 2');
    expect(pdf.lines).toContain('ഈ രസീത് ഇവിടെ പരിശോധിക്കാം: http://localhost:3000/seva-receipt/token');
    expect(pdf.lines).toContain('Nivedya വഴി നൽകിയ രസീത്');
  });

  it('says on an unpaid receipt that it is not one, in its language', async () => {
    const failed = { ...receiptWith([{}]), status: 'failed' as const };
    expect(readPdf(await renderReceiptPdf(failed, 'Nivedya')).lines).toContain(
      'Status: PAYMENT FAILED - NOT A VALID RECEIPT',
    );
    expect(readPdf(await renderReceiptPdf({ ...failed, language: 'ml' }, 'Nivedya')).lines).toContain(
      'നില: പണമടയ്ക്കൽ പരാജയപ്പെട്ടു - ഇത് സാധുവായ രസീതല്ല',
    );
  });

  it('puts a long receipt on more pages, the column heads repeated', async () => {
    const pdf = readPdf(
      await renderReceiptPdf(receiptWith(Array.from({ length: 20 }, () => ({}))), 'Nivedya'),
    );
    expect(pdf.pageCount).toBe(2);
    expect(pdf.lines.filter((line) => line.startsWith('#Seva / Devotee - Star'))).toHaveLength(2);
    expect(pdf.lines).toContain('Total Amount₹1,000.00');
  });
});
