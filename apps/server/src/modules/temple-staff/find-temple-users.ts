import type { StaffUserList, StaffUserListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toStaffUser } from './staff-user-dto.ts';
import { selectGrantedRightsOf } from './temple-rights-repository.ts';
import { selectTempleUsers } from './temple-users-repository.ts';

/** spec temple-user-list: the temple's administrator and staff accounts, with their rights. */
export async function findTempleUsers(
  db: Executor,
  templeId: number,
  query: StaffUserListQuery,
): Promise<StaffUserList> {
  const page = await selectTempleUsers(db, { templeId, ...query });
  const rights = await selectGrantedRightsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { items: page.rows.map((row) => toStaffUser(row, rights.get(row.id) ?? [])), total: page.total };
}
