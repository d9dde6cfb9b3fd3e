import { describe, expect, it } from 'vitest';
import { OrderLineStatus } from '../order-codes.ts';
import { priceOrder } from '../orders/order-totals.ts';
import {
  allocateProportionally,
  isOrderFullyRefunded,
  lineShares,
  planRefund,
  type RefundLineFacts,
  type RefundOrderFacts,
  refundableAmountOf,
} from './refund-rules.ts';

function line(id: number, overrides: Partial<RefundLineFacts> = {}): RefundLineFacts {
  return {
    id,
    status: OrderLineStatus.Booked,
    rate: 5000,
    postageCharge: 0,
    quantity: 1,
    openRefundId: null,
    ...overrides,
  };
}

/** An order priced the way checkout prices it: ₹10 + 1.5 % platform charge, 18 % GST on it, ₹3 split. */
function pricedOrder(lines: RefundLineFacts[], overrides: Partial<RefundOrderFacts> = {}): RefundOrderFacts {
  const totals = priceOrder(
    lines,
    {
      platformChargeAmount: 1000,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
      isIntroductoryServiceCharge: false,
      introductoryServiceAmount: 0,
    },
    2500,
  );
  return { status: 'paid', totalAmount: totals.totalAmount, lines, committedAmount: 0, ...overrides };
}

describe('allocateProportionally', () => {
  it.each([
    { total: 100, weights: [1, 1, 1], parts: [34, 33, 33] },
    { total: 10, weights: [2, 1], parts: [7, 3] },
    { total: 0, weights: [5, 5], parts: [0, 0] },
    { total: 7, weights: [0, 0], parts: [4, 3] },
    { total: 9_999, weights: [3_333, 3_333, 3_334], parts: [3_333, 3_333, 3_333] },
    { total: 5, weights: [], parts: [] },
  ])('splits $total by $weights into $parts', ({ total, weights, parts }) => {
    const result = allocateProportionally(total, weights);
    expect(result).toEqual(parts);
    expect(result.reduce((sum, part) => sum + part, 0)).toBe(weights.length === 0 ? 0 : total);
  });

  it('refuses a negative or fractional total', () => {
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
  });
});

describe('line shares', () => {
  it('divide the whole order total (charges, GST, dakshina) over the lines by what each was sold for', () => {
    const order = pricedOrder([
      line(1, { rate: 5000, quantity: 2 }),
      line(2, { rate: 2000, postageCharge: 500 }),
      line(3, { rate: 0 }),
    ]);
    const shares = lineShares(order);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(order.totalAmount);
    expect(shares.get(3)).toBe(0);
    // line 1 was sold for 10000 of 12500 paise of sevas: 80 % of the total, within a paisa.
    expect(Math.abs((shares.get(1) ?? 0) - order.totalAmount * 0.8)).toBeLessThanOrEqual(1);
  });

  it('refunds the whole total when every line is chosen', () => {
    const order = pricedOrder([line(1), line(2, { rate: 7_777, quantity: 3 })]);
    expect(refundableAmountOf(order, [1, 2])).toBe(order.totalAmount);
  });
});

