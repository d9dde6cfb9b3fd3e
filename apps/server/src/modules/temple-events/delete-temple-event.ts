import { RecordStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateEventRow } from './event-management-repository.ts';
import { getStaffEvent } from './get-staff-event.ts';

/** Deletes an event (status 2): devotees no longer see it. */
export async function deleteTempleEvent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  eventId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await getStaffEvent(tx, templeId, eventId);
    await updateEventRow(tx, eventId, { status: RecordStatus.Deleted, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'event.deleted',
      entity: 'event',
      entityId: eventId,
      before,
      ip: actor.ip,
      at: now,
    });
  });
}
