import { localDateTime, type StaffTempleEventList, type StaffTempleEventListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTempleProfile } from '../temples/index.ts';
import { selectStaffEvents } from './event-management-repository.ts';
import { toStaffTempleEvent } from './staff-event-dto.ts';

/** spec temple-event-list (staff): events and festivals, drafts too. */
export async function findStaffEvents(
  db: Executor,
  templeId: number,
  query: StaffTempleEventListQuery,
  now: Date,
): Promise<StaffTempleEventList> {
  const { timeZone } = await getTempleProfile(db, templeId);
  const page = await selectStaffEvents(db, { templeId, today: localDateTime(now, timeZone).date, ...query });
  return { items: page.rows.map(toStaffTempleEvent), total: page.total };
}
