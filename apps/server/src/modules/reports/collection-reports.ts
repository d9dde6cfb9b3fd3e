import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deities, orders, sevaCollectionDays, sevaGroups, sevas, users } from '../../db/schema/index.ts';
import { cashierOfOrder, collectedInRange, ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import { type ReportDefinition, reportFields } from './report-definition.ts';

/**
 * The collection reports beside the daily report (spec dailywisereport, seva-wise-report,
 * deity-wise-report, group-wise-report, dakshina-report). All read the same money: the temple's paid
 * orders placed on the days of the range, so each one's total is the daily report's for that range,
 * split another way. Seva amounts are the lines' (rate × quantity) as booked.
 */

// bigint: a year of a busy temple's collection passes 2^31 paise (₹2.1 crore).
const sumOf = (value: AnyPgColumn | SQL) => sql`coalesce(sum(${value}), 0)::bigint`;

export const dailyWiseReport: ReportDefinition = {
  name: 'dailywisereport',
  hasDetails: true,
  group: 'collection',
  title: 'Collection by day',
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
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          date: orders.orderDate,
          bookings: count(),
          online: sumOf(sql`case when ${orders.type} = 0 then ${orders.totalAmount} else 0 end`),
          counter: sumOf(sql`case when ${orders.type} = 1 then ${orders.totalAmount} else 0 end`),
          amount: sumOf(orders.amount),
          charges: sumOf(sql`${orders.totalAmount} - ${orders.amount} - ${orders.dakshinaAmount}`),
          dakshina: sumOf(orders.dakshinaAmount),
          total: sumOf(orders.totalAmount),
        }),
      )
      .from(orders)
      .where(paidInRange(temple, query))
      .groupBy(orders.orderDate),
  order: [{ id: 'date' }],
};

const lineColumns = [
  { id: 'bookings', kind: 'count', header: 'Bookings', width: 10 },
  { id: 'quantity', kind: 'count', header: 'Quantity', width: 10 },
  { id: 'amount', kind: 'money', header: 'Amount (₹)', width: 14 },
] as const;

/**
 * The lines' figures by seva, deity or group come from seva_collection_days, which the database keeps
 * equal to the paid orders' lines added up (migration 0014): a year is a few thousand of its rows
 * instead of a million lines. Bookings are lines, as they were counted from the lines.
 */
const days = sevaCollectionDays;
const lineFigures = {
  bookings: sumOf(days.lines),
  quantity: sumOf(days.quantity),
  amount: sumOf(days.amount),
};

/** A row the range's lines all left (a bill cancelled, an order refunded) is not shown at nought. */
const withLines = sql`sum(${days.lines}) <> 0`;

/** Largest first; ties by name, then by the grouping's id so that pages never repeat a row. */
const byAmount = (name: string, id: string) => [{ id: 'amount', descending: true }, { id: name }, { id }];

export const sevaWiseReport: ReportDefinition = {
  name: 'seva-wise-report',
  hasDetails: true,
  rowKeys: ['sevaId'],
  group: 'collection',
  title: 'Collection by seva',
  fileStem: 'collection-by-seva',
  columns: [{ id: 'seva', kind: 'text', header: 'Seva', width: 28 }, ...lineColumns],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          sevaId: days.sevaId,
          // As the catalogue names it today: a renamed seva is one row, as in the performing reports.
          seva: sql`(select ${sevas.name} from ${sevas} where ${sevas.id} = ${days.sevaId})`,
          ...lineFigures,
        }),
      )
      .from(days)
      .where(collectedInRange(temple, query))
      .groupBy(days.sevaId)
      .having(withLines),
  order: byAmount('seva', 'sevaId'),
};

/** A seva without a deity or a group is counted under this name. */
export const NONE = '—';

export const deityWiseReport: ReportDefinition = {
  name: 'deity-wise-report',
  hasDetails: true,
  rowKeys: ['deityId'],
  group: 'collection',
  title: 'Collection by deity',
  fileStem: 'collection-by-deity',
  columns: [{ id: 'deity', kind: 'text', header: 'Deity', width: 24 }, ...lineColumns],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({ deityId: deities.id, deity: sql`coalesce(${deities.name}, ${NONE})`, ...lineFigures }),
      )
      .from(days)
      // deity_id 0 is a line without a deity: no deity has that id.
      .leftJoin(deities, eq(deities.id, days.deityId))
      .where(collectedInRange(temple, query))
      .groupBy(deities.id, deities.name)
      .having(withLines),
  order: byAmount('deity', 'deityId'),
};

export const groupWiseReport: ReportDefinition = {
  name: 'group-wise-report',
  hasDetails: true,
  rowKeys: ['groupId'],
  group: 'collection',
  title: 'Collection by seva group',
  fileStem: 'collection-by-seva-group',
  columns: [{ id: 'group', kind: 'text', header: 'Seva group', width: 24 }, ...lineColumns],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          groupId: sevaGroups.id,
          group: sql`coalesce(${sevaGroups.name}, ${NONE})`,
          ...lineFigures,
        }),
      )
      .from(days)
      .innerJoin(sevas, eq(sevas.id, days.sevaId))
      .leftJoin(sevaGroups, eq(sevaGroups.id, sevas.sevaGroupId))
      .where(collectedInRange(temple, query))
      .groupBy(sevaGroups.id, sevaGroups.name)
      .having(withLines),
  order: byAmount('group', 'groupId'),
};

export const dakshinaReport: ReportDefinition = {
  name: 'dakshina-report',
  hasDetails: true,
  rowKeys: ['orderId'],
  group: 'collection',
  title: 'Dakshina',
  fileStem: 'dakshina',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    ORDER_COLUMNS.counter,
    ORDER_COLUMNS.paymentMode,
    ORDER_COLUMNS.devotee,
    { id: 'dakshina', kind: 'money', header: 'Dakshina (₹)', width: 12 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          ...orderFacts,
          orderId: orders.id,
          paidAt: orders.paidAt,
          dakshina: orders.dakshinaAmount,
        }),
      )
      .from(orders)
      .leftJoin(users, cashierOfOrder)
      .where(and(paidInRange(temple, query), gt(orders.dakshinaAmount, 0))),
  order: [{ id: 'date' }, { id: 'paidAt' }, { id: 'orderId' }],
};
