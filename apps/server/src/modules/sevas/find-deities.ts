import { type Deity, imageUrl, type Page, type SevaGroup } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getListedTemple } from '../temples/index.ts';
import { selectActiveDeities, selectActiveSevaGroups } from './sevas-repository.ts';

/** spec temple-dieties, GET /Deity?Id: the temple's active deities, each with its image (default when none). */
export async function findDeities(db: Executor, templeId: number): Promise<Page<Deity>> {
  await getListedTemple(db, templeId);
  const rows = await selectActiveDeities(db, templeId);
  return { items: rows.map((row) => ({ ...row, imageUrl: imageUrl('deity', row.id) })), total: rows.length };
}

/** The temple's seva groups (the tabs of temple-seva-list), with how many sevas each offers online. */
export async function findSevaGroups(db: Executor, templeId: number): Promise<Page<SevaGroup>> {
  await getListedTemple(db, templeId);
  const rows = await selectActiveSevaGroups(db, templeId);
  return { items: rows, total: rows.length };
}
