import type { PageQuery, TempleList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findTemplesByIds } from '../temples/index.ts';
import { selectRecentTempleIds } from './devotees-repository.ts';

/**
 * spec GET /Temple?UserId&Type&str&offset&rows, devotee-home-page "recently booked": temples of the
 * user's paid orders, the latest booking first. Temples no longer listed drop out of the page.
 */
export async function findRecentTemples(db: Executor, userId: number, page: PageQuery): Promise<TempleList> {
  const { templeIds, total } = await selectRecentTempleIds(db, userId, page);
  return { items: await findTemplesByIds(db, templeIds), total };
}
