import type { StaffDeity, UpdateDeityInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateDeity as updateDeityRow } from './catalogue-management-repository.ts';
import { getStaffDeity } from './get-staff-deity.ts';

/** spec deity (update): changes the given fields; null clears an optional one. Audited before and after. */
export async function updateDeity(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  deityId: number,
  input: UpdateDeityInput,
): Promise<StaffDeity> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getStaffDeity(tx, templeId, deityId);
    await updateDeityRow(tx, deityId, { ...input, updatedAt: now });
    const after = await getStaffDeity(tx, templeId, deityId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'deity.updated',
      entity: 'deity',
      entityId: deityId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
