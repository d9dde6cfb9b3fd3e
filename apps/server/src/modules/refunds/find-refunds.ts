import type {
  PlatformRefundList,
  PlatformRefundListQuery,
  RefundList,
  RefundListQuery,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toRefundListItem } from './refund-dto.ts';
import { selectRefunds } from './refunds-repository.ts';

/** refund-list: the temple's refunds, newest first, by status, order number or devotee, and request day. */
export async function findRefunds(
  db: Executor,
  templeId: number,
  query: RefundListQuery,
): Promise<RefundList> {
  const { rows, total } = await selectRefunds(db, { templeId, ...query });
  return { items: rows.map(toRefundListItem), total };
}

/**
 * Administrators' refunds across temples (the dashboard's "refunds waiting"): every temple's, or a
 * sub-administrator's temples' (`templeIds`), or the one asked for; read-only, each temple approves its own.
 */
export async function findPlatformRefunds(
  db: Executor,
  query: PlatformRefundListQuery,
  templeIds: readonly number[] | null,
): Promise<PlatformRefundList> {
  const { templeId, ...filter } = query;
  const scope =
    templeId !== undefined ? (templeIds === null || templeIds.includes(templeId) ? templeId : []) : templeIds;
  const { rows, total } = await selectRefunds(db, { templeId: scope, ...filter });
  return {
    items: rows.map((row) => ({
      ...toRefundListItem(row),
      templeId: row.templeId,
      templeName: row.templeName,
    })),
    total,
  };
}
