import {
  paiseToRupees,
  type RefundableOrder,
  RequestRefundInputSchema,
  RupeesTextSchema,
  refundableAmountOf,
} from '@nivedya/domain';
import { z } from 'zod';

/**
 * The new-refund form: the ticked sevas, the amount typed in rupees and the reason. The most it may ask
 * for is the domain's refundableAmountOf, the figure planRefund holds the request to on the server:
 * the ticked sevas' shares of what was paid, never more than what is left of the payment.
 */
export interface RefundFormValues {
  lineIds: number[];
  /** Rupees as typed; set to the ticked sevas' figure whenever the choice changes. */
  amount: string;
  reason: string;
}

export function refundableLineIds(order: RefundableOrder): number[] {
  return order.lines.filter((line) => line.isRefundable).map((line) => line.id);
}

/** What the amount field shows for a choice of sevas: all that they can refund. */
export function amountFor(order: RefundableOrder, lineIds: readonly number[]): string {
  return paiseToRupees(refundableAmountOf(order, lineIds));
}

export function initialRefundForm(order: RefundableOrder): RefundFormValues {
  const lineIds = refundableLineIds(order);
  return { lineIds, amount: amountFor(order, lineIds), reason: '' };
}

export function toggleLine(lineIds: readonly number[], lineId: number): number[] {
  return lineIds.includes(lineId) ? lineIds.filter((id) => id !== lineId) : [...lineIds, lineId];
}

/** The form's problems, each the key of its sentence in the refunds.form translations. */
export const REFUND_FORM_PROBLEMS = [
  'noLines',
  'amountInvalid',
  'amountZero',
  'amountTooHigh',
  'reasonRequired',
] as const;
export type RefundFormProblem = (typeof REFUND_FORM_PROBLEMS)[number];

export function isRefundFormProblem(message: string | undefined): message is RefundFormProblem {
  return REFUND_FORM_PROBLEMS.some((problem) => problem === message);
}

const RefundFormFields = z.object({
  lineIds: z.array(z.number()),
  amount: z.string(),
  reason: z.string(),
});

/**
 * The form's schema for one order: the amount parsed by the domain's money parser and held to
 * refundableAmountOf, then the request checked by the domain's RequestRefundInputSchema (the server's).
 * The amount is sent only when it differs from the figure, so the server refunds all it can.
 */
export function refundFormSchema(order: RefundableOrder) {
  return RefundFormFields.superRefine((values, context) => {
    const problem = (path: keyof RefundFormValues, message: RefundFormProblem) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.lineIds.length === 0) {
      // Without a seva there is no amount to speak of: the seva problem alone is shown.
      problem('lineIds', 'noLines');
    } else {
      const amount = RupeesTextSchema.safeParse(values.amount);
      if (!amount.success) problem('amount', 'amountInvalid');
      else if (amount.data <= 0) problem('amount', 'amountZero');
      else if (amount.data > refundableAmountOf(order, values.lineIds)) problem('amount', 'amountTooHigh');
    }
    if (values.reason.trim() === '') problem('reason', 'reasonRequired');
  })
    .transform((values): z.input<typeof RequestRefundInputSchema> => {
      const amount = RupeesTextSchema.parse(values.amount);
      return {
        orderId: order.orderId,
        orderLineIds: [...values.lineIds].sort((a, b) => a - b),
        ...(amount !== refundableAmountOf(order, values.lineIds) ? { amount } : {}),
        reason: values.reason,
      };
    })
    .pipe(RequestRefundInputSchema);
}

/** What the refund returns: the amount asked for, or all that the chosen sevas can refund. */
export function requestedAmount(
  order: RefundableOrder,
  input: z.output<ReturnType<typeof refundFormSchema>>,
) {
  return input.amount ?? refundableAmountOf(order, input.orderLineIds ?? []);
}
