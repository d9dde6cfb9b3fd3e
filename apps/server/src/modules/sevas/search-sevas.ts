import type { SevaSearchHit } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { searchOnlineSevas } from './sevas-repository.ts';

/** Sevas of every temple matching the text in their English or Malayalam name (get-all-seva-search). */
export async function searchSevas(db: Executor, text: string, limit: number): Promise<SevaSearchHit[]> {
  const rows = await searchOnlineSevas(db, text, limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameNarration: row.nameNarration,
    rate: row.rate,
    sevaType: row.sevaType,
    deity:
      row.deityId !== null && row.deityName !== null
        ? { id: row.deityId, name: row.deityName, nameNarration: row.deityNameNarration }
        : null,
    temple: { id: row.templeId, name: row.templeName, nameNarration: row.templeNameNarration },
  }));
}