describe('planRefund', () => {
  const order = pricedOrder([
    line(1),
    line(2, { rate: 15_000 }),
    line(3, { status: OrderLineStatus.Rejected }),
  ]);
  const shares = lineShares(order);

  it('defaults to every refundable line and all that is refundable', () => {
    const result = planRefund(order, {});
    expect(result).toMatchObject({
      ok: true,
      plan: { lineIds: [1, 2, 3], amount: order.totalAmount, refundableAmount: order.totalAmount },
    });
  });

  it('refunds chosen lines their shares, or a smaller amount split over them', () => {
    const full = planRefund(order, { orderLineIds: [2] });
    expect(full).toMatchObject({ ok: true, plan: { amount: shares.get(2), lineIds: [2] } });
    const part = planRefund(order, { orderLineIds: [1, 2], amount: 1_000 });
    if (!part.ok) throw new Error(part.problem.message);
    expect(part.plan.lineAmounts.map((entry) => entry.amount).reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(part.plan.lineAmounts).toEqual([
      { lineId: 1, amount: 250 },
      { lineId: 2, amount: 750 },
    ]);
  });

  it.each([
    {
      name: 'an order that is not paid',
      facts: { ...order, status: 'pending' },
      request: {},
      code: 'ORDER_NOT_REFUNDABLE',
    },
    {
      name: 'an order already refunded',
      facts: { ...order, status: 'refunded' },
      request: {},
      code: 'ORDER_NOT_REFUNDABLE',
    },
    {
      name: 'a line of another order',
      facts: order,
      request: { orderLineIds: [99] },
      code: 'VALIDATION_FAILED',
      field: 'orderLineIds',
    },
    {
      name: 'a cancelled line',
      facts: pricedOrder([line(1, { status: OrderLineStatus.Cancelled }), line(2)]),
      request: { orderLineIds: [1] },
      code: 'REFUND_LINE_NOT_REFUNDABLE',
    },
    {
      name: 'a refunded line',
      facts: pricedOrder([line(1, { status: OrderLineStatus.Refunded }), line(2)]),
      request: { orderLineIds: [1] },
      code: 'REFUND_LINE_NOT_REFUNDABLE',
    },
    {
      name: 'a line already in an open refund',
      facts: pricedOrder([line(1, { openRefundId: 7 }), line(2)]),
      request: { orderLineIds: [1, 2] },
      code: 'REFUND_LINE_IN_OPEN_REFUND',
    },
    {
      name: 'the whole order when every line is taken',
      facts: pricedOrder([line(1, { openRefundId: 7 }), line(2, { status: OrderLineStatus.Refunded })]),
      request: {},
      code: 'NOTHING_TO_REFUND',
    },
    {
      name: 'more than the lines’ shares',
      facts: order,
      request: { orderLineIds: [1], amount: (shares.get(1) ?? 0) + 1 },
      code: 'REFUND_AMOUNT_TOO_HIGH',
      field: 'amount',
    },
    {
      name: 'a zero amount',
      facts: order,
      request: { amount: 0 },
      code: 'VALIDATION_FAILED',
      field: 'amount',
    },
    {
      name: 'free sevas only',
      facts: pricedOrder([line(1, { rate: 0 })], { totalAmount: 0 }),
      request: {},
      code: 'NOTHING_TO_REFUND',
    },
  ])('refuses $name', ({ facts, request, code, field }) => {
    const result = planRefund(facts, request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe(code);
    if (field) expect(result.problem.field).toBe(field);
  });

  it('never refunds more than was paid minus what is already refunded or requested', () => {
    // Shares say line 2 may have its share, but most of the payment was already refunded elsewhere.
    const committed = pricedOrder([line(1), line(2)], {});
    const nearlyAll = { ...committed, committedAmount: committed.totalAmount - 100 };
    const result = planRefund(nearlyAll, { orderLineIds: [2] });
    expect(result).toMatchObject({ ok: true, plan: { refundableAmount: 100, amount: 100 } });
    const tooMuch = planRefund(nearlyAll, { orderLineIds: [2], amount: 101 });
    expect(tooMuch).toMatchObject({ ok: false, problem: { code: 'REFUND_AMOUNT_TOO_HIGH' } });
    expect(tooMuch.ok === false && tooMuch.problem.message).toBe(
      'At most ₹1.00 can be refunded for these sevas',
    );
  });
});

describe('isOrderFullyRefunded', () => {
  it('is true once no line is left booked, awaiting approval or rejected', () => {
    expect(
      isOrderFullyRefunded([{ status: OrderLineStatus.Refunded }, { status: OrderLineStatus.Cancelled }]),
    ).toBe(true);
    expect(
      isOrderFullyRefunded([{ status: OrderLineStatus.Refunded }, { status: OrderLineStatus.Rejected }]),
    ).toBe(false);
  });
});
