import type { DevoteeAccountList, DevoteeAccountListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectDevoteeAccounts } from './temple-devotees-repository.ts';

/**
 * spec devotee-users: the registered devotee accounts (type 4) that paid for orders here, read-only.
 * Unlike devoteelist (everyone who paid here, with what they paid), it shows the accounts themselves:
 * when they joined and whether they are active, disabled or deleted; staff who book are not in it.
 */
export async function findDevoteeAccounts(
  db: Executor,
  templeId: number,
  query: DevoteeAccountListQuery,
): Promise<DevoteeAccountList> {
  const { rows, total } = await selectDevoteeAccounts(db, { templeId, ...query });
  return { items: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })), total };
}
