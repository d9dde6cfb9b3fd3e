import type { SevaList, SevaListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getListedTemple } from '../temples/index.ts';
import { toSevaSummary } from './seva-dto.ts';
import { selectOnlineSevas } from './sevas-repository.ts';

/**
 * spec temple-seva-list (GET /Seva…): the sevas a devotee can book online at the temple, by group,
 * deity or name. A temple that does not take seva bookings (IsSeva off) lists none.
 */
export async function findTempleSevas(
  db: Executor,
  templeId: number,
  query: SevaListQuery,
  now: Date,
): Promise<SevaList> {
  const temple = await getListedTemple(db, templeId);
  if (!temple.isSeva) return { items: [], total: 0 };
  const { rows, total } = await selectOnlineSevas(db, { templeId, ...query });
  return { items: rows.map((row) => toSevaSummary(row, temple, now)), total };
}
