import { describe, expect, it } from 'vitest';
import { formatRupees } from '../money.ts';
import {
  type OrderTotals,
  type PricedLineInput,
  percentOf,
  priceOrder,
  type TempleCharges,
  withDakshina,
} from './order-totals.ts';

const noCharges: TempleCharges = {
  platformChargeAmount: 0,
  platformChargePercent: 0,
  splitServiceCharge: 0,
  isIntroductoryServiceCharge: false,
  introductoryServiceAmount: 0,
};

interface PricingCase {
  name: string;
  lines: PricedLineInput[];
  charges: Partial<TempleCharges>;
  dakshina: number;
  expected: Partial<OrderTotals>;
}

const cases: PricingCase[] = [
  {
    name: 'a worked example with every charge',
    // Two Pushpanjali at ₹20, one Kalabham at ₹2,500 with ₹40 postage, one Ottappam at ₹40 posted (₹50).
    lines: [
      { rate: 2_000, postageCharge: 0, quantity: 2 },
      { rate: 250_000, postageCharge: 4_000, quantity: 1 },
      { rate: 4_000, postageCharge: 5_000, quantity: 1 },
    ],
    charges: { platformChargeAmount: 1_000, platformChargePercent: 1.5, splitServiceCharge: 300 },
    dakshina: 10_100,
    expected: {
      lineAmounts: [4_000, 250_000, 4_000],
      amount: 258_000,
      invoiceAmount: 258_000,
      postageCharge: 9_000,
      itemsSubtotal: 267_000,
      // ₹10 + 1.5% of ₹2,670 (₹40.05) = ₹50.05
      serviceCharge: 5_005,
      platformCharge: 5_005,
      // 9% of ₹50.05 = ₹4.5045 → ₹4.50
      sgst: 450,
      cgst: 450,
      gstCharge: 900,
      splitServiceCharge: 300,
      dakshinaAmount: 10_100,
      // 2,670 + 50.05 + 9.00 + 3.00 + 101.00
      totalAmount: 283_305,
    },
  },
  {
    name: 'the introductory charge replaces the platform charge',
    lines: [{ rate: 3_000, postageCharge: 0, quantity: 3 }],
    charges: {
      platformChargeAmount: 1_000,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
      isIntroductoryServiceCharge: true,
      introductoryServiceAmount: 200,
    },
    dakshina: 0,
    expected: {
      amount: 9_000,
      itemsSubtotal: 9_000,
      serviceCharge: 200,
      // 9% of ₹2 = ₹0.18
      sgst: 18,
      cgst: 18,
      gstCharge: 36,
      splitServiceCharge: 300,
      totalAmount: 9_536,
    },
  },
  {
    name: 'no lines: nothing is charged but a dakshina',
    lines: [],
    charges: { platformChargeAmount: 1_000, platformChargePercent: 3, splitServiceCharge: 300 },
    dakshina: 5_000,
    expected: {
      lineAmounts: [],
      amount: 0,
      invoiceAmount: 0,
      postageCharge: 0,
      itemsSubtotal: 0,
      serviceCharge: 0,
      gstCharge: 0,
      splitServiceCharge: 0,
      totalAmount: 5_000,
    },
  },
  {
    name: 'a percentage of exactly half a paisa rounds up',
    // 3% of ₹0.50 = 1.5 paise → 2
    lines: [{ rate: 50, postageCharge: 0, quantity: 1 }],
    charges: { platformChargePercent: 3 },
    dakshina: 0,
    expected: { serviceCharge: 2, sgst: 0, cgst: 0, totalAmount: 52 },
  },
  {
    name: 'GST of exactly half a paisa rounds up',
    // 9% of ₹0.50 = 4.5 paise → 5 each
    lines: [{ rate: 1_000, postageCharge: 0, quantity: 1 }],
    charges: { platformChargeAmount: 50 },
    dakshina: 0,
    expected: { serviceCharge: 50, sgst: 5, cgst: 5, gstCharge: 10, totalAmount: 1_060 },
  },
  {
    name: 'a percentage below half a paisa rounds down',
    // 1.5% of ₹0.30 = 0.45 paise → 0
    lines: [{ rate: 30, postageCharge: 0, quantity: 1 }],
    charges: { platformChargePercent: 1.5 },
    dakshina: 0,
    expected: { serviceCharge: 0, gstCharge: 0, totalAmount: 30 },
  },
  {
    name: 'postage counts once per unit and into the percentage',
    lines: [{ rate: 10_000, postageCharge: 6_000, quantity: 4 }],
    charges: { platformChargePercent: 2 },
    dakshina: 0,
    expected: {
      amount: 40_000,
      postageCharge: 24_000,
      itemsSubtotal: 64_000,
      serviceCharge: 1_280,
      sgst: 115,
      cgst: 115,
      totalAmount: 65_510,
    },
  },
];

describe('priceOrder (spec §3 totals)', () => {
  it.each(cases)('$name', ({ lines, charges, dakshina, expected }) => {
    const totals = priceOrder(lines, { ...noCharges, ...charges }, dakshina);
    expect(totals).toMatchObject(expected);
    // The invariants hold for every case.
    expect(totals.gstCharge).toBe(totals.sgst + totals.cgst);
    expect(totals.totalAmount).toBe(
      totals.itemsSubtotal +
        totals.serviceCharge +
        totals.gstCharge +
        totals.splitServiceCharge +
        totals.dakshinaAmount,
    );
    expect(Number.isInteger(totals.totalAmount)).toBe(true);
  });

  it('shows the worked example in rupees with two decimals', () => {
    const { lines, charges, dakshina } = cases[0]!;
    expect(formatRupees(priceOrder(lines, { ...noCharges, ...charges }, dakshina).totalAmount)).toBe(
      '₹2,833.05',
    );
  });

  it.each([
    ['a fractional rate', [{ rate: 10.5, postageCharge: 0, quantity: 1 }], 0],
    ['a zero quantity', [{ rate: 1_000, postageCharge: 0, quantity: 0 }], 0],
    ['a negative postage', [{ rate: 1_000, postageCharge: -1, quantity: 1 }], 0],
    ['a negative dakshina', [], -100],
  ])('refuses %s', (_name, lines, dakshina) => {
    expect(() => priceOrder(lines, noCharges, dakshina)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [10_000, 9, 900],
    [5_005, 9, 450],
    [267_000, 1.5, 4_005],
    [50, 3, 2],
    [1, 49.99, 0],
    [1, 50, 1],
  ])('%i paise × %d%% = %i', (amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });
});

describe('withDakshina', () => {
  const charges: TempleCharges = { ...noCharges, platformChargeAmount: 500, platformChargePercent: 2 };
  const lines: PricedLineInput[] = [{ rate: 4_000, postageCharge: 0, quantity: 1 }];
  it.each([
    [0, 1_100],
    [1_100, 0],
    [10_100, 2_500],
    [0, 0],
  ])('from a dakshina of %i paise to %i is what pricing with it gives', (from, to) => {
    expect(withDakshina(priceOrder(lines, charges, from), to)).toEqual(priceOrder(lines, charges, to));
  });

  it('refuses a negative dakshina', () => {
    expect(() => withDakshina(priceOrder(lines, charges, 0), -1)).toThrow(RangeError);
  });
});
