import { type ApproveRefundInput, DomainError, type Refund } from '@nivedya/domain';
import { refundReference } from '../../adapters/payments/payment-gateway.ts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getRefund } from './get-refund.ts';
import { payOutRefund } from './pay-out-refund.ts';
import { refundMethodOf } from './refund-dto.ts';
import { claimRefund, finishRefund, selectRefund, selectRefundOrder } from './refunds-repository.ts';

/** An approval whose payout has not finished after this long is taken to have died and may be retried. */
export const STALE_APPROVAL_MS = 5 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'sms' | 'gateways' | 'now'>;

/**
 * spec GET /Refund?id&approvedby…: a temple user approves a requested (or failed) refund. Three steps,
 * so no database transaction waits on the network:
 * 1. claim it (requested/failed → approved, with the approver): one of any concurrent approvals wins,
 *    the others get 409 REFUND_NOT_OPEN;
 * 2. return the money: through the gateway of the order's payment, with our refund's reference as the
 *    idempotency key; an offline payment (counter cash, card, UPI, bank transfer) has no adapter — the
 *    temple pays it back and the approval records that;
 * 3. the outcome: processed (payOutRefund) or, when the gateway refused, failed with its reason and
 *    nothing else changed — it can be approved again (a retry) or rejected.
 */
export async function approveRefund(
  deps: Deps,
  actor: Actor,
  templeId: number,
  refundId: number,
  input: ApproveRefundInput,
): Promise<Refund> {
  const claimedAt = deps.now();
  const { refund, order } = await deps.db.transaction(async (tx) => {
    const before = await selectRefund(tx, templeId, refundId);
    if (!before) throw new DomainError('NOT_FOUND', 'No such refund at this temple');
    const claimed = await claimRefund(tx, {
      templeId,
      refundId,
      approvedBy: actor.id,
      remarks: input.remarks ?? null,
      now: claimedAt,
      staleBefore: new Date(claimedAt.getTime() - STALE_APPROVAL_MS),
    });
    if (!claimed) {
      throw new DomainError('REFUND_NOT_OPEN', `This refund is already ${before.status}`, {
        refundStatus: before.status,
      });
    }
    const orderRow = await selectRefundOrder(tx, templeId, { orderId: claimed.orderId });
    if (!orderRow) throw new Error(`refund ${refundId} has no order`);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'refund.approved',
      entity: 'refund',
      entityId: refundId,
      before: { status: before.status },
      after: { status: 'approved', approvedBy: actor.id, remarks: input.remarks ?? null },
      ip: actor.ip,
      at: claimedAt,
    });
    return { refund: claimed, order: orderRow };
  });

  const { method, gateway: gatewayName } = refundMethodOf(deps.gateways, order);
  let outcome: { ok: true; gatewayRefundId: string | null } | { ok: false; reason: string };
  if (method === 'gateway' && gatewayName && order.gatewayPaymentId) {
    try {
      const gateway = deps.gateways.byName(gatewayName);
      if (!gateway) throw new Error(`No gateway ${gatewayName} to refund through`);
      const made = await gateway.refund({
        gatewayPaymentId: order.gatewayPaymentId,
        amount: refund.amount,
        reference: refundReference(refund.id),
      });
      outcome = { ok: true, gatewayRefundId: made.gatewayRefundId };
    } catch (error) {
      outcome = {
        ok: false,
        reason: `The payment gateway refused the refund: ${(error as Error).message}`.slice(0, 500),
      };
    }
  } else {
    outcome = { ok: true, gatewayRefundId: null };
  }

  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (outcome.ok) {
      await payOutRefund(deps, tx, { refund, order, gatewayRefundId: outcome.gatewayRefundId, actor, now });
      return;
    }
    const failed = await finishRefund(tx, refund.id, { status: 'failed', reason: outcome.reason, now });
    if (!failed) return;
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'refund.failed',
      entity: 'refund',
      entityId: refund.id,
      before: { status: 'approved' },
      after: { status: 'failed', reason: outcome.reason },
      ip: actor.ip,
      at: now,
    });
  });
  return getRefund(deps, deps.db, templeId, refundId);
}
