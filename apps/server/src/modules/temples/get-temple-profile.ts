import { DomainError, type TempleProfile } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleProfile } from './temple-profile-dto.ts';
import { selectTempleRow } from './temple-profile-repository.ts';

/** spec temple-profile (GET /Temple?Id for its staff): every setting, listed or not. */
export async function getTempleProfile(db: Executor, templeId: number): Promise<TempleProfile> {
  const row = await selectTempleRow(db, templeId);
  if (!row) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return toTempleProfile(row);
}
