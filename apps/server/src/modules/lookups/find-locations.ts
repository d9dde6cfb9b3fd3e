import type { LocationList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectActiveLocations } from './lookups-repository.ts';

/** spec GET /Init?loc=1: the places temples are listed under. */
export async function findLocations(db: Executor): Promise<LocationList> {
  const items = await selectActiveLocations(db);
  return { items, total: items.length };
}
