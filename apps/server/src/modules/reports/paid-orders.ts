import type { ReportQuery } from '@nivedya/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { orderLines, orders, sevaCollectionDays, users } from '../../db/schema/index.ts';
import type { ReportColumnDeclaration, ReportTemple } from './report-definition.ts';

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

/**
 * The same, for the paid lines added up in seva_collection_days (migration 0014): the temple's days of
 * the range, the payment mode, one cashier's counter bills.
 */
export function collectedInRange(temple: ReportTemple, query: ReportQuery) {
  return and(
    eq(sevaCollectionDays.templeId, temple.id),
    gte(sevaCollectionDays.orderDate, query.from),
    lte(sevaCollectionDays.orderDate, query.to),
    query.paymentMode === undefined ? undefined : eq(sevaCollectionDays.paymentMode, query.paymentMode),
    query.staffUserId === undefined
      ? undefined
      : and(eq(sevaCollectionDays.orderType, 1), eq(sevaCollectionDays.cashierId, query.staffUserId)),
  );
}

/** An online booking has no cashier: the devotee paid through the app. */
export const ONLINE_COUNTER = 'Online';

/** The columns that say which order a row is, as the order reports write them. */
export const ORDER_COLUMNS = {
  orderNumber: { id: 'orderNumber', kind: 'text', header: 'Booking No', width: 16 },
  date: { id: 'date', kind: 'date', header: 'Date', width: 12 },
  counter: { id: 'counter', kind: 'text', header: 'Counter', width: 18 },
  paymentMode: { id: 'paymentMode', kind: 'paymentMode', header: 'Payment', width: 14 },
  devotee: { id: 'devotee', kind: 'text', header: 'Devotee', width: 22 },
} as const satisfies Record<string, ReportColumnDeclaration>;

/** Their values, from `orders` left-joined to its cashier with `cashierOfOrder`. */
export const orderFacts = {
  orderNumber: orders.orderNumber,
  date: orders.orderDate,
  counter: sql<string>`coalesce(${users.userName}, ${ONLINE_COUNTER})`,
  paymentMode: orders.paymentMode,
  // A bill for a family names several devotees; the report names the first.
  devotee: sql<
    string | null
  >`(select min(${orderLines.devoteeName}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
};

/** Counter bills name their cashier; online bookings are made by the devotee. */
export const cashierOfOrder = and(eq(users.id, orders.createdBy), eq(orders.type, 1));

/**
 * The cashier's user id of an order, 0 for none (online): seva_collection_days.cashier_id, which its
 * trigger (migration 0014) derives the same way.
 */
export const cashierIdOfOrder = sql<number>`case when ${orders.type} = 1 then coalesce(${orders.createdBy}, 0) else 0 end`;
