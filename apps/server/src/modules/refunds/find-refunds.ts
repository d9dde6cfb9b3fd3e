import type { RefundList, RefundListQuery } from '@nivedya/domain';
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
