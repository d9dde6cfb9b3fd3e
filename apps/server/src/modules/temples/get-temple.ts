import { DomainError, type TempleDetail } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleDetail } from './temple-dto.ts';
import { selectActiveTemple } from './temples-repository.ts';

/** spec GET /Temple?Id: one temple's public profile; inactive and deleted temples are not found. */
export async function getTemple(db: Executor, templeId: number): Promise<TempleDetail> {
  const row = await selectActiveTemple(db, templeId);
  if (!row) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return toTempleDetail(row);
}
