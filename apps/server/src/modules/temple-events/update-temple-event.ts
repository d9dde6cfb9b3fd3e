import type { StaffTempleEvent, UpdateTempleEventInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateEventRow } from './event-management-repository.ts';
import { assertEventFacts } from './event-rules.ts';
import { getStaffEvent } from './get-staff-event.ts';

/** spec temple-event-details (save): the given fields, checked on the event as it will be. */
export async function updateTempleEvent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  eventId: number,
  input: UpdateTempleEventInput,
): Promise<StaffTempleEvent> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getStaffEvent(tx, templeId, eventId);
    await assertEventFacts(tx, templeId, {
      imageId: input.imageId,
      startDate: input.startDate ?? before.startDate,
      endDate: input.endDate ?? before.endDate,
    });
    await updateEventRow(tx, eventId, { ...input, updatedAt: now });
    const after = await getStaffEvent(tx, templeId, eventId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'event.updated',
      entity: 'event',
      entityId: eventId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
