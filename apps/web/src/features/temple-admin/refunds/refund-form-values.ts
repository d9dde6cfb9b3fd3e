import {
  paiseToRupees,
  type RefundableOrder,
  type RequestRefundInput,
  RupeesTextSchema,
  refundableAmountOf,
} from '@nivedya/domain';

/**
 * The new-refund form: the ticked sevas, the amount typed in rupees and the reason. The most it may ask
 * for is the domain's refundableAmountOf, the figure planRefund holds the request to on the server:
 * the ticked sevas' shares of what was paid, never more than what is left of the payment.
 */
export interface RefundFormValues {
  lineIds: number[];
  /** Rupees as typed; '' while it follows the computed amount. */
  amount: string;
  reason: string;
}

export type RefundFormErrors = Partial<Record<'lineIds' | 'amount' | 'reason', string>>;

export function refundableLineIds(order: RefundableOrder): number[] {
  return order.lines.filter((line) => line.isRefundable).map((line) => line.id);
}

export function initialRefundForm(order: RefundableOrder): RefundFormValues {
  return { lineIds: refundableLineIds(order), amount: '', reason: '' };
}

export function toggleLine(values: RefundFormValues, lineId: number): RefundFormValues {
  const lineIds = values.lineIds.includes(lineId)
    ? values.lineIds.filter((id) => id !== lineId)
    : [...values.lineIds, lineId];
  // A changed choice changes the figure: the amount follows it again.
  return { ...values, lineIds, amount: '' };
}

/** The amount shown in the field: what was typed, or the computed figure. */
export function shownAmount(order: RefundableOrder, values: RefundFormValues): string {
  return values.amount !== '' ? values.amount : paiseToRupees(refundableAmountOf(order, values.lineIds));
}

export type RefundFormProblem =
  | 'noLines'
  | 'amountInvalid'
  | 'amountZero'
  | 'amountTooHigh'
  | 'reasonRequired';

/** The request, or the problems to show (keys of the refunds.form translations). */
export function toRefundRequest(
  order: RefundableOrder,
  values: RefundFormValues,
):
  | { ok: true; input: RequestRefundInput; amount: number }
  | { ok: false; problems: Partial<Record<keyof RefundFormErrors, RefundFormProblem>> } {
  const problems: Partial<Record<keyof RefundFormErrors, RefundFormProblem>> = {};
  const max = refundableAmountOf(order, values.lineIds);
  if (values.lineIds.length === 0) problems.lineIds = 'noLines';
  const amount = RupeesTextSchema.safeParse(shownAmount(order, values)).data ?? null;
  // Without a seva there is no amount to speak of: the seva problem alone is shown.
  const hasLines = values.lineIds.length > 0;
  if (hasLines && amount === null) problems.amount = 'amountInvalid';
  else if (hasLines && amount !== null && amount <= 0) problems.amount = 'amountZero';
  else if (hasLines && amount !== null && amount > max) problems.amount = 'amountTooHigh';
  if (values.reason.trim() === '') problems.reason = 'reasonRequired';
  if (Object.keys(problems).length > 0 || amount === null) return { ok: false, problems };
  return {
    ok: true,
    amount,
    input: {
      orderId: order.orderId,
      orderLineIds: [...values.lineIds].sort((a, b) => a - b),
      ...(amount !== max ? { amount } : {}),
      reason: values.reason.trim(),
    },
  };
}
