import {
  type BankTransferResult,
  DomainError,
  PaymentMode,
  type RejectBankTransferInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage, notifyDevotee } from '../devotee-messages/index.ts';
import { releasePayment } from '../payments/index.ts';
import { toVerification } from './temple-order-dto.ts';
import { selectTempleOrder } from './temple-orders-repository.ts';

/**
 * payment-verification-report, Reject: the devotee's transfer never reached the trust's account. The
 * order is cancelled and its places freed through the payments' one release path, whose conditional
 * transition of the payment lets exactly one caller (this, a second press, or the hold's expiry) release
 * the capacity; the others find nothing pending (409). Audited there; the devotee is told here.
 */
export async function rejectBankTransfer(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now' | 'metrics'>,
  actor: Actor,
  templeId: number,
  orderId: number,
  input: RejectBankTransferInput,
): Promise<BankTransferResult> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const order = await selectTempleOrder(tx, templeId, orderId);
    if (!order?.paymentId || order.paymentMode !== PaymentMode.BankTransfer) {
      throw new DomainError('NOT_FOUND', 'No bank-transfer booking with this id at this temple');
    }
    const released = await releasePayment(tx, {
      paymentId: order.paymentId,
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
      reason: `Bank transfer not received: ${input.reason}`,
      actorUserId: actor.id,
      errorCode: 'BANK_TRANSFER_NOT_RECEIVED',
      now,
    });
    if (!released.includes(orderId)) {
      throw new DomainError('PAYMENT_NOT_PENDING', `Booking ${order.orderNumber} is already ${order.status}`);
    }
    await notifyDevotee(deps, tx, {
      userId: order.bookerId,
      mobile: order.bookerMobile,
      templeId,
      orderId,
      compose: (language) =>
        devoteeMessage('bankTransferRejected', language, {
          temple: order.templeName,
          orderNumber: order.orderNumber,
          reason: input.reason,
        }),
      purpose: 'bank-transfer-rejected',
      now,
    });
    return { status: 'cancelled' as const, verification: toVerification(order) };
  });
  deps.metrics.paymentSettled('failed');
  return result;
}
