import { localDateTime, type TempleDevoteeSummary } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTempleProfile } from '../temples/index.ts';
import { selectDevoteeCounts, selectTopSevas } from './temple-devotees-repository.ts';

const TOP_SEVAS = 5;

/**
 * spec devoteedash: the devotees who booked here (accounts with a paid order, as devoteelist lists
 * them), the ones new this month of the temple's calendar, the ones who came back, and what they book.
 */
export async function getTempleDevoteeSummary(
  db: Executor,
  templeId: number,
  now: Date,
): Promise<TempleDevoteeSummary> {
  const { timeZone } = await getTempleProfile(db, templeId);
  const month = localDateTime(now, timeZone).date.slice(0, 7);
  const [counts, topSevas] = await Promise.all([
    selectDevoteeCounts(db, templeId, `${month}-01`),
    selectTopSevas(db, templeId, TOP_SEVAS),
  ]);
  return {
    month,
    devotees: counts.devotees,
    newThisMonth: counts.newSince,
    repeatDevotees: counts.repeatDevotees,
    topSevas,
  };
}
