import { DomainError, type StaffDeity } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffDeity } from './catalogue-management-repository.ts';
import { toStaffDeity } from './staff-catalogue-dto.ts';

/** spec deity: one deity of the temple; another temple's or a deleted one is not found. */
export async function getStaffDeity(db: Executor, templeId: number, deityId: number): Promise<StaffDeity> {
  const row = await selectStaffDeity(db, templeId, deityId);
  if (!row) throw new DomainError('NOT_FOUND', 'No deity of this temple has this id');
  return toStaffDeity(row);
}
