import { DomainError, type StaffTempleEvent } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffEvent } from './event-management-repository.ts';
import { toStaffTempleEvent } from './staff-event-dto.ts';

/** spec temple-event-details (staff): one event of the temple, a draft too. */
export async function getStaffEvent(
  db: Executor,
  templeId: number,
  eventId: number,
): Promise<StaffTempleEvent> {
  const row = await selectStaffEvent(db, templeId, eventId);
  if (!row) throw new DomainError('NOT_FOUND', 'No event of this temple has this id');
  return toStaffTempleEvent(row);
}
