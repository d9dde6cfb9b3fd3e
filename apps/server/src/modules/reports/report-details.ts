import type { ReportDetailsQuery } from '@nivedya/domain';
import { and, eq, sql } from 'drizzle-orm';
import { orderLines, orders, sevas, stars, users } from '../../db/schema/index.ts';
import { cashierOfOrder, ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import { type ReportDefinition, reportFields } from './report-definition.ts';

/**
 * spec report-details-page: the order lines behind a row of a collection report. Every collection
 * report counts the same paid orders (paid-orders.ts), so a row's lines are those orders' lines
 * narrowed to what the row stands for: its day (from = to), seva, deity, group, order, or source.
 */
export function reportDetails(report: ReportDefinition, query: ReportDetailsQuery): ReportDefinition {
  return {
    name: report.name,
    group: report.group,
    title: `${report.title}: details`,
    fileStem: `${report.fileStem}-details`,
    columns: [
      ORDER_COLUMNS.orderNumber,
      ORDER_COLUMNS.date,
      { id: 'time', kind: 'time', header: 'Time', width: 8 },
      ORDER_COLUMNS.counter,
      ORDER_COLUMNS.paymentMode,
      { id: 'seva', kind: 'text', header: 'Seva', width: 24 },
      { id: 'devotee', kind: 'text', header: 'Devotee', width: 22 },
      { id: 'star', kind: 'text', header: 'Star', width: 14 },
      { id: 'performDate', kind: 'date', header: 'Perform date', width: 12 },
      { id: 'quantity', kind: 'count', header: 'Quantity', width: 9 },
      { id: 'amount', kind: 'money', header: 'Amount (₹)', width: 12 },
    ],
    rows: (db, temple) =>
      db
        .select(
          reportFields({
            orderNumber: orderFacts.orderNumber,
            date: orderFacts.date,
            counter: orderFacts.counter,
            paymentMode: orderFacts.paymentMode,
            orderId: orders.id,
            lineId: orderLines.id,
            time: sql`to_char(${orders.paidAt} at time zone ${temple.timeZone}, 'HH24:MI')`,
            seva: orderLines.sevaName,
            devotee: orderLines.devoteeName,
            star: stars.name,
            performDate: orderLines.performDate,
            quantity: orderLines.quantity,
            amount: orderLines.amount,
          }),
        )
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(stars, eq(stars.id, orderLines.starId))
        .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
        .leftJoin(users, cashierOfOrder)
        .where(
          and(
            paidInRange(temple, query),
            query.sevaId === undefined ? undefined : eq(orderLines.sevaId, query.sevaId),
            query.deityId === undefined ? undefined : eq(orderLines.deityId, query.deityId),
            query.sevaGroupId === undefined ? undefined : eq(sevas.sevaGroupId, query.sevaGroupId),
            query.orderId === undefined ? undefined : eq(orders.id, query.orderId),
            query.orderType === undefined ? undefined : eq(orders.type, query.orderType),
          ),
        ),
    order: [{ id: 'date' }, { id: 'time' }, { id: 'orderId' }, { id: 'lineId' }],
  };
}
