import { type AdminTemple, DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toAdminTemple } from './admin-temple-dto.ts';
import { selectTempleAdminAccount } from './platform-temples-repository.ts';
import { selectTempleRow } from './temple-profile-repository.ts';

/** spec temple (edit, GET /Temple?Id): every setting of a temple and its administrator's account. */
export async function getAdminTemple(db: Executor, templeId: number): Promise<AdminTemple> {
  const row = await selectTempleRow(db, templeId);
  if (!row) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return toAdminTemple(row, await selectTempleAdminAccount(db, row.ownerUserId));
}
