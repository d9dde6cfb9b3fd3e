import { RecordStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { freedCode, updateSeva } from './catalogue-management-repository.ts';
import { getStaffSeva } from './get-staff-seva.ts';

/**
 * Deletes a seva: devotees can no longer book it; the row stays (status 2, code freed) for the order
 * lines that name it, and bookings already made stand.
 */
export async function deleteSeva(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  sevaId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await getStaffSeva(tx, templeId, sevaId);
    await updateSeva(tx, sevaId, {
      status: RecordStatus.Deleted,
      code: freedCode(before.code, sevaId),
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva.deleted',
      entity: 'seva',
      entityId: sevaId,
      before,
      ip: actor.ip,
      at: now,
    });
  });
}
