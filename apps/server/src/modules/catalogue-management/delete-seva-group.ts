import { DomainError, RecordStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { freedCode, updateSevaGroup } from './catalogue-management-repository.ts';
import { getStaffSevaGroup } from './get-staff-seva-group.ts';

/**
 * Deletes a seva group: the row stays with status 2 and its code freed. A group that
 * still has sevas is refused, so no seva is left in a deleted group.
 */
export async function deleteSevaGroup(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  groupId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await getStaffSevaGroup(tx, templeId, groupId);
    if (before.sevaCount > 0) {
      throw new DomainError(
        'RECORD_IN_USE',
        `${before.sevaCount} seva(s) are in this group; move or delete them first`,
      );
    }
    await updateSevaGroup(tx, groupId, {
      status: RecordStatus.Deleted,
      code: freedCode(before.code, groupId),
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva-group.deleted',
      entity: 'seva-group',
      entityId: groupId,
      before,
      ip: actor.ip,
      at: now,
    });
  });
}
