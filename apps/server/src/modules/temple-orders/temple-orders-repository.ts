import { ORDER_STATUSES, OrderLineStatus, OrderType, SevaType } from '@nivedya/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { deities, orderLines, orders, sevas, stars, temples, users } from '../../db/schema/index.ts';
import { orderLineColumns, orderListColumns } from '../orders/index.ts';
import { reportFields } from '../reports/index.ts';

/**
 * The temple's staff side of orders and their lines (checkout owns the tables; this module reads them
 * for the temple's lists and writes only the staff's decisions on lines). Every query is scoped to one
 * temple, so an id of another temple's order or line is simply not found.
 */

const booker = alias(users, 'booker');
const verifier = alias(users, 'verifier');
const decider = alias(users, 'decider');

const awaitingApproval = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.status} = ${OrderLineStatus.AwaitingApproval})`;
/** Each seva name once, in the order of its first line. */
const sevaNames = sql<
  string[]
>`(select coalesce(array_agg(named.seva_name order by named.first_id), '{}') from (select ${orderLines.sevaName} as seva_name, min(${orderLines.id}) as first_id from ${orderLines} where ${orderLines.orderId} = ${orders.id} group by ${orderLines.sevaName}) as named)`;

const listColumns = {
  ...orderListColumns,
  type: orders.type,
  verifiedById: orders.verifiedBy,
  verifiedByName: verifier.userName,
  verifiedAt: orders.verifiedAt,
  awaitingApproval,
  sevaNames,
  bookerId: orders.userId,
  // A walk-in devotee billed at the counter has no account: the bill's first devotee stands for them.
  bookerName: sql<
    string | null
  >`coalesce(${booker.userName}, (select ${orderLines.devoteeName} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1))`,
  bookerMobile: sql<string | null>`coalesce(${orders.mobile}, ${booker.mobile})`,
  bookerEmail: sql<string | null>`coalesce(${orders.email}, ${booker.email})`,
  reason: orders.reason,
  createdAt: orders.createdAt,
};

export interface TempleOrderFilter {
  templeId: number;
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  paymentMode?: number | undefined;
  type?: number | undefined;
  isVerified?: boolean | undefined;
  search?: string | undefined;
}

function orderSearch(search: string): SQL | undefined {
  const pattern = containing(search);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.mobile, pattern),
    ilike(booker.mobile, pattern),
    ilike(booker.userName, pattern),
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.devoteeName} ilike ${pattern})`,
  );
}

/** The transaction list's WHERE; it may name the booker, so every query of the list joins them. */
function templeOrderWhere(filter: TempleOrderFilter): SQL | undefined {
  return and(
    eq(orders.templeId, filter.templeId),
    filter.from ? gte(orders.orderDate, filter.from) : undefined,
    filter.to ? lte(orders.orderDate, filter.to) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMode !== undefined ? eq(orders.paymentMode, filter.paymentMode) : undefined,
    filter.type !== undefined ? eq(orders.type, filter.type) : undefined,
    filter.isVerified !== undefined ? eq(orders.isVerified, filter.isVerified) : undefined,
    filter.search ? orderSearch(filter.search) : undefined,
  );
}

const statusCount = (status: string) => sql`(count(*) filter (where ${orders.status} = ${status}))::int`;

/**
 * The totals of every order the filters select, in one aggregate over the list's WHERE: how many, the
 * paid ones' money, and how many in each status; fields named for a file's totals row too.
 */
export function templeOrderTotals(db: Executor, filter: TempleOrderFilter) {
  return db
    .select(
      reportFields({
        orders: sql`count(*)::int`,
        paidAmount: sql`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} = 'paid'), 0)::bigint`,
        ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, statusCount(status)])),
      }),
    )
    .from(orders)
    .leftJoin(booker, eq(booker.id, orders.userId))
    .where(templeOrderWhere(filter));
}
export type TempleOrderTotalsRow = Record<string, unknown>;

