import type { AdminTempleList, AdminTempleListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toAdminTempleListItem } from './admin-temple-dto.ts';
import { selectAdminTemplePage } from './platform-temples-repository.ts';

/**
 * spec temple-list: every temple but the deleted (a sub-administrator's own only), by name; searched
 * and filtered, a page at a time.
 */
export async function findAdminTemples(
  db: Executor,
  query: AdminTempleListQuery,
  templeIds: readonly number[] | null,
): Promise<AdminTempleList> {
  const { rows, total } = await selectAdminTemplePage(db, query, templeIds);
  return {
    items: rows.map((row) =>
      toAdminTempleListItem(row.temple, row.locationName, row.admin?.id ? row.admin : null),
    ),
    total,
  };
}
