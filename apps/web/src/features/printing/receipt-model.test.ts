import { formatRupees, paiseToRupees } from '@nivedya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Translate, toReceiptModel } from './receipt-model.ts';
import { buildReceipt } from './testing/receipt-builder.ts';
import { printingTranslators } from './testing/translators.ts';

let translate: Record<'en' | 'ml', Translate>;
beforeAll(async () => {
  translate = await printingTranslators();
});

const screenOptions = () => ({
  t: translate.en,
  language: 'en' as const,
  money: formatRupees,
  isLatinOnly: false,
  productName: 'Nivedya',
});

describe('the printable receipt model', () => {
  it('carries the temple, booking number, date, payment mode and status', () => {
    const model = toReceiptModel(buildReceipt(), screenOptions());
    expect(model.temple).toEqual({
      name: 'Sree Mahadeva Temple',
      localName: 'ശ്രീ മഹാദേവ ക്ഷേത്രം',
      address: 'Sreekaryam, Thiruvananthapuram',
      manthra: 'ഓം നമഃ ശിവായ',
    });
    expect(model.title).toBe('Seva Receipt');
    expect(model.facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Booking No', 'BKS2026030500042'],
      ['Date', '05-Mar-2026'],
      ['Payment', 'Cash'],
      ['Status', 'Paid'],
    ]);
  });

  it('adds the payment reference when there is one and names an unknown payment mode', () => {
    const model = toReceiptModel(
      buildReceipt({ paymentCode: 'pay_Q1w2E3', paymentMode: 9 }),
      screenOptions(),
    );
    expect(model.facts.find((fact) => fact.key === 'paymentRef')?.value).toBe('pay_Q1w2E3');
    expect(model.facts.find((fact) => fact.key === 'paymentMode')?.value).toBe('Payment mode 9');
  });

  it('lists each seva with "devotee - star", the perform date as dd-MMM-yyyy and quantity × rate', () => {
    const model = toReceiptModel(buildReceipt(), screenOptions());
    expect(model.lines).toEqual([
      {
        serialNo: 1,
        seva: 'Rudrabhishekam (Mahadevan)',
        devotee: 'Arjun Nair - Rohini',
        performDate: '09-Mar-2026',
        quantityRate: '2 × ₹100.00',
        amount: '₹200.00',
      },
      {
        serialNo: 2,
        seva: 'Pushpanjali',
        devotee: 'Meenakshi Amma - Uthrattathi',
        performDate: 'To be allotted by the temple',
        quantityRate: '1 × ₹50.00',
        amount: '₹50.00',
      },
    ]);
  });

  it('shows the rate with postage, as the devotee details modal does', () => {
    const receipt = buildReceipt();
    const line = { ...receipt.lines[0]!, quantity: 3, rate: 10000, postageCharge: 2500, lineTotal: 37500 };
    const model = toReceiptModel({ ...receipt, lines: [line] }, screenOptions());
    expect(model.lines[0]).toMatchObject({ quantityRate: '3 × ₹125.00', amount: '₹375.00' });
  });

  it('gives Total first, then only the charges above zero, then the total amount and count of poojas', () => {
    const model = toReceiptModel(buildReceipt(), screenOptions());
    expect(model.totals.map((row) => [row.label, row.amount])).toEqual([
      ['Total', '₹250.00'],
      ['Dakshina', '₹101.00'],
      ['SGST (9%)', '₹4.50'],
      ['CGST (9%)', '₹4.50'],
    ]);
    expect(model.grandTotal).toMatchObject({ label: 'Total Amount', amount: '₹360.00' });
    expect(model.poojaCount).toEqual({ label: 'Total Number of Pooja', value: '3' });
  });

  it('lists postage and both service charges when the server charged them', () => {
    const receipt = buildReceipt();
    const model = toReceiptModel(
      {
        ...receipt,
        totals: { ...receipt.totals, postageCharge: 4000, serviceCharge: 1200, splitServiceCharge: 300 },
      },
      screenOptions(),
    );
    expect(model.totals.map((row) => row.label)).toEqual([
      'Total',
      'Dakshina',
      'Payment Gateway charge',
      'Temple service charge',
      'SGST (9%)',
      'CGST (9%)',
      'Postage Charge',
    ]);
  });

  it('puts the receipt link in the QR code', () => {
    const receipt = buildReceipt();
    const model = toReceiptModel(receipt, screenOptions());
    expect(model.qr).toEqual({ data: receipt.receiptUrl, caption: 'Scan to see this receipt online' });
    expect(model.footer).toContain('Nivedya');
  });

  it('leaves Malayalam out of a print that cannot show it and keeps the stars in English', () => {
    const model = toReceiptModel(buildReceipt(), {
      ...screenOptions(),
      money: (paise) => `Rs. ${paiseToRupees(paise)}`,
      isLatinOnly: true,
    });
    expect(model.temple.localName).toBeNull();
    expect(model.temple.manthra).toBeNull();
    expect(model.temple.address).toBe('Sreekaryam, Thiruvananthapuram');
    expect(model.lines[0]).toMatchObject({ devotee: 'Arjun Nair - Rohini', quantityRate: '2 x Rs. 100.00' });
  });

  it('reads in Malayalam, with Malayalam star names, for a Malayalam reader', () => {
    const model = toReceiptModel(buildReceipt(), {
      ...screenOptions(),
      t: translate.ml,
      language: 'ml',
    });
    expect(model.title).toBe('സേവ രസീത്');
    expect(model.lines[0]?.devotee).toBe('Arjun Nair - രോഹിണി');
    expect(model.facts[0]).toMatchObject({ label: 'ബുക്കിംഗ് നമ്പർ', value: 'BKS2026030500042' });
  });
});
