import { DomainError, type Refund, type RejectRefundInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getRefund } from './get-refund.ts';
import { rejectRefundRow, selectRefund } from './refunds-repository.ts';

/**
 * Staff turn a requested (or failed) refund down with a reason: no money moves, its lines are free for
 * another refund, and who decided and when is recorded.
 */
export async function rejectRefund(
  deps: Pick<AppDeps, 'db' | 'now' | 'gateways'>,
  actor: Actor,
  templeId: number,
  refundId: number,
  input: RejectRefundInput,
): Promise<Refund> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectRefund(tx, templeId, refundId);
    if (!before) throw new DomainError('NOT_FOUND', 'No such refund at this temple');
    const rejected = await rejectRefundRow(tx, {
      templeId,
      refundId,
      reason: input.reason,
      decidedBy: actor.id,
      now,
    });
    if (!rejected) {
      throw new DomainError('REFUND_NOT_OPEN', `This refund is already ${before.status}`, {
        refundStatus: before.status,
      });
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'refund.rejected',
      entity: 'refund',
      entityId: refundId,
      before: { status: before.status },
      after: { status: 'rejected', reason: input.reason },
      ip: actor.ip,
      at: now,
    });
    return getRefund(deps, tx, templeId, refundId);
  });
}
