import { sql } from 'drizzle-orm';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import { cashierOfOrder, ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import { type ReportDefinition, reportFields } from './report-definition.ts';

/**
 * spec dailyreport: how a counter closes its day. Every paid order of the temple's days in the range,
 * online and at the counter, oldest first, with who billed it, how it was paid and what it came to;
 * and a subtotal per cashier and payment mode, which is what each cashier hands over (paid-orders.ts
 * says what counts as collection).
 */
export const dailyReport: ReportDefinition = {
  name: 'dailyreport',
  hasDetails: true,
  rowKeys: ['orderId'],
  group: 'collection',
  title: 'Daily collection',
  fileStem: 'daily-collection',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    ORDER_COLUMNS.counter,
    ORDER_COLUMNS.paymentMode,
    ORDER_COLUMNS.devotee,
    { id: 'sevas', kind: 'count', header: 'Sevas', width: 8 },
    { id: 'amount', kind: 'money', header: 'Seva amount (₹)', width: 14 },
    { id: 'charges', kind: 'money', header: 'Charges (₹)', width: 12 },
    { id: 'dakshina', kind: 'money', header: 'Dakshina (₹)', width: 12 },
    { id: 'total', kind: 'money', header: 'Total (₹)', width: 14 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          ...orderFacts,
          orderId: orders.id,
          time: sql`to_char(${orders.paidAt} at time zone ${temple.timeZone}, 'HH24:MI')`,
          sevas: sql`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          amount: orders.amount,
          // What the devotee paid beyond the sevas and the dakshina: postage, service charge, GST.
          charges: sql`(${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount})::int`,
          dakshina: orders.dakshinaAmount,
          total: orders.totalAmount,
        }),
      )
      .from(orders)
      .leftJoin(users, cashierOfOrder)
      .where(paidInRange(temple, query)),
  order: [{ id: 'date' }, { id: 'time' }, { id: 'orderId' }],
  // What each cashier hands over: a line per cashier and payment mode, cashiers by name.
  subtotalsBy: ['counter', 'paymentMode'],
};
