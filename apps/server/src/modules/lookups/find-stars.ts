import type { LookupList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectStars } from './lookups-repository.ts';

/** spec GET /Init: the 28 stars in order, 28 being ShubhaNakshathram. */
export async function findStars(db: Executor): Promise<LookupList> {
  const items = await selectStars(db);
  return { items, total: items.length };
}
