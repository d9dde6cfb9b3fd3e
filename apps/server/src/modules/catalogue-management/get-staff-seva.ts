import { DomainError, type StaffSeva } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffSeva } from './catalogue-management-repository.ts';
import { toStaffSeva } from './staff-catalogue-dto.ts';

/** One seva of the temple, or undefined for another temple's, a deleted or an unknown one. */
export async function findStaffSeva(
  db: Executor,
  templeId: number,
  sevaId: number,
): Promise<StaffSeva | undefined> {
  const row = await selectStaffSeva(db, templeId, sevaId);
  return row && toStaffSeva(row);
}

/** spec sevainsert (edit): one seva of the temple; another temple's or a deleted one is not found. */
export async function getStaffSeva(db: Executor, templeId: number, sevaId: number): Promise<StaffSeva> {
  const seva = await findStaffSeva(db, templeId, sevaId);
  if (!seva) throw new DomainError('NOT_FOUND', 'No seva of this temple has this id');
  return seva;
}
