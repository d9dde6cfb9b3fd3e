import type { StaffSevaList, StaffSevaListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffSevas } from './catalogue-management-repository.ts';
import { toStaffSeva } from './staff-catalogue-dto.ts';

/** spec sevalist: the temple's sevas with every field, hidden and unapproved ones too. */
export async function findStaffSevas(
  db: Executor,
  templeId: number,
  query: StaffSevaListQuery,
): Promise<StaffSevaList> {
  const page = await selectStaffSevas(db, { templeId, ...query });
  return { items: page.rows.map(toStaffSeva), total: page.total };
}
