import {
  COUNTER_PAYMENT_MODE,
  type CounterPaymentMethod,
  OrderLineStatus,
  OrderType,
  RecordStatus,
  SevaBookingType,
} from '@nivedya/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { NEXT_ORDER_NUMBER_SQL } from '../../db/order-number.ts';
import {
  deities,
  orderLines,
  orders,
  sevaGroups,
  sevas,
  starSeries,
  temples,
  users,
} from '../../db/schema/index.ts';
import { reportFields } from '../reports/index.ts';

/**
 * Counter bills are orders of Type 1 (spec §3 order Type) in the tables checkout writes: the same
 * order numbers, lines and day counters, so reports, receipts and capacity see them as bookings.
 */

const COUNTER_MODES = Object.values(COUNTER_PAYMENT_MODE);

/** The counter's orders of one temple: Type 1, paid in one of the counter's ways. */
function counterBillsOf(templeId: number): SQL | undefined {
  return and(
    eq(orders.templeId, templeId),
    eq(orders.type, OrderType.Counter),
    inArray(orders.paymentMode, COUNTER_MODES),
  );
}

export async function selectDeskTemple(db: Executor, templeId: number) {
  const [row] = await db
    .select({
      id: temples.id,
      name: temples.name,
      nameNarration: temples.nameNarration,
      upiVpa: temples.upiVpa,
      timeZone: temples.timeZone,
      sevaEndDate: temples.sevaEndDate,
    })
    .from(temples)
    .where(eq(temples.id, templeId));
  return row;
}

/** The sevas the counter can sell (domain isSevaBookableAtCounter), in the temple's own order. */
export async function selectCounterSevas(db: Executor, templeId: number) {
  return db
    .select({
      id: sevas.id,
      code: sevas.code,
      name: sevas.name,
      nameNarration: sevas.nameNarration,
      deityName: deities.name,
      groupName: sevaGroups.name,
      rate: sevas.rate,
      postageCharge: sevas.postageCharge,
      sevaType: sevas.sevaType,
      isContinuous: sevas.isContinuous,
      blockTime: sevas.blockTime,
      endDate: sevas.endDate,
    })
    .from(sevas)
    .leftJoin(deities, eq(deities.id, sevas.deityId))
    .leftJoin(sevaGroups, eq(sevaGroups.id, sevas.sevaGroupId))
    .where(
      and(
        eq(sevas.templeId, templeId),
        eq(sevas.status, RecordStatus.Active),
        eq(sevas.isApproved, true),
        ne(sevas.bookingType, SevaBookingType.OnlineOnly),
      ),
    )
    .orderBy(asc(sevas.orderNo), asc(sevas.name), asc(sevas.id));
}

export interface CounterOrderRow {
  templeId: number;
  paymentMode: number;
  orderDate: string;
  amount: number;
  postageCharge: number;
  dakshinaAmount: number;
  invoiceAmount: number;
  totalAmount: number;
  paymentReference: string | null;
  remarks: string | null;
  mobile: string | null;
  lastPerformDate: string | null;
  receiptToken: string;
  staffUserId: number;
  now: Date;
}

/**
 * A paid counter bill: numbered like online orders (NEXT_ORDER_NUMBER_SQL: 'BKS' + nextval), paid and
 * verified by the staff user who took the money, with no account behind it (userId null).
 */
export async function insertCounterOrder(
  db: Executor,
  row: CounterOrderRow,
): Promise<{ id: number; orderNumber: string }> {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: sql.raw(NEXT_ORDER_NUMBER_SQL),
      userId: null,
      devoteeId: null,
      templeId: row.templeId,
      type: OrderType.Counter,
      paymentMode: row.paymentMode,
      orderDate: row.orderDate,
      status: 'paid',
      amount: row.amount,
      postageCharge: row.postageCharge,
      dakshinaAmount: row.dakshinaAmount,
      invoiceAmount: row.invoiceAmount,
      totalAmount: row.totalAmount,
      paymentCode: row.paymentReference,
      paymentRemarks: row.remarks,
      mobile: row.mobile,
      lastPerformDate: row.lastPerformDate,
      isVerified: true,
      verifiedBy: row.staffUserId,
      verifiedAt: row.now,
      receiptToken: row.receiptToken,
      paidAt: row.now,
      createdBy: row.staffUserId,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!order) throw new Error('counter order not inserted');
  return order;
}

