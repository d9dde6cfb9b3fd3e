import type { StaffSevaGroup, UpdateSevaGroupInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateSevaGroup as updateSevaGroupRow } from './catalogue-management-repository.ts';
import { getStaffSevaGroup } from './get-staff-seva-group.ts';

/** spec seva-group-details (update): changes the given fields; null clears an optional one. Audited before and after. */
export async function updateSevaGroup(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  groupId: number,
  input: UpdateSevaGroupInput,
): Promise<StaffSevaGroup> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getStaffSevaGroup(tx, templeId, groupId);
    await updateSevaGroupRow(tx, groupId, { ...input, updatedAt: now });
    const after = await getStaffSevaGroup(tx, templeId, groupId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva-group.updated',
      entity: 'seva-group',
      entityId: groupId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
