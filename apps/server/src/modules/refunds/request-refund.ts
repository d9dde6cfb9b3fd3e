import { DomainError, planRefund, type Refund, type RequestRefundInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getRefund } from './get-refund.ts';
import {
  committedAmountOfOrder,
  insertRefund,
  selectRefundOrder,
  selectRefundOrderLines,
} from './refunds-repository.ts';

/**
 * spec POST /Refund: staff ask to refund a paid order, or some of its lines, for at most what is still
 * refundable (planRefund). The order's lines are locked first, so two requests at once cannot both take
 * the same line or both count the same money; the request and its audit row share the transaction.
 */
export async function requestRefund(
  deps: Pick<AppDeps, 'db' | 'now' | 'gateways'>,
  actor: Actor,
  templeId: number,
  input: RequestRefundInput,
): Promise<Refund> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await selectRefundOrder(tx, templeId, { orderId: input.orderId });
    if (!order) throw new DomainError('NOT_FOUND', 'No booking with this id at this temple');
    const lines = await selectRefundOrderLines(tx, order.id, { lock: true });
    const committedAmount = await committedAmountOfOrder(tx, order.id);
    const result = planRefund(
      { status: order.status, totalAmount: order.totalAmount, lines, committedAmount },
      { orderLineIds: input.orderLineIds, amount: input.amount },
    );
    if (!result.ok) {
      const { problem } = result;
      throw new DomainError(problem.code, problem.message, {
        ...problem.details,
        ...(problem.field ? { errors: [{ field: problem.field, message: problem.message }] } : {}),
      });
    }
    const { plan } = result;
    const refundId = await insertRefund(
      tx,
      {
        templeId,
        orderId: order.id,
        orderLineId: plan.lineIds.length === 1 ? (plan.lineIds[0] ?? null) : null,
        paymentId: order.paymentId,
        amount: plan.amount,
        reason: input.reason,
        status: 'requested',
        requestedBy: actor.id,
        requestedAt: now,
        updatedAt: now,
      },
      plan.lineAmounts,
    );
    const created = await getRefund(deps, tx, templeId, refundId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'refund.requested',
      entity: 'refund',
      entityId: refundId,
      after: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        lines: plan.lineAmounts,
        amount: plan.amount,
        refundableAmount: plan.refundableAmount,
        reason: input.reason,
      },
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
