import { DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { deleteDevoteeName, selectDevoteeIdOfUser } from './devotees-repository.ts';

/** Removes one of the user's saved names; bookings already made keep the name they were made with. */
export async function deleteDevoteeNameOfUser(db: Executor, userId: number, id: number): Promise<void> {
  const devoteeId = await selectDevoteeIdOfUser(db, userId);
  const deleted = devoteeId !== undefined && (await deleteDevoteeName(db, devoteeId, id));
  if (!deleted) throw new DomainError('NOT_FOUND', 'No saved name with this id');
}