/** The transaction list: the temple's orders, newest first, and the totals over all of them. */
export async function selectTempleOrders(
  db: Executor,
  filter: TempleOrderFilter & { offset: number; limit: number },
) {
  const [rows, [totals = {}]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .leftJoin(booker, eq(booker.id, orders.userId))
      .leftJoin(verifier, eq(verifier.id, orders.verifiedBy))
      .where(templeOrderWhere(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filter.offset)
      .limit(filter.limit),
    templeOrderTotals(db, filter),
  ]);
  return { rows, totals: totals as TempleOrderTotalsRow };
}

/** Every order the filters select, newest first as listed, one field per file column; for a cursor. */
export function templeOrderFileRows(db: Executor, filter: TempleOrderFilter, timeZone: string) {
  return db
    .select(
      reportFields({
        orderNumber: orders.orderNumber,
        orderDate: sql`to_char(${orders.orderDate}, 'YYYY-MM-DD')`,
        time: sql`to_char(${orders.createdAt} at time zone ${timeZone}, 'HH24:MI')`,
        type: sql`case when ${orders.type} = ${OrderType.Counter} then 'Counter' else 'Online' end`,
        bookerName: listColumns.bookerName,
        bookerMobile: listColumns.bookerMobile,
        sevaNames: sql`array_to_string(${sevaNames}, ', ')`,
        paymentMode: orders.paymentMode,
        status: orders.status,
        verified: sql`case when ${orders.isVerified} then 'Yes' else 'No' end`,
        totalAmount: orders.totalAmount,
      }),
    )
    .from(orders)
    .leftJoin(booker, eq(booker.id, orders.userId))
    .where(templeOrderWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
export type TempleOrderRow = Awaited<ReturnType<typeof selectTempleOrders>>['rows'][number];

const detailColumns = {
  ...listColumns,
  paymentCode: orders.paymentCode,
  paymentRemarks: orders.paymentRemarks,
  deliveryAddress: orders.deliveryAddress,
  postageCharge: orders.postageCharge,
  paidAt: orders.paidAt,
  holdExpiresAt: orders.holdExpiresAt,
  receiptToken: orders.receiptToken,
  timeZone: temples.timeZone,
  sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
  showPanchangam: temples.showPanchangam,
};

export async function selectTempleOrder(db: Executor, templeId: number, orderId: number) {
  const rows = await db
    .select(detailColumns)
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .leftJoin(booker, eq(booker.id, orders.userId))
    .leftJoin(verifier, eq(verifier.id, orders.verifiedBy))
    .where(and(eq(orders.id, orderId), eq(orders.templeId, templeId)))
    .limit(1);
  return rows[0];
}
export type TempleOrderDetailRow = NonNullable<Awaited<ReturnType<typeof selectTempleOrder>>>;

const lineColumns = {
  ...orderLineColumns,
  remarks: orderLines.remarks,
  decidedById: orderLines.approvedBy,
  decidedByName: decider.userName,
  decidedAt: orderLines.approvedAt,
};

export async function selectTempleOrderLines(db: Executor, orderId: number) {
  return db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(stars, eq(stars.id, orderLines.starId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .leftJoin(deities, eq(deities.id, orderLines.deityId))
    .leftJoin(decider, eq(decider.id, orderLines.approvedBy))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.performDate), asc(orderLines.id));
}
export type TempleLineRow = Awaited<ReturnType<typeof selectTempleOrderLines>>[number];

/**
 * One line of this temple with its order, temple and contacts, row-locked: a decision or a date change
 * on it happens once however many staff press at the same moment.
 */
export async function selectLineForStaff(db: Executor, templeId: number, lineId: number) {
  const rows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      sevaId: orderLines.sevaId,
      sevaName: orderLines.sevaName,
      sevaType: orderLines.sevaType,
      devoteeName: orderLines.devoteeName,
      starId: orderLines.starId,
      performDate: orderLines.performDate,
      quantity: orderLines.quantity,
      status: orderLines.status,
      isApproved: orderLines.isApproved,
      description: orderLines.description,
      remarks: orderLines.remarks,
      approvedAt: orderLines.approvedAt,
      templeId: orders.templeId,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      userId: orders.userId,
      mobile: sql<string | null>`coalesce(${orders.mobile}, ${users.mobile})`,
      templeName: temples.name,
      timeZone: temples.timeZone,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderLines.id, lineId), eq(orders.templeId, templeId)))
    .for('update', { of: orderLines })
    .limit(1);
  return rows[0];
}
export type StaffLineRow = NonNullable<Awaited<ReturnType<typeof selectLineForStaff>>>;

