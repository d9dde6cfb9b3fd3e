import type { TempleList, TempleListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleSummary } from './temple-dto.ts';
import { selectActiveTemples } from './temples-repository.ts';

/** spec GET /Temple: the temples devotees can browse, searched by name, place or district. */
export async function findTemples(db: Executor, query: TempleListQuery): Promise<TempleList> {
  const { rows, total } = await selectActiveTemples(db, query);
  return { items: rows.map(toTempleSummary), total };
}
