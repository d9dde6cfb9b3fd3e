import { ORDER_TYPE_OF_NAME, type TempleOrderList, type TempleOrderListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleOrderListItem } from './temple-order-dto.ts';
import { selectTempleOrders } from './temple-orders-repository.ts';

/**
 * spec transaction (and payment-verification-report): the temple's orders, online and counter, newest
 * first, filtered by order date, status, payment mode, type and verification, searched by order number,
 * mobile or devotee name.
 */
export async function findTempleOrders(
  db: Executor,
  templeId: number,
  query: TempleOrderListQuery,
): Promise<TempleOrderList> {
  const { rows, total } = await selectTempleOrders(db, {
    templeId,
    from: query.from,
    to: query.to,
    status: query.status,
    paymentMode: query.paymentMode,
    type: query.type === undefined ? undefined : ORDER_TYPE_OF_NAME[query.type],
    isVerified: query.isVerified,
    search: query.q,
    offset: query.offset,
    limit: query.limit,
  });
  return { items: rows.map(toTempleOrderListItem), total };
}