/** The temple's decision on a line awaiting approval: approved (status 0) or rejected (status 3). */
export async function recordLineDecision(
  db: Executor,
  lineId: number,
  decision: {
    status: number;
    decidedBy: number;
    now: Date;
    performDate?: string;
    devoteeName?: string;
    starId?: number;
    description?: string;
    remarks?: string;
  },
): Promise<void> {
  const { decidedBy, now, ...fields } = decision;
  await db
    .update(orderLines)
    .set({ ...fields, isApproved: true, approvedBy: decidedBy, approvedAt: now, updatedAt: now })
    .where(eq(orderLines.id, lineId));
}

// Approval reports ----------------------------------------------------------------------------------

export interface ApprovalFilter {
  templeId: number;
  kind: 'pre-booking' | 'vazhipad';
  state: 'pending' | 'approved' | 'rejected';
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

function approvalState(state: ApprovalFilter['state']): SQL | undefined {
  switch (state) {
    case 'pending':
      // Only paid bookings wait for the temple: an unpaid one may never be paid.
      return and(eq(orderLines.status, OrderLineStatus.AwaitingApproval), eq(orders.status, 'paid'));
    case 'approved':
      return and(eq(orderLines.status, OrderLineStatus.Booked), eq(orderLines.isApproved, true));
    default:
      return and(eq(orderLines.status, OrderLineStatus.Rejected), eq(orderLines.isApproved, true));
  }
}

export async function selectApprovals(db: Executor, filter: ApprovalFilter) {
  const pattern = filter.search ? containing(filter.search) : null;
  const where = and(
    eq(orderLines.templeId, filter.templeId),
    filter.kind === 'pre-booking'
      ? eq(orderLines.sevaType, SevaType.PreBooking)
      : ne(orderLines.sevaType, SevaType.PreBooking),
    approvalState(filter.state),
    filter.from ? gte(orders.orderDate, filter.from) : undefined,
    filter.to ? lte(orders.orderDate, filter.to) : undefined,
    pattern
      ? or(
          ilike(orders.orderNumber, pattern),
          ilike(orderLines.devoteeName, pattern),
          ilike(orderLines.sevaName, pattern),
          ilike(orders.mobile, pattern),
          ilike(booker.mobile, pattern),
          ilike(booker.userName, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        ...lineColumns,
        orderNumber: orders.orderNumber,
        orderDate: orders.orderDate,
        amount: orderLines.amount,
        timeZone: temples.timeZone,
        sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
        bookerId: orders.userId,
        bookerName: booker.userName,
        bookerMobile: sql<string | null>`coalesce(${orders.mobile}, ${booker.mobile})`,
        bookerEmail: sql<string | null>`coalesce(${orders.email}, ${booker.email})`,
      })
      .from(orderLines)
      .innerJoin(stars, eq(stars.id, orderLines.starId))
      .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
      .leftJoin(deities, eq(deities.id, orderLines.deityId))
      .leftJoin(decider, eq(decider.id, orderLines.approvedBy))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .leftJoin(booker, eq(booker.id, orders.userId))
      .where(where)
      // Pending: first come, first allotted; decided: the latest decision first.
      .orderBy(
        ...(filter.state === 'pending'
          ? [asc(orders.createdAt), asc(orderLines.id)]
          : [desc(orderLines.approvedAt), desc(orderLines.id)]),
      )
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(booker, eq(booker.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
export type ApprovalRow = Awaited<ReturnType<typeof selectApprovals>>['rows'][number];

/** spec show-panchangam flag of the temple. */
export async function selectShowPanchangam(db: Executor, templeId: number): Promise<boolean> {
  const rows = await db
    .select({ showPanchangam: temples.showPanchangam })
    .from(temples)
    .where(eq(temples.id, templeId))
    .limit(1);
  return rows[0]?.showPanchangam ?? false;
}
