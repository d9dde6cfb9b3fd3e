import { asc, sql } from 'drizzle-orm';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import { cashierOfOrder, ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import type { ReportDefinition, ReportSubtotal } from './report-definition.ts';

const SUMMED = ['sevas', 'amount', 'charges', 'dakshina', 'total'] as const;

/**
 * spec dailyreport: how a counter closes its day. Every paid order of the temple's days in the range,
 * online and at the counter, oldest first, with who billed it, how it was paid and what it came to;
 * and a subtotal per cashier and payment mode, which is what each cashier hands over (paid-orders.ts
 * says what counts as collection).
 */
export const dailyReport: ReportDefinition = {
  name: 'dailyreport',
  group: 'collection',
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
  async read(db, temple, query) {
    const rows = await db
      .select({
        ...orderFacts,
        time: sql<string | null>`to_char(${orders.paidAt} at time zone ${temple.timeZone}, 'HH24:MI')`,
        sevas: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        amount: orders.amount,
        // What the devotee paid beyond the sevas and the dakshina: postage, service charge, GST.
        charges: sql<number>`(${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount})::int`,
        dakshina: orders.dakshinaAmount,
        total: orders.totalAmount,
      })
      .from(orders)
      .leftJoin(users, cashierOfOrder)
      .where(paidInRange(temple, query))
      .orderBy(asc(orders.orderDate), asc(orders.paidAt), asc(orders.id));

    // What each cashier hands over: a line per cashier and payment mode, cashiers by name.
    const groups = new Map<string, ReportSubtotal>();
    for (const row of rows) {
      const key = `${row.counter}|${row.paymentMode}`;
      const group = groups.get(key) ?? {
        group: row.counter,
        values: {
          paymentMode: row.paymentMode,
          orders: 0,
          sevas: 0,
          amount: 0,
          charges: 0,
          dakshina: 0,
          total: 0,
        },
      };
      const values = group.values as Record<string, number>;
      values.orders = (values.orders ?? 0) + 1;
      for (const id of SUMMED) values[id] = (values[id] ?? 0) + row[id];
      groups.set(key, group);
    }
    const subtotals = [...groups.values()].sort(
      (a, b) => a.group.localeCompare(b.group) || Number(a.values.paymentMode) - Number(b.values.paymentMode),
    );
    return { rows, subtotals };
  },
};
