import { DomainError, PaymentMode } from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema/index.ts';
import { announceConfirmed } from './confirm-payment.ts';
import {
  auditOrders,
  OPEN_PAYMENT,
  transitionOrdersOfPayment,
  transitionPayment,
} from './payments-repository.ts';

/**
 * spec IsVerified: temple staff found the devotee's bank transfer in the trust's account and confirm the
 * booking (payment-verification report). The same conditional transition as a gateway capture decides
 * one winner; the order is paid and verified by this user, and the devotee is told once.
 */
export async function verifyBankTransfer(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now' | 'metrics'>,
  staff: { id: number },
  templeId: number,
  orderId: number,
  remarks: string | undefined,
): Promise<{ status: 'paid' }> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ paymentId: orders.paymentId, paymentMode: orders.paymentMode, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.templeId, templeId)));
    if (!order?.paymentId || order.paymentMode !== PaymentMode.BankTransfer) {
      throw new DomainError('NOT_FOUND', 'No bank-transfer booking with this id at this temple');
    }
    const won = await transitionPayment(tx, order.paymentId, OPEN_PAYMENT, 'captured', { now });
    if (!won) throw new DomainError('PAYMENT_NOT_PENDING', `This booking is already ${order.status}`);
    const paid = await transitionOrdersOfPayment(tx, order.paymentId, ['pending'], 'paid', {
      now,
      isVerified: true,
      paymentCode: remarks ?? null,
    });
    await tx
      .update(orders)
      .set({ verifiedBy: staff.id, verifiedAt: now })
      .where(eq(orders.paymentId, order.paymentId));
    await auditOrders(tx, paid, {
      action: 'order.payment-verified',
      actorUserId: staff.id,
      before: 'pending',
      after: { status: 'paid', isVerified: true, remarks: remarks ?? null },
      now,
    });
    await announceConfirmed(deps, tx, paid, now);
    return { status: 'paid' as const };
  });
  deps.metrics.paymentSettled('paid');
  return result;
}
