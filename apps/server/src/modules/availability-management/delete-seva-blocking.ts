import { DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { deleteBlockingRow, selectBlocking } from './availability-management-repository.ts';
import { toSevaBlocking } from './blocking-dto.ts';

/** spec seva-blocking (unblock): the dates open again for booking. Audited with what was removed. */
export async function deleteSevaBlocking(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  blockingId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await selectBlocking(tx, templeId, blockingId);
    if (!row) throw new DomainError('NOT_FOUND', 'No blocking of this temple has this id');
    await deleteBlockingRow(tx, blockingId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva-blocking.deleted',
      entity: 'seva-blocking',
      entityId: blockingId,
      before: toSevaBlocking(row),
      ip: actor.ip,
      at: now,
    });
  });
}