export interface CounterLineRow {
  orderId: number;
  templeId: number;
  sevaId: number;
  deityId: number | null;
  sevaName: string;
  sevaType: number;
  devoteeName: string;
  starId: number;
  performDate: string;
  quantity: number;
  rate: number;
  postageCharge: number;
  /** A pre-booking seva is allotted its date at the desk: approved by the staff user there and then. */
  approvedBy: number | null;
  /** The star series the line is a date of (issue #19), or null. */
  starSeriesId: string | null;
  now: Date;
}

/** A star series billed at the counter: the walk-in devotee has no account (userId null). */
export type CounterStarSeriesRow = Omit<typeof starSeries.$inferInsert, 'userId' | 'stoppedAt'>;

export async function insertCounterStarSeries(
  db: Executor,
  rows: readonly CounterStarSeriesRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(starSeries).values(rows.map((row) => ({ ...row, userId: null })));
}

export async function insertCounterLines(db: Executor, rows: readonly CounterLineRow[]): Promise<void> {
  await db.insert(orderLines).values(
    rows.map((row) => ({
      orderId: row.orderId,
      templeId: row.templeId,
      sevaId: row.sevaId,
      deityId: row.deityId,
      sevaName: row.sevaName,
      sevaType: row.sevaType,
      devoteeName: row.devoteeName,
      starId: row.starId,
      performDate: row.performDate,
      quantity: row.quantity,
      rate: row.rate,
      postageCharge: row.postageCharge,
      amount: row.rate * row.quantity,
      status: OrderLineStatus.Booked,
      isApproved: row.approvedBy !== null,
      approvedBy: row.approvedBy,
      approvedAt: row.approvedBy !== null ? row.now : null,
      isAllowEdit: false,
      prasadamDelivery: 1,
      starSeriesId: row.starSeriesId,
      createdAt: row.now,
      updatedAt: row.now,
    })),
  );
}

/**
 * orders.id written out whole: in a query on one table Drizzle leaves columns unqualified, and "id" inside
 * a subquery on order_lines would mean the line's.
 */
const outerOrderId = sql.raw('"orders"."id"');

const devoteeNames = sql<
  string[]
>`array(select l.devotee_name from ${orderLines} l where l.order_id = ${outerOrderId} group by l.devotee_name order by min(l.id))`;
const numberOfPoojas = sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = ${outerOrderId})`;

const billColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderDate: orders.orderDate,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMode: orders.paymentMode,
  paymentReference: orders.paymentCode,
  remarks: orders.paymentRemarks,
  mobile: orders.mobile,
  totalAmount: orders.totalAmount,
  receiptToken: orders.receiptToken,
  reason: orders.reason,
  createdById: users.id,
  createdByName: users.userName,
  devoteeNames,
  numberOfPoojas,
};
export type CounterBillRow = {
  id: number;
  orderNumber: string;
  orderDate: string;
  createdAt: Date;
  status: string;
  paymentMode: number;
  paymentReference: string | null;
  remarks: string | null;
  mobile: string | null;
  totalAmount: number;
  receiptToken: string;
  reason: string | null;
  createdById: number | null;
  createdByName: string | null;
  devoteeNames: string[];
  numberOfPoojas: number;
};

export interface CounterBillFilter {
  templeId: number;
  q?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  paymentMode?: CounterPaymentMethod | undefined;
  status?: string | undefined;
}

function counterBillWhere(filter: CounterBillFilter): SQL | undefined {
  const search = filter.q ? containing(filter.q) : null;
  return and(
    counterBillsOf(filter.templeId),
    filter.fromDate ? gte(orders.orderDate, filter.fromDate) : undefined,
    filter.toDate ? lte(orders.orderDate, filter.toDate) : undefined,
    filter.paymentMode ? eq(orders.paymentMode, COUNTER_PAYMENT_MODE[filter.paymentMode]) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    search
      ? or(
          ilike(orders.orderNumber, search),
          ilike(orders.mobile, search),
          sql`exists (select 1 from ${orderLines} l where l.order_id = ${outerOrderId} and l.devotee_name ilike ${search})`,
        )
      : undefined,
  );
}

const isPaid = sql`${orders.status} = 'paid'`;
const paidSum = (column: AnyPgColumn) => sql`coalesce(sum(${column}) filter (where ${isPaid}), 0)::bigint`;

/**
 * The totals of every bill the filters select, in one aggregate over the list's WHERE; fields named
 * for a file's totals row too. Sums arrive as text (bigint) and counts as numbers.
 */
export function counterBillTotals(db: Executor, filter: CounterBillFilter) {
  return db
    .select(
      reportFields({
        bills: sql`count(*)::int`,
        paidBills: sql`(count(*) filter (where ${isPaid}))::int`,
        cancelledBills: sql`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
        sevaAmount: paidSum(orders.amount),
        dakshinaAmount: paidSum(orders.dakshinaAmount),
        collected: paidSum(orders.totalAmount),
      }),
    )
    .from(orders)
    .where(counterBillWhere(filter));
}

