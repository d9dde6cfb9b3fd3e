import { DomainError, type StaffSevaGroup } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStaffSevaGroup } from './catalogue-management-repository.ts';
import { toStaffSevaGroup } from './staff-catalogue-dto.ts';

/** spec seva-group-details: one seva group of the temple; another temple's or a deleted one is not found. */
export async function getStaffSevaGroup(
  db: Executor,
  templeId: number,
  groupId: number,
): Promise<StaffSevaGroup> {
  const row = await selectStaffSevaGroup(db, templeId, groupId);
  if (!row) throw new DomainError('NOT_FOUND', 'No seva group of this temple has this id');
  return toStaffSevaGroup(row);
}
