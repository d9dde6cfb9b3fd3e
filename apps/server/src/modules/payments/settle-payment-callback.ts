import { DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { confirmPayment } from './confirm-payment.ts';
import { findPayment, insertPaymentResponse } from './payments-repository.ts';
import { releasePayment } from './release-payment.ts';

export interface CallbackResult {
  paymentId: number;
  /** Where the browser goes next (the web app's payment-success/:id or payment-failed/:id). */
  outcome: 'success' | 'failed';
}

type Deps = Pick<AppDeps, 'db' | 'sms' | 'gateways' | 'now' | 'metrics'>;

/**
 * The browser's return from the gateway. The parameters are verified by the payment's own gateway
 * against OUR stored gateway order id; a bad signature is refused and changes nothing. A verified
 * result is settled exactly like its webhook (whichever comes first wins, the other is a no-op), and
 * the gateway's remark is recorded (spec PaymentResponse CallBackRemarks).
 */
export async function settlePaymentCallback(
  deps: Deps,
  paymentId: number,
  params: Record<string, unknown>,
): Promise<CallbackResult> {
  const payment = await findPayment(deps.db, paymentId);
  const gateway = payment ? deps.gateways.byName(payment.gateway) : undefined;
  if (!payment || !gateway || !payment.gatewayOrderId) {
    throw new DomainError('NOT_FOUND', 'No payment with this id is waiting for a gateway');
  }
  const verdict = gateway.verifyCallback(params, { gatewayOrderId: payment.gatewayOrderId });
  if (!verdict.ok) throw new DomainError('PAYMENT_SIGNATURE_INVALID', verdict.reason);

  if (verdict.status === 'captured') {
    const outcome = await confirmPayment(deps, {
      paymentId,
      gatewayPaymentId: verdict.gatewayPaymentId,
      amount: null,
      source: 'callback',
    });
    await recordRemark(deps, paymentId, `${verdict.remarks ?? 'Paid'} (${outcome})`);
    const current = await findPayment(deps.db, paymentId);
    return { paymentId, outcome: current?.status === 'captured' ? 'success' : 'failed' };
  }

  const released = await deps.db.transaction(async (tx) => {
    const orderIds = await releasePayment(tx, {
      paymentId,
      paymentStatus: 'failed',
      orderStatus: 'failed',
      reason: verdict.remarks ?? 'The payment did not go through',
      actorUserId: null,
      now: deps.now(),
    });
    await insertPaymentResponse(tx, {
      paymentId,
      kind: 'callback',
      text: verdict.remarks ?? 'Payment failed',
      now: deps.now(),
    });
    return orderIds.length > 0;
  });
  if (released) deps.metrics.paymentSettled('failed');
  const current = await findPayment(deps.db, paymentId);
  return { paymentId, outcome: current?.status === 'captured' ? 'success' : 'failed' };
}

async function recordRemark(deps: Deps, paymentId: number, text: string) {
  await insertPaymentResponse(deps.db, { paymentId, kind: 'callback', text, now: deps.now() });
}
