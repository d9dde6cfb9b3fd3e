import { type RefundableOrder, refundableAmountOf } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  amountFor,
  initialRefundForm,
  type RefundFormValues,
  refundFormSchema,
  requestedAmount,
  toggleLine,
} from './refund-form-values.ts';

function anOrder(overrides: Partial<RefundableOrder> = {}): RefundableOrder {
  const line = (id: number, share: number, isRefundable = true) => ({
    id,
    serialNo: id,
    sevaName: `Seva ${id}`,
    devoteeName: 'Lakshmi',
    starName: 'Rohini',
    performDate: '2026-12-01',
    quantity: 1,
    rate: share,
    postageCharge: 0,
    lineTotal: share,
    status: isRefundable ? 0 : 4,
    share,
    isRefundable,
    openRefundId: null,
  });
  return {
    orderId: 7,
    orderNumber: 'BKS00000007',
    orderDate: '2026-11-20',
    status: 'paid',
    paymentMode: 1,
    method: 'gateway',
    gateway: 'demo',
    devoteeName: 'Lakshmi',
    mobile: null,
    totalAmount: 10_000,
    committedAmount: 2_000,
    refundableAmount: 8_000,
    isRefundable: true,
    lines: [line(1, 2_000, false), line(2, 5_000), line(3, 3_000)],
    refunds: [],
    ...overrides,
  };
}

/** The request the form sends, or its problems by field (keys of the refunds.form translations). */
function submitted(order: RefundableOrder, values: RefundFormValues) {
  const result = refundFormSchema(order).safeParse(values);
  if (result.success) return { ok: true, input: result.data, amount: requestedAmount(order, result.data) };
  return {
    ok: false,
    problems: Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message])),
  };
}

describe('the new-refund form', () => {
  it('ticks every refundable seva and shows what they refund', () => {
    const order = anOrder();
    const values = initialRefundForm(order);
    expect(values.lineIds).toEqual([2, 3]);
    expect(values.amount).toBe('80.00');
    expect(amountFor(order, toggleLine(values.lineIds, 3))).toBe('50.00');
    expect(toggleLine([2], 3)).toEqual([2, 3]);
  });

  it('never shows or asks more than what is left of the payment (the domain refundableAmountOf)', () => {
    const order = anOrder({ committedAmount: 6_000 });
    expect(refundableAmountOf(order, [2, 3])).toBe(4_000);
    const values = initialRefundForm(order);
    expect(values.amount).toBe('40.00');
    expect(submitted(order, { ...values, amount: '40.01', reason: 'x' })).toEqual({
      ok: false,
      problems: { amount: 'amountTooHigh' },
    });
  });

  it("shows the server's own shares: the same figure for the lines as the order's DTO", () => {
    const order = anOrder({ committedAmount: 0, totalAmount: 10_300 });
    // The charges (here ₹3) are spread over the lines in proportion to what each was sold for.
    expect(refundableAmountOf(order, [2])).toBe(5_150);
    expect(amountFor(order, [2, 3])).toBe('82.40');
  });

  it('takes an amount as a clerk types it: "1,250" is ₹1,250', () => {
    const order = anOrder({ totalAmount: 200_000, committedAmount: 0 });
    const result = submitted(order, { lineIds: [2, 3], amount: '1,250', reason: 'x' });
    expect(result).toMatchObject({ ok: true, amount: 125_000, input: { amount: 125_000 } });
  });

  it('sends the lines, the reason and an amount only when it was changed', () => {
    const order = anOrder();
    const full = submitted(order, { ...initialRefundForm(order), reason: ' Temple closed ' });
    expect(full).toEqual({
      ok: true,
      amount: 8_000,
      input: { orderId: 7, orderLineIds: [2, 3], reason: 'Temple closed' },
    });
    const part = submitted(order, { lineIds: [3, 2], amount: '25.50', reason: 'x' });
    expect(part).toMatchObject({ ok: true, amount: 2_550, input: { orderLineIds: [2, 3], amount: 2_550 } });
  });

  it.each([
    [{ lineIds: [], amount: '0.00', reason: 'x' }, { lineIds: 'noLines' }],
    [{ lineIds: [2], amount: '50.01', reason: 'x' }, { amount: 'amountTooHigh' }],
    [{ lineIds: [2], amount: '0', reason: 'x' }, { amount: 'amountZero' }],
    [
      { lineIds: [2], amount: 'ten', reason: ' ' },
      { amount: 'amountInvalid', reason: 'reasonRequired' },
    ],
  ])('refuses %o', (values, problems) => {
    expect(submitted(anOrder(), values)).toEqual({ ok: false, problems });
  });
});
