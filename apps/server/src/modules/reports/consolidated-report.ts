import type { ReportQuery } from '@nivedya/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, refunds, temples, vqBookings } from '../../db/schema/index.ts';
import { ONLINE_COUNTER } from './paid-orders.ts';
import type { ReportDefinition } from './report-definition.ts';

/** Where the money and the devotees of a temple-period came from, in the order the report lists them. */
const SOURCES = {
  online: ONLINE_COUNTER,
  counter: 'Counter',
  queue: 'Virtual queue',
  refunds: 'Refunds',
} as const;

/**
 * The consolidated report's rows for one temple (`templeId`) or every temple (null): a line per
 * source — online and counter collection per payment mode (the collection reports' paid orders),
 * virtual-queue tokens for the days (free, so counted, not summed in rupees), and the refunds paid out
 * on those days as a negative total — so the period's net is the totals row.
 */
function consolidatedRows(templeId: number | null, query: ReportQuery): SQL {
  const ofTemple = (column: AnyPgColumn) => (templeId === null ? sql`true` : sql`${column} = ${templeId}`);
  const paymentMode =
    query.paymentMode === undefined ? sql`true` : sql`${orders.paymentMode} = ${query.paymentMode}`;
  const collection = sql`
    select ${orders.templeId} as temple_id,
      case when ${orders.type} = 1 then 2 else 1 end as source_order,
      case when ${orders.type} = 1 then ${SOURCES.counter} else ${SOURCES.online} end as source,
      ${orders.paymentMode}::int as payment_mode,
      count(*)::int as bookings,
      sum(${orders.amount})::bigint as amount,
      sum(${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount})::bigint as charges,
      sum(${orders.dakshinaAmount})::bigint as dakshina,
      sum(${orders.totalAmount})::bigint as total
    from ${orders}
    where ${ofTemple(orders.templeId)} and ${orders.status} = 'paid' and ${paymentMode}
      and ${orders.orderDate} between ${query.from} and ${query.to}
    group by ${orders.templeId}, ${orders.type}, ${orders.paymentMode}`;
  const queue = sql`
    select ${vqBookings.templeId}, 3, ${SOURCES.queue}, null::int, count(*)::int, 0, 0, 0, 0
    from ${vqBookings}
    where ${ofTemple(vqBookings.templeId)} and ${vqBookings.status} in ('booked', 'admitted')
      and ${vqBookings.slotDate} between ${query.from} and ${query.to}
    group by ${vqBookings.templeId}`;
  // A refund leaves on the temple day it was paid out.
  const refunded = sql`
    select ${refunds.templeId}, 4, ${SOURCES.refunds}, null::int, count(*)::int, 0, 0, 0, -sum(${refunds.amount})::bigint
    from ${refunds} join ${temples} on ${temples.id} = ${refunds.templeId}
    where ${ofTemple(refunds.templeId)} and ${refunds.status} = 'processed'
      and (${refunds.processedAt} at time zone ${temples.timeZone})::date between ${query.from} and ${query.to}
    group by ${refunds.templeId}`;
  const sources =
    query.paymentMode === undefined
      ? sql`${collection} union all ${queue} union all ${refunded}`
      : collection;
  return sql`
    select ${temples.name} as temple, sources.temple_id as "templeId", sources.source_order as "sourceOrder",
      sources.source as source, sources.payment_mode as "paymentMode", sources.bookings as bookings,
      sources.amount as amount, sources.charges as charges, sources.dakshina as dakshina, sources.total as total
    from (${sources}) as sources join ${temples} on ${temples.id} = sources.temple_id`;
}

/**
 * spec consolidated-report: one temple-period on one page — online, counter and queue together, with
 * the refunds, and what it came to. Administrators read it across every temple, a subtotal per temple.
 */
export const consolidatedReport: ReportDefinition = {
  name: 'consolidated-report',
  hasDetails: true,
  rowKeys: ['templeId', 'sourceOrder'],
  group: 'collection',
  title: 'Consolidated',
  fileStem: 'consolidated',
  columns: [
    { id: 'temple', kind: 'text', header: 'Temple', width: 26 },
    { id: 'source', kind: 'label', header: 'Source', width: 14 },
    { id: 'paymentMode', kind: 'paymentMode', header: 'Payment', width: 14 },
    { id: 'bookings', kind: 'count', header: 'Bookings', width: 10 },
    { id: 'amount', kind: 'money', header: 'Seva amount (₹)', width: 14 },
    { id: 'charges', kind: 'money', header: 'Charges (₹)', width: 12 },
    { id: 'dakshina', kind: 'money', header: 'Dakshina (₹)', width: 12 },
    { id: 'total', kind: 'money', header: 'Total (₹)', width: 14 },
  ],
  rows: (_db, temple, query) => consolidatedRows(temple.id, query),
  acrossTemples: (_db, query) => consolidatedRows(null, query),
  order: [{ id: 'temple' }, { id: 'templeId' }, { id: 'sourceOrder' }, { id: 'paymentMode' }],
  subtotalsBy: ['temple'],
};
