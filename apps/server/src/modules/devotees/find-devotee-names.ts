import type { DevoteeNameList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toDevoteeName } from './devotee-name-dto.ts';
import { selectDevoteeIdOfUser, selectDevoteeNames } from './devotees-repository.ts';

/** spec add-user-for-booking: the names the user books for, the default first. None before the first is saved. */
export async function findDevoteeNames(db: Executor, userId: number): Promise<DevoteeNameList> {
  const devoteeId = await selectDevoteeIdOfUser(db, userId);
  if (devoteeId === undefined) return { items: [], total: 0 };
  const rows = await selectDevoteeNames(db, devoteeId);
  return { items: rows.map(toDevoteeName), total: rows.length };
}