export type CounterBillTotalsRow = Record<
  'bills' | 'paidBills' | 'cancelledBills' | 'sevaAmount' | 'dakshinaAmount' | 'collected',
  unknown
>;

export async function selectCounterBills(
  db: Executor,
  filter: CounterBillFilter & { offset: number; limit: number },
): Promise<{ rows: CounterBillRow[]; total: number; totals: CounterBillTotalsRow }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(billColumns)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.createdBy))
      .where(counterBillWhere(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filter.offset)
      .limit(filter.limit),
    counterBillTotals(db, filter),
  ]);
  const all = (totals ?? {}) as CounterBillTotalsRow;
  return { rows, total: Number(all.bills ?? 0), totals: all };
}

/**
 * Every bill the filters select, newest first as the list shows them, one field per file column;
 * unpaged, for a cursor.
 */
export function counterBillFileRows(db: Executor, filter: CounterBillFilter, timeZone: string) {
  return db
    .select(
      reportFields({
        orderNumber: orders.orderNumber,
        orderDate: sql`to_char(${orders.orderDate}, 'YYYY-MM-DD')`,
        time: sql`to_char(${orders.createdAt} at time zone ${timeZone}, 'HH24:MI')`,
        devoteeNames: sql`array_to_string(${devoteeNames}, ', ')`,
        mobile: orders.mobile,
        paymentMode: orders.paymentMode,
        paymentReference: orders.paymentCode,
        numberOfPoojas,
        status: orders.status,
        sevaAmount: orders.amount,
        dakshinaAmount: orders.dakshinaAmount,
        totalAmount: orders.totalAmount,
        billedBy: users.userName,
      }),
    )
    .from(orders)
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(counterBillWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function selectCounterBill(
  db: Executor,
  templeId: number,
  orderId: number,
): Promise<CounterBillRow | undefined> {
  const [row] = await db
    .select(billColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(and(counterBillsOf(templeId), eq(orders.id, orderId)));
  return row;
}

/** The bill's row, locked until the transaction ends: two cancellations at once take turns. */
export async function lockCounterBill(db: Executor, templeId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(and(counterBillsOf(templeId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

export async function markCounterBillCancelled(
  db: Executor,
  orderId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'cancelled', reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
}

/**
 * Cancels the lines still booked and answers what they held, so the caller gives back exactly that
 * (a line refunded before, or never dated, holds nothing).
 */
export async function cancelBookedLines(db: Executor, orderId: number, now: Date) {
  const rows = await db
    .update(orderLines)
    .set({ status: OrderLineStatus.Cancelled, updatedAt: now })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, OrderLineStatus.Booked)))
    .returning({
      sevaId: orderLines.sevaId,
      performDate: orderLines.performDate,
      quantity: orderLines.quantity,
    });
  return rows.flatMap((row) =>
    row.performDate === null
      ? []
      : [{ sevaId: row.sevaId, performDate: row.performDate, quantity: row.quantity }],
  );
}
