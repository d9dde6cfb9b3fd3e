import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deities, orderLines, orders, sevaGroups, sevas, users } from '../../db/schema/index.ts';
import { cashierOfOrder, ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import type { ReportDefinition } from './report-definition.ts';

/**
 * The collection reports beside the daily report (spec dailywisereport, seva-wise-report,
 * deity-wise-report, group-wise-report, dakshina-report). All read the same money: the temple's paid
 * orders placed on the days of the range, so each one's total is the daily report's for that range,
 * split another way. Seva amounts are the lines' (rate × quantity) as booked.
 */

const sumInt = (value: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${value}), 0)::int`;

export const dailyWiseReport: ReportDefinition = {
  name: 'dailywisereport',
  group: 'collection',
  fileStem: 'collection-by-day',
  columns: [
    { id: 'date', kind: 'date', header: 'Date', width: 12 },
    { id: 'bookings', kind: 'count', header: 'Bookings', width: 10 },
    { id: 'online', kind: 'money', header: 'Online (₹)', width: 12 },
    { id: 'counter', kind: 'money', header: 'Counter (₹)', width: 12 },
    { id: 'amount', kind: 'money', header: 'Seva amount (₹)', width: 14 },
    { id: 'charges', kind: 'money', header: 'Charges (₹)', width: 12 },
    { id: 'dakshina', kind: 'money', header: 'Dakshina (₹)', width: 12 },
    { id: 'total', kind: 'money', header: 'Total (₹)', width: 14 },
  ],
  async read(db, temple, query) {
    const rows = await db
      .select({
        date: orders.orderDate,
        bookings: count(),
        online: sumInt(sql`case when ${orders.type} = 0 then ${orders.totalAmount} else 0 end`),
        counter: sumInt(sql`case when ${orders.type} = 1 then ${orders.totalAmount} else 0 end`),
        amount: sumInt(orders.amount),
        charges: sumInt(sql`${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount}`),
        dakshina: sumInt(orders.dakshinaAmount),
        total: sumInt(orders.totalAmount),
      })
      .from(orders)
      .where(paidInRange(temple, query))
      .groupBy(orders.orderDate)
      .orderBy(asc(orders.orderDate));
    return { rows, subtotals: [] };
  },
};

const lineColumns = [
  { id: 'bookings', kind: 'count', header: 'Bookings', width: 10 },
  { id: 'quantity', kind: 'count', header: 'Quantity', width: 10 },
  { id: 'amount', kind: 'money', header: 'Amount (₹)', width: 14 },
] as const;

const lineFigures = {
  bookings: count(),
  quantity: sumInt(orderLines.quantity),
  amount: sumInt(orderLines.amount),
};

export const sevaWiseReport: ReportDefinition = {
  name: 'seva-wise-report',
  group: 'collection',
  fileStem: 'collection-by-seva',
  columns: [{ id: 'seva', kind: 'text', header: 'Seva', width: 28 }, ...lineColumns],
  async read(db, temple, query) {
    const rows = await db
      .select({ seva: sql<string>`max(${orderLines.sevaName})`, ...lineFigures })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paidInRange(temple, query))
      .groupBy(orderLines.sevaId)
      .orderBy(desc(sumInt(orderLines.amount)), asc(sql`max(${orderLines.sevaName})`));
    return { rows, subtotals: [] };
  },
};

/** A seva without a deity or a group is counted under this name. */
export const NONE = '—';

export const deityWiseReport: ReportDefinition = {
  name: 'deity-wise-report',
  group: 'collection',
  fileStem: 'collection-by-deity',
  columns: [{ id: 'deity', kind: 'text', header: 'Deity', width: 24 }, ...lineColumns],
  async read(db, temple, query) {
    const rows = await db
      .select({ deity: sql<string>`coalesce(${deities.name}, ${NONE})`, ...lineFigures })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(deities, eq(deities.id, orderLines.deityId))
      .where(paidInRange(temple, query))
      .groupBy(deities.id, deities.name)
      .orderBy(desc(sumInt(orderLines.amount)), asc(deities.name));
    return { rows, subtotals: [] };
  },
};

export const groupWiseReport: ReportDefinition = {
  name: 'group-wise-report',
  group: 'collection',
  fileStem: 'collection-by-seva-group',
  columns: [{ id: 'group', kind: 'text', header: 'Seva group', width: 24 }, ...lineColumns],
  async read(db, temple, query) {
    const rows = await db
      .select({ group: sql<string>`coalesce(${sevaGroups.name}, ${NONE})`, ...lineFigures })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
      .leftJoin(sevaGroups, eq(sevaGroups.id, sevas.sevaGroupId))
      .where(paidInRange(temple, query))
      .groupBy(sevaGroups.id, sevaGroups.name)
      .orderBy(desc(sumInt(orderLines.amount)), asc(sevaGroups.name));
    return { rows, subtotals: [] };
  },
};

export const dakshinaReport: ReportDefinition = {
  name: 'dakshina-report',
  group: 'collection',
  fileStem: 'dakshina',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    ORDER_COLUMNS.counter,
    ORDER_COLUMNS.paymentMode,
    ORDER_COLUMNS.devotee,
    { id: 'dakshina', kind: 'money', header: 'Dakshina (₹)', width: 12 },
  ],
  async read(db, temple, query) {
    const rows = await db
      .select({
        ...orderFacts,
        dakshina: orders.dakshinaAmount,
      })
      .from(orders)
      .leftJoin(users, cashierOfOrder)
      .where(and(paidInRange(temple, query), gt(orders.dakshinaAmount, 0)))
      .orderBy(asc(orders.orderDate), asc(orders.paidAt), asc(orders.id));
    return { rows, subtotals: [] };
  },
};
