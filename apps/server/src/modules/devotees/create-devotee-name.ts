import {
  type CreateDevoteeNameInput,
  type DevoteeName,
  DomainError,
  MAX_DEVOTEE_NAMES,
} from '@nivedya/domain';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import { toDevoteeName } from './devotee-name-dto.ts';
import {
  clearOtherDefaults,
  countDevoteeNames,
  ensureDevoteeOfUser,
  insertDevoteeName,
} from './devotees-repository.ts';

/** Saves a name to book for (spec add-user-for-booking); the user's devotee row is created on first use. */
export async function createDevoteeName(
  db: Database,
  user: SessionUser,
  input: CreateDevoteeNameInput,
  now: Date,
): Promise<DevoteeName> {
  return db.transaction(async (tx) => {
    const devoteeId = await ensureDevoteeOfUser(tx, user, now);
    if ((await countDevoteeNames(tx, devoteeId)) >= MAX_DEVOTEE_NAMES) {
      throw new DomainError('DEVOTEE_NAME_LIMIT', `You can keep up to ${MAX_DEVOTEE_NAMES} names`);
    }
    const row = await insertDevoteeName(tx, devoteeId, input, now);
    if (row.isDefault) await clearOtherDefaults(tx, devoteeId, row.id, now);
    return toDevoteeName(row);
  });
}
