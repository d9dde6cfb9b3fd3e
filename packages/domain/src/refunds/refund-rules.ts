import type { ErrorCode } from '../errors.ts';
import { formatRupees } from '../money.ts';
import { OrderLineStatus } from '../order-codes.ts';

/**
 * How much of an order can be refunded (issue #4 §4; docs/decisions.md "Refunds"). Pure: the server
 * decides with it inside the request's transaction, and the refund screen shows the same figures.
 * All money is integer paise.
 */

/** refunds.status: requested → approved (money on its way) → processed, or failed (retryable), or rejected. */
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund in one of these still holds its lines: no other refund may take them. */
export const OPEN_REFUND_STATUSES = [
  'requested',
  'approved',
  'failed',
] as const satisfies readonly RefundStatus[];

/** Refunds whose amount is spoken for: paid out, on its way, or waiting for a decision. */
export const COMMITTED_REFUND_STATUSES = [
  'requested',
  'approved',
  'failed',
  'processed',
] as const satisfies readonly RefundStatus[];

/** Lines whose money can go back: booked, awaiting approval, or rejected by the temple. */
export const REFUNDABLE_LINE_STATUSES: readonly number[] = [
  OrderLineStatus.Booked,
  OrderLineStatus.AwaitingApproval,
  OrderLineStatus.Rejected,
];

/** The field message of an amount that is not a whole number of paise above zero. */
export const REFUND_AMOUNT_MESSAGE = 'Enter an amount above zero';

export function isOpenRefundStatus(status: string): boolean {
  return (OPEN_REFUND_STATUSES as readonly string[]).includes(status);
}

export interface RefundLineFacts {
  id: number;
  status: number;
  /** Paise per unit. */
  rate: number;
  /** Paise per unit. */
  postageCharge: number;
  quantity: number;
  /** The open refund (requested, approved or failed) that already covers this line, if any. */
  openRefundId: number | null;
}

export interface RefundOrderFacts {
  /** orders.status; only 'paid' orders can be refunded. */
  status: string;
  /** What the devotee paid for the order, paise. */
  totalAmount: number;
  lines: readonly RefundLineFacts[];
  /** Σ amounts of the order's refunds that are requested, approved, failed or processed. */
  committedAmount: number;
}

/**
 * Splits `total` into whole parts proportional to `weights` by the largest-remainder method, so the
 * parts always add up to `total` exactly (ties go to the earlier weight). All-zero weights split evenly.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be whole, got ${total}`);
  if (weights.length === 0) return [];
  const effective = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const sum = effective.reduce((acc, weight) => acc + weight, 0);
  const parts = effective.map((weight) => Math.floor((total * weight) / sum));
  const remainders = effective.map((weight, index) => ({
    index,
    remainder: total * weight - (parts[index] ?? 0) * sum,
  }));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** What a line was sold for: (rate + postage) × quantity (spec items subtotal). */
export function lineItemsAmount(line: Pick<RefundLineFacts, 'rate' | 'postageCharge' | 'quantity'>): number {
  return (line.rate + line.postageCharge) * line.quantity;
}

/**
 * Each line's share of what the devotee paid: the order's total (sevas, postage, service charge, GST,
 * the temple's split charge and dakshina) divided over its lines in proportion to what each line was
 * sold for. The shares add up to the order's total, so refunding every line returns exactly what was
 * paid, and each line carries its part of the charges.
 */
export function lineShares(order: Pick<RefundOrderFacts, 'totalAmount' | 'lines'>): Map<number, number> {
  const shares = allocateProportionally(
    Math.max(0, order.totalAmount),
    order.lines.map((line) => lineItemsAmount(line)),
  );
  return new Map(order.lines.map((line, index) => [line.id, shares[index] ?? 0]));
}

export function isLineRefundable(line: Pick<RefundLineFacts, 'status' | 'openRefundId'>): boolean {
  return REFUNDABLE_LINE_STATUSES.includes(line.status) && line.openRefundId === null;
}

export function isOrderRefundable(order: Pick<RefundOrderFacts, 'status'>): boolean {
  return order.status === 'paid';
}

/** What is left of the order's payment once every committed refund is counted. */
export function unrefundedAmount(order: Pick<RefundOrderFacts, 'totalAmount' | 'committedAmount'>): number {
  return Math.max(0, order.totalAmount - order.committedAmount);
}

/** The most the chosen lines can refund: their shares, never more than what is left of the payment. */
export function refundableAmountOf(order: RefundOrderFacts, lineIds: readonly number[]): number {
  const shares = lineShares(order);
  const sum = lineIds.reduce((acc, id) => acc + (shares.get(id) ?? 0), 0);
  return Math.min(sum, unrefundedAmount(order));
}

