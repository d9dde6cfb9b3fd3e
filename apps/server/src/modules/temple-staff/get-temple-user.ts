import { DomainError, type StaffUser } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toStaffUser } from './staff-user-dto.ts';
import { selectGrantedRights } from './temple-rights-repository.ts';
import { selectTempleUser } from './temple-users-repository.ts';

/** spec temple-user, GET /UserRights?userid: one account of the temple with its rights. */
export async function getTempleUser(db: Executor, templeId: number, userId: number): Promise<StaffUser> {
  const row = await selectTempleUser(db, templeId, userId);
  if (!row) throw new DomainError('NOT_FOUND', 'No user of this temple has this id');
  return toStaffUser(row, await selectGrantedRights(db, row.id));
}
