import { DomainError, type PaymentResponseInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findPayment, insertPaymentResponse } from './payments-repository.ts';

/**
 * spec GET /PaymentResponse?PaymentId&ErrorResponse and ?Id&CallBackRemarks: what the client saw of a
 * payment (a gateway error, a callback status), kept for the payment-failed report. Recording never
 * settles the payment: only signed gateway messages do.
 */
export async function recordPaymentResponse(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  paymentId: number,
  input: PaymentResponseInput,
): Promise<{ id: number }> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.userId !== userId) throw new DomainError('NOT_FOUND', 'No such payment');
  const kind = input.errorResponse !== undefined ? 'error' : 'callback';
  const text = input.errorResponse ?? input.callbackRemarks ?? '';
  const id = await insertPaymentResponse(deps.db, { paymentId, kind, text, now: deps.now() });
  return { id };
}
