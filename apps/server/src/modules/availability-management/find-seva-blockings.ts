import type { SevaBlockingList, SevaBlockingListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectBlockings } from './availability-management-repository.ts';
import { toSevaBlocking } from './blocking-dto.ts';
import { templeToday } from './temple-today.ts';

/** spec seva-blocking (list): the temple's blocked dates, upcoming ones by default. */
export async function findSevaBlockings(
  db: Executor,
  templeId: number,
  query: SevaBlockingListQuery,
  now: Date,
): Promise<SevaBlockingList> {
  const { today } = await templeToday(db, templeId, now);
  const page = await selectBlockings(db, { templeId, today, ...query });
  return { items: page.rows.map(toSevaBlocking), total: page.total };
}
