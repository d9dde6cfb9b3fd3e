import { type DevoteeName, DomainError, type UpdateDevoteeNameInput } from '@nivedya/domain';
import type { Database } from '../../db/client.ts';
import { toDevoteeName } from './devotee-name-dto.ts';
import { clearOtherDefaults, selectDevoteeIdOfUser, updateDevoteeName } from './devotees-repository.ts';

const notFound = () => new DomainError('NOT_FOUND', 'No saved name with this id');

/** Changes one of the user's saved names; another user's name is not found. */
export async function updateDevoteeNameOfUser(
  db: Database,
  userId: number,
  id: number,
  input: UpdateDevoteeNameInput,
  now: Date,
): Promise<DevoteeName> {
  return db.transaction(async (tx) => {
    const devoteeId = await selectDevoteeIdOfUser(tx, userId);
    if (devoteeId === undefined) throw notFound();
    const row = await updateDevoteeName(tx, devoteeId, id, input, now);
    if (!row) throw notFound();
    if (input.isDefault) await clearOtherDefaults(tx, devoteeId, row.id, now);
    return toDevoteeName(row);
  });
}
