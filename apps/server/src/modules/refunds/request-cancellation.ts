import {
  type CancellationRequestInput,
  DomainError,
  localDateTime,
  OrderLineStatus,
  planRefund,
  type Refund,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getRefund } from './get-refund.ts';
import {
  committedAmountOfOrder,
  hasRequestOfUser,
  insertRefund,
  type RefundOrderLineRow,
  selectOrderOwner,
  selectRefundOrder,
  selectRefundOrderLines,
} from './refunds-repository.ts';

/** A seva the devotee may still ask to cancel: booked or awaiting its date, not performed, not past. */
function isCancellable(line: RefundOrderLineRow, today: string): boolean {
  const isOpen = line.status === OrderLineStatus.Booked || line.status === OrderLineStatus.AwaitingApproval;
  return isOpen && line.performedAt === null && (line.performDate === null || line.performDate >= today);
}

/**
 * A devotee asks the temple to cancel their paid booking (issue #18): the same refund request the
 * temple's staff raise (requestRefund), for the sevas not yet performed nor past, marked as the
 * devotee's by its requester; the temple approves or rejects it in its refunds list. Once per order.
 */
export async function requestCancellation(
  deps: Pick<AppDeps, 'db' | 'now' | 'gateways'>,
  actor: Actor,
  orderId: number,
  input: CancellationRequestInput,
  /** Only these of the order's lines (a star series' dates); every cancellable line when absent. */
  onlyLineIds?: readonly number[],
): Promise<Refund> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const owner = await selectOrderOwner(tx, orderId);
    if (!owner || owner.userId !== actor.id) throw new DomainError('NOT_FOUND', 'No such booking');
    const order = await selectRefundOrder(tx, owner.templeId, { orderId });
    if (!order) throw new DomainError('NOT_FOUND', 'No such booking');
    // Locked first, as every refund request of the order does, so two taps make one request.
    const lines = await selectRefundOrderLines(tx, order.id, { lock: true });
    if (await hasRequestOfUser(tx, order.id, actor.id)) {
      throw new DomainError(
        'CANCELLATION_ALREADY_REQUESTED',
        'You have already asked the temple to cancel this booking',
      );
    }
    const today = localDateTime(now, owner.timeZone).date;
    const lineIds = lines
      .filter((line) => isCancellable(line, today) && (!onlyLineIds || onlyLineIds.includes(line.id)))
      .map((line) => line.id);
    if (order.status === 'paid' && lineIds.length === 0) {
      throw new DomainError(
        'CANCELLATION_TOO_LATE',
        'Every seva of this booking is performed or its date has passed, so it can no longer be cancelled',
      );
    }
    const committedAmount = await committedAmountOfOrder(tx, order.id);
    const result = planRefund(
      { status: order.status, totalAmount: order.totalAmount, lines, committedAmount },
      { orderLineIds: lineIds.length > 0 ? lineIds : undefined },
    );
    if (!result.ok) {
      throw new DomainError(result.problem.code, result.problem.message, result.problem.details ?? {});
    }
    const { plan } = result;
    const reason = input.reason;
    const refundId = await insertRefund(
      tx,
      {
        templeId: owner.templeId,
        orderId: order.id,
        orderLineId: plan.lineIds.length === 1 ? (plan.lineIds[0] ?? null) : null,
        paymentId: order.paymentId,
        amount: plan.amount,
        reason,
        status: 'requested',
        requestedBy: actor.id,
        requestedAt: now,
        updatedAt: now,
      },
      plan.lineAmounts,
    );
    const created = await getRefund(deps, tx, owner.templeId, refundId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: owner.templeId,
      action: 'refund.cancellation_requested',
      entity: 'refund',
      entityId: refundId,
      after: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        lines: plan.lineAmounts,
        amount: plan.amount,
        reason,
      },
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
