import { priceOrder } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { type TotalsLike, totalsBreakdown } from './totals-breakdown.ts';

const zero: TotalsLike = {
  amount: 0,
  dakshinaAmount: 0,
  serviceCharge: 0,
  splitServiceCharge: 0,
  sgst: 0,
  cgst: 0,
  postageCharge: 0,
  totalAmount: 0,
};

const keys = (totals: TotalsLike) => totalsBreakdown(totals).map((row) => row.key);

describe('totals breakdown (spec §2 transaction details)', () => {
  it('always shows Total, and nothing else when every charge is zero', () => {
    expect(totalsBreakdown({ ...zero, amount: 2000, totalAmount: 2000 })).toEqual([
      { key: 'total', labelKey: 'totals.total', amount: 2000 },
    ]);
  });

  it.each([
    ['dakshinaAmount', 'dakshina'],
    ['serviceCharge', 'gatewayCharge'],
    ['splitServiceCharge', 'templeServiceCharge'],
    ['sgst', 'sgst'],
    ['cgst', 'cgst'],
    ['postageCharge', 'postage'],
  ] as const)('shows %s only when above zero', (field, key) => {
    expect(keys({ ...zero, [field]: 1 })).toEqual(['total', key]);
    expect(keys({ ...zero, [field]: 0 })).toEqual(['total']);
  });

  it("keeps the spec's order: Total, Dakshina, gateway charge, SGST, CGST, Postage", () => {
    expect(
      keys({
        amount: 1,
        dakshinaAmount: 1,
        serviceCharge: 1,
        splitServiceCharge: 1,
        sgst: 1,
        cgst: 1,
        postageCharge: 1,
        totalAmount: 7,
      }),
    ).toEqual(['total', 'dakshina', 'gatewayCharge', 'templeServiceCharge', 'sgst', 'cgst', 'postage']);
  });

  it('adds up to the Total Amount of a priced order', () => {
    const totals = priceOrder(
      [
        { rate: 12000, postageCharge: 6000, quantity: 2 },
        { rate: 2000, postageCharge: 0, quantity: 1 },
      ],
      {
        platformChargeAmount: 500,
        platformChargePercent: 1.5,
        splitServiceCharge: 200,
        isIntroductoryServiceCharge: false,
        introductoryServiceAmount: 0,
      },
      10100,
    );
    const rows = totalsBreakdown(totals);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(totals.totalAmount);
  });
});
