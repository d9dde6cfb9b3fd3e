import { DomainError, type StaffSeva } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffSeva } from './catalogue-management-repository.ts';
import { toStaffSeva } from './staff-catalogue-dto.ts';

/** Whether the seva is the temple's (not deleted). */
export async function isSevaOfTemple(db: Executor, templeId: number, sevaId: number): Promise<boolean> {
  return (await selectStaffSeva(db, templeId, sevaId)) !== undefined;
}

/** spec sevainsert (edit): one seva of the temple; another temple's or a deleted one is not found. */
export async function getStaffSeva(db: Executor, templeId: number, sevaId: number): Promise<StaffSeva> {
  const row = await selectStaffSeva(db, templeId, sevaId);
  if (!row) throw new DomainError('NOT_FOUND', 'No seva of this temple has this id');
  return toStaffSeva(row);
}
