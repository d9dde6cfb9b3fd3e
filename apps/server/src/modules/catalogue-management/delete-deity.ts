import { DomainError, RecordStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { freedCode, updateDeity } from './catalogue-management-repository.ts';
import { getStaffDeity } from './get-staff-deity.ts';

/**
 * Deletes a deity: the row stays (old bookings name it) with status 2 and its code freed. A deity that
 * still has sevas is refused, so no seva is left offered to a deleted deity.
 */
export async function deleteDeity(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  deityId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await getStaffDeity(tx, templeId, deityId);
    if (before.sevaCount > 0) {
      throw new DomainError(
        'RECORD_IN_USE',
        `${before.sevaCount} seva(s) are offered to this deity; move or delete them first`,
      );
    }
    await updateDeity(tx, deityId, {
      status: RecordStatus.Deleted,
      code: freedCode(before.code, deityId),
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'deity.deleted',
      entity: 'deity',
      entityId: deityId,
      before,
      ip: actor.ip,
      at: now,
    });
  });
}
