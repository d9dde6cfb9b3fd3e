import { and, eq, sql } from 'drizzle-orm';
import { orderLines, orders, sevaCollectionDays, users } from '../../db/schema/index.ts';
import {
  cashierIdOfOrder,
  cashierOfOrder,
  collectedInRange,
  ONLINE_COUNTER,
  ORDER_COLUMNS,
  orderFacts,
  paidInRange,
} from './paid-orders.ts';
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
          paidAt: orders.paidAt,
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
  // Paid time, not its minute: orders_paid_day_idx reads a page in this order without sorting the range.
  order: [{ id: 'date' }, { id: 'paidAt' }, { id: 'orderId' }],
  // What each cashier hands over: a line per cashier and payment mode, cashiers by name.
  subtotalsBy: ['counter', 'paymentMode'],
  // Per cashier and mode from the orders alone, and their sevas from seva_collection_days: the
  // per-order count of sevas is read for the page's rows only.
  totalledRows: (db, temple, query) => {
    const byMode = db
      .select({
        cashierId: sql<number>`${cashierIdOfOrder}`.as('cashier_id'),
        paymentMode: sql<number>`${orders.paymentMode}`.as('payment_mode'),
        orders: sql<number>`count(*)`.as('orders'),
        amount: sql<number>`sum(${orders.amount})`.as('amount'),
        charges: sql<number>`sum(${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount})`.as(
          'charges',
        ),
        dakshina: sql<number>`sum(${orders.dakshinaAmount})`.as('dakshina'),
        total: sql<number>`sum(${orders.totalAmount})`.as('total'),
      })
      .from(orders)
      .where(paidInRange(temple, query))
      .groupBy(sql`1`, sql`2`)
      .as('by_mode');
    const days = sevaCollectionDays;
    const sevasByMode = db
      .select({
        cashierId: sql<number>`${days.cashierId}`.as('lines_cashier_id'),
        paymentMode: sql<number>`${days.paymentMode}`.as('lines_payment_mode'),
        sevas: sql<number>`sum(${days.quantity})`.as('sevas'),
      })
      .from(days)
      .where(collectedInRange(temple, query))
      .groupBy(days.cashierId, days.paymentMode)
      .as('sevas_by_mode');
    return (
      db
        .select(
          reportFields({
            counter: sql`coalesce(${users.userName}, ${ONLINE_COUNTER})`,
            paymentMode: sql`${byMode.paymentMode}`,
            rowCount: sql`${byMode.orders}`,
            sevas: sql`coalesce(${sevasByMode.sevas}, 0)`,
            amount: sql`${byMode.amount}`,
            charges: sql`${byMode.charges}`,
            dakshina: sql`${byMode.dakshina}`,
            total: sql`${byMode.total}`,
          }),
        )
        .from(byMode)
        .leftJoin(
          sevasByMode,
          and(eq(sevasByMode.cashierId, byMode.cashierId), eq(sevasByMode.paymentMode, byMode.paymentMode)),
        )
        // No user has id 0: an order no cashier billed is counted as online, as orderFacts names it.
        .leftJoin(users, eq(users.id, byMode.cashierId))
    );
  },
};