export interface RefundPlan {
  lineIds: number[];
  /** The most that could be refunded for these lines. */
  refundableAmount: number;
  /** What this refund returns: the request's amount, or all that is refundable. */
  amount: number;
  /** The refund's amount split over its lines, in proportion to their shares. */
  lineAmounts: { lineId: number; amount: number }[];
}

export interface RefundProblem {
  code: Extract<
    ErrorCode,
    | 'VALIDATION_FAILED'
    | 'ORDER_NOT_REFUNDABLE'
    | 'REFUND_LINE_NOT_REFUNDABLE'
    | 'REFUND_LINE_IN_OPEN_REFUND'
    | 'NOTHING_TO_REFUND'
    | 'REFUND_AMOUNT_TOO_HIGH'
  >;
  message: string;
  /** The request field at fault, for a 400 that names it. */
  field?: 'orderLineIds' | 'amount';
  details?: Record<string, unknown>;
}

export interface RefundRequestShape {
  /** None: every line of the order that can still be refunded. */
  orderLineIds?: readonly number[] | undefined;
  /** Paise; none: all that is refundable for the lines. */
  amount?: number | undefined;
}

/**
 * Checks a refund request against the order and answers what it refunds, or the one problem that
 * stops it: only a paid order; only lines of that order that are booked, awaiting approval or
 * rejected, and not already in an open refund; an amount above zero and at most the lines' shares and
 * what is left of the payment.
 */
export function planRefund(
  order: RefundOrderFacts,
  request: RefundRequestShape,
): { ok: true; plan: RefundPlan } | { ok: false; problem: RefundProblem } {
  if (!isOrderRefundable(order)) {
    return {
      ok: false,
      problem: {
        code: 'ORDER_NOT_REFUNDABLE',
        message:
          order.status === 'refunded'
            ? 'This order is already refunded'
            : 'Only a paid order can be refunded',
        details: { orderStatus: order.status },
      },
    };
  }
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  let lineIds: number[];
  if (request.orderLineIds === undefined) {
    lineIds = order.lines.filter(isLineRefundable).map((line) => line.id);
    if (lineIds.length === 0) {
      return {
        ok: false,
        problem: { code: 'NOTHING_TO_REFUND', message: 'Nothing is left to refund on this order' },
      };
    }
  } else {
    lineIds = [...new Set(request.orderLineIds)];
    const foreign = lineIds.filter((id) => !byId.has(id));
    if (foreign.length > 0) {
      return {
        ok: false,
        problem: {
          code: 'VALIDATION_FAILED',
          field: 'orderLineIds',
          message: 'Choose sevas of this order',
          details: { orderLineIds: foreign },
        },
      };
    }
    for (const id of lineIds) {
      const line = byId.get(id);
      if (!line) continue;
      if (!REFUNDABLE_LINE_STATUSES.includes(line.status)) {
        return {
          ok: false,
          problem: {
            code: 'REFUND_LINE_NOT_REFUNDABLE',
            field: 'orderLineIds',
            message: 'This seva is cancelled or already refunded',
            details: { orderLineId: id, lineStatus: line.status },
          },
        };
      }
      if (line.openRefundId !== null) {
        return {
          ok: false,
          problem: {
            code: 'REFUND_LINE_IN_OPEN_REFUND',
            field: 'orderLineIds',
            message: 'A refund of this seva is already waiting',
            details: { orderLineId: id, refundId: line.openRefundId },
          },
        };
      }
    }
  }

  const refundableAmount = refundableAmountOf(order, lineIds);
  if (refundableAmount <= 0) {
    return {
      ok: false,
      problem: {
        code: 'NOTHING_TO_REFUND',
        message: 'Nothing was paid for these sevas that is not already refunded',
      },
    };
  }
  const amount = request.amount ?? refundableAmount;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return {
      ok: false,
      problem: { code: 'VALIDATION_FAILED', field: 'amount', message: REFUND_AMOUNT_MESSAGE },
    };
  }
  if (amount > refundableAmount) {
    return {
      ok: false,
      problem: {
        code: 'REFUND_AMOUNT_TOO_HIGH',
        field: 'amount',
        message: `At most ${formatRupees(refundableAmount)} can be refunded for these sevas`,
        details: { refundableAmount },
      },
    };
  }
  const shares = lineShares(order);
  const parts = allocateProportionally(
    amount,
    lineIds.map((id) => shares.get(id) ?? 0),
  );
  return {
    ok: true,
    plan: {
      lineIds,
      refundableAmount,
      amount,
      lineAmounts: lineIds.map((lineId, index) => ({ lineId, amount: parts[index] ?? 0 })),
    },
  };
}

/** After a refund is paid out: the order is refunded once none of its lines is left to refund. */
export function isOrderFullyRefunded(lines: readonly { status: number }[]): boolean {
  return lines.every((line) => !REFUNDABLE_LINE_STATUSES.includes(line.status));
}
