import type { ReportQuery } from '@nivedya/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { ReportTemple } from './report-definition.ts';

/**
 * What the collection reports count (docs/decisions.md "Reports"): the temple's orders placed on the
 * days of the range and paid, the dashboard's collection. A cancelled counter bill, an unpaid or failed
 * checkout is not collection; a refund is an outflow on its own day.
 *
 * With `paymentMode`, only that mode's; with `staffUserId`, only that cashier's counter bills.
 */
export function paidInRange(temple: ReportTemple, query: ReportQuery) {
  return and(
    eq(orders.templeId, temple.id),
    gte(orders.orderDate, query.from),
    lte(orders.orderDate, query.to),
    eq(orders.status, 'paid'),
    query.paymentMode === undefined ? undefined : eq(orders.paymentMode, query.paymentMode),
    query.staffUserId === undefined
      ? undefined
      : and(eq(orders.type, 1), eq(orders.createdBy, query.staffUserId)),
  );
}
