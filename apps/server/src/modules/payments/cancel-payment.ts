import { DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findPayment, insertPaymentResponse } from './payments-repository.ts';
import { releasePayment } from './release-payment.ts';

/**
 * The devotee gives up on a pending payment (closed the gateway, pressed Cancel): the hold is released
 * at once instead of at expiry. A payment that already settled is left as it is.
 */
export async function cancelPayment(
  deps: Pick<AppDeps, 'db' | 'now' | 'metrics'>,
  userId: number,
  paymentId: number,
  remarks: string | undefined,
): Promise<{ status: string }> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.userId !== userId) throw new DomainError('NOT_FOUND', 'No such payment');
  const now = deps.now();
  const released = await deps.db.transaction(async (tx) => {
    const orderIds = await releasePayment(tx, {
      paymentId,
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
      reason: remarks ?? 'Cancelled by the devotee',
      actorUserId: userId,
      now,
    });
    if (orderIds.length > 0) {
      await insertPaymentResponse(tx, {
        paymentId,
        kind: 'error',
        text: remarks ?? 'Cancelled by the devotee',
        now,
      });
    }
    return orderIds.length > 0;
  });
  if (!released) {
    const current = await findPayment(deps.db, paymentId);
    throw new DomainError('PAYMENT_NOT_PENDING', `This payment is already ${current?.status ?? 'settled'}`);
  }
  deps.metrics.paymentSettled('cancelled');
  return { status: 'failed' };
}
