import type { StaffListQuery, StaffSevaGroupList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffSevaGroups } from './catalogue-management-repository.ts';
import { toStaffSevaGroup } from './staff-catalogue-dto.ts';

/** spec seva-group-list: the temple's seva groups, hidden ones too, with how many sevas each has. */
export async function findStaffSevaGroups(
  db: Executor,
  templeId: number,
  query: StaffListQuery,
): Promise<StaffSevaGroupList> {
  const page = await selectStaffSevaGroups(db, { templeId, ...query });
  return { items: page.rows.map(toStaffSevaGroup), total: page.total };
}
