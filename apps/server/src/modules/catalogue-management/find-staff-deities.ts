import type { StaffDeityList, StaffListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffDeities } from './catalogue-management-repository.ts';
import { toStaffDeity } from './staff-catalogue-dto.ts';

/** spec deitylist: the temple's deities, hidden ones too, with how many sevas each has. */
export async function findStaffDeities(
  db: Executor,
  templeId: number,
  query: StaffListQuery,
): Promise<StaffDeityList> {
  const page = await selectStaffDeities(db, { templeId, ...query });
  return { items: page.rows.map(toStaffDeity), total: page.total };
}
