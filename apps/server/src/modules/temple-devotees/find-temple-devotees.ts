import type { TempleDevotee, TempleDevoteeList, TempleDevoteeListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectTempleDevotees, type TempleDevoteeRow } from './temple-devotees-repository.ts';

export function toTempleDevotee(row: TempleDevoteeRow): TempleDevotee {
  return {
    userId: row.userId,
    userName: row.userName,
    mobile: row.mobile,
    email: row.email,
    bookingsCount: row.bookingsCount,
    lastBookingDate: row.lastBookingDate,
    totalPaid: row.totalPaid,
  };
}

/** spec devoteelist, devotee-users, devoteedash: who booked at the temple, searchable. */
export async function findTempleDevotees(
  db: Executor,
  templeId: number,
  query: TempleDevoteeListQuery,
): Promise<TempleDevoteeList> {
  const page = await selectTempleDevotees(db, { templeId, ...query });
  return { items: page.rows.map(toTempleDevotee), total: page.total };
}
