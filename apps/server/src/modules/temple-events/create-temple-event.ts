import type { CreateTempleEventInput, StaffTempleEvent } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertEvent } from './event-management-repository.ts';
import { assertEventFacts } from './event-rules.ts';
import { getStaffEvent } from './get-staff-event.ts';

/** spec temple-event-details (new): an event or festival; one day unless an end date is given. */
export async function createTempleEvent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateTempleEventInput,
): Promise<StaffTempleEvent> {
  const now = deps.now();
  const endDate = input.endDate ?? input.startDate;
  return deps.db.transaction(async (tx) => {
    await assertEventFacts(tx, templeId, { imageId: input.imageId, startDate: input.startDate, endDate });
    const id = await insertEvent(tx, {
      templeId,
      kind: input.kind ?? 'event',
      title: input.title,
      titleNarration: input.titleNarration ?? null,
      description: input.description ?? null,
      startDate: input.startDate,
      endDate,
      imageId: input.imageId ?? null,
      status: input.status ?? 1,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    const created = await getStaffEvent(tx, templeId, id);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'event.created',
      entity: 'event',
      entityId: id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
