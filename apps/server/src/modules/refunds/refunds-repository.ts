import {
  COMMITTED_REFUND_STATUSES,
  OPEN_REFUND_STATUSES,
  OrderLineStatus,
  REFUNDABLE_LINE_STATUSES,
  type RefundStatus,
} from '@nivedya/domain';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  orderLines,
  orders,
  payments,
  refundLines,
  refunds,
  stars,
  temples,
  users,
} from '../../db/schema/index.ts';

/**
 * The refunds module's tables (refunds, refund_lines) and what a refund changes of an order: its lines'
 * status, the order's and the payment's status. The only file of the module that imports Drizzle.
 */

const openStatuses = sql.join(
  OPEN_REFUND_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

// Orders ---------------------------------------------------------------------------------------------

const orderColumns = {
  id: orders.id,
  templeId: orders.templeId,
  orderNumber: orders.orderNumber,
  orderDate: orders.orderDate,
  status: orders.status,
  paymentMode: orders.paymentMode,
  totalAmount: orders.totalAmount,
  userId: orders.userId,
  mobile: orders.mobile,
  paymentId: orders.paymentId,
  devoteeName: users.userName,
  templeName: temples.name,
  gateway: payments.gateway,
  gatewayPaymentId: payments.gatewayPaymentId,
  paymentAmount: payments.amount,
  paymentStatus: payments.status,
};
export type RefundOrderRow = {
  id: number;
  templeId: number;
  orderNumber: string;
  orderDate: string;
  status: string;
  paymentMode: number;
  totalAmount: number;
  userId: number | null;
  mobile: string | null;
  paymentId: number | null;
  devoteeName: string | null;
  templeName: string;
  gateway: string | null;
  gatewayPaymentId: string | null;
  paymentAmount: number | null;
  paymentStatus: string | null;
};

/** The temple's order by id or number, with its payment (undefined for another temple's). */
export async function selectRefundOrder(
  db: Executor,
  templeId: number,
  key: { orderId?: number | undefined; orderNumber?: string | undefined },
): Promise<RefundOrderRow | undefined> {
  const match =
    key.orderId !== undefined
      ? eq(orders.id, key.orderId)
      : eq(sql`upper(${orders.orderNumber})`, (key.orderNumber ?? '').toUpperCase());
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(match, eq(orders.templeId, templeId)))
    .limit(1);
  return rows[0];
}

/** The open refund covering a line (written with table names: see liveSevaCount in catalogue). */
const openRefundOfLine = sql<number | null>`(select rl.refund_id from refund_lines rl
  join refunds r on r.id = rl.refund_id
  where rl.order_line_id = "order_lines"."id" and r.status in (${openStatuses})
  order by rl.refund_id limit 1)`;

const lineColumns = {
  id: orderLines.id,
  status: orderLines.status,
  sevaId: orderLines.sevaId,
  sevaName: orderLines.sevaName,
  devoteeName: orderLines.devoteeName,
  starName: stars.name,
  performDate: orderLines.performDate,
  quantity: orderLines.quantity,
  rate: orderLines.rate,
  postageCharge: orderLines.postageCharge,
  performedAt: orderLines.performedAt,
  openRefundId: openRefundOfLine,
};
export type RefundOrderLineRow = {
  id: number;
  status: number;
  sevaId: number;
  sevaName: string;
  devoteeName: string;
  starName: string;
  performDate: string | null;
  quantity: number;
  rate: number;
  postageCharge: number;
  performedAt: Date | null;
  openRefundId: number | null;
};

/**
 * The order's lines in id order. `lock` row-locks them: every refund request of the order locks them
 * first, so two requests at once see each other's lines as taken; a payout locks them before it reads
 * their dates (lock order: lines, counters, order, payment).
 */
export async function selectRefundOrderLines(
  db: Executor,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<RefundOrderLineRow[]> {
  const query = db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(stars, eq(stars.id, orderLines.starId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const rows = options.lock ? await query.for('update', { of: orderLines }) : await query;
  return rows.map((row) => ({
    ...row,
    openRefundId: row.openRefundId === null ? null : Number(row.openRefundId),
  }));
}

/** Σ of the order's refunds that are requested, approved, failed or processed. */
export async function committedAmountOfOrder(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...COMMITTED_REFUND_STATUSES])));
  return Number(row?.total ?? 0);
}

/** Which temple an order is at and whose it is, with the temple's zone (a devotee's cancellation request). */
export async function selectOrderOwner(db: Executor, orderId: number) {
  const [row] = await db
    .select({ templeId: orders.templeId, userId: orders.userId, timeZone: temples.timeZone })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The devotee has asked to cancel this order before (whatever became of it). */
/** The request a user made on an order (a devotee's cancellation request), newest first. */
export async function selectRequestOfUser(db: Executor, orderId: number, userId: number) {
  const [row] = await db
    .select({ requestedAt: refunds.requestedAt, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestedBy, userId)))
    .orderBy(desc(refunds.requestedAt))
    .limit(1);
  return row;
}

export async function hasRequestOfUser(db: Executor, orderId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestedBy, userId)))
    .limit(1);
  return row !== undefined;
}

export async function selectRefundsOfOrder(db: Executor, orderId: number) {
  return db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      status: refunds.status,
      requestedAt: refunds.requestedAt,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
}

// Refunds --------------------------------------------------------------------------------------------

export async function insertRefund(
  db: Executor,
  values: typeof refunds.$inferInsert,
  lines: readonly { lineId: number; amount: number }[],
): Promise<number> {
  const [row] = await db.insert(refunds).values(values).returning({ id: refunds.id });
  const refundId = row!.id;
  await db
    .insert(refundLines)
    .values(lines.map((line) => ({ refundId, orderLineId: line.lineId, amount: line.amount })));
  return refundId;
}

const requester = aliasedTable(users, 'requester');
const approver = aliasedTable(users, 'approver');

const lineCount =
  sql<number>`(select count(*) from refund_lines rl where rl.refund_id = "refunds"."id")`.mapWith(Number);

const listColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  orderNumber: orders.orderNumber,
  devoteeName: users.userName,
  mobile: orders.mobile,
  amount: refunds.amount,
  reason: refunds.reason,
  status: refunds.status,
  lineCount,
  requestedAt: refunds.requestedAt,
  processedAt: refunds.processedAt,
  // Asked by the order's own devotee (a devotee's cancellation request), not by staff.
  isAskedByDevotee: sql<boolean>`coalesce(${refunds.requestedBy} = ${orders.userId}, false)`,
};
export type RefundListRow = {
  id: number;
  orderId: number;
  orderNumber: string;
  devoteeName: string | null;
  mobile: string | null;
  amount: number;
  reason: string;
  status: string;
  lineCount: number;
  requestedAt: Date;
  processedAt: Date | null;
  isAskedByDevotee: boolean;
};

export interface RefundFilter {
  /** One temple's, some temples' (a sub-administrator's), or every temple's (null). */
  templeId: number | readonly number[] | null;
  status?: RefundStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

export async function selectRefunds(
  db: Executor,
  filter: RefundFilter,
): Promise<{ rows: (RefundListRow & { templeId: number; templeName: string })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.templeId === null
      ? undefined
      : typeof filter.templeId === 'number'
        ? eq(refunds.templeId, filter.templeId)
        : inArray(refunds.templeId, [...filter.templeId, 0]),
  ];
  if (filter.status) conditions.push(eq(refunds.status, filter.status));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(users.userName, pattern),
        ilike(orders.mobile, pattern),
        sql`exists (select 1 from order_lines l where l.order_id = "orders"."id" and l.devotee_name ilike ${pattern})`,
      ),
    );
  }
  // The temple's calendar day the refund was requested on.
  const requestedDay = sql`(${refunds.requestedAt} at time zone ${temples.timeZone})::date`;
  if (filter.from) conditions.push(sql`${requestedDay} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${requestedDay} <= ${filter.to}::date`);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...listColumns, templeId: refunds.templeId, templeName: temples.name })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(temples, eq(temples.id, refunds.templeId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(refunds.requestedAt), desc(refunds.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(temples, eq(temples.id, refunds.templeId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type RefundDetailRow = RefundListRow & {
  templeId: number;
  orderDate: string;
  orderStatus: string;
  orderTotal: number;
  paymentMode: number;
  paymentId: number | null;
  gateway: string | null;
  gatewayPaymentId: string | null;
  requestedById: number | null;
  requestedByName: string | null;
  approvedById: number | null;
  approvedByName: string | null;
  approvedAt: Date | null;
  gatewayRefundId: string | null;
  remarks: string | null;
};

export async function selectRefund(
  db: Executor,
  templeId: number,
  refundId: number,
): Promise<RefundDetailRow | undefined> {
  const rows = await db
    .select({
      ...listColumns,
      templeId: refunds.templeId,
      orderDate: orders.orderDate,
      orderStatus: orders.status,
      orderTotal: orders.totalAmount,
      paymentMode: orders.paymentMode,
      paymentId: refunds.paymentId,
      gateway: payments.gateway,
      gatewayPaymentId: payments.gatewayPaymentId,
      requestedById: refunds.requestedBy,
      requestedByName: requester.userName,
      approvedById: refunds.approvedBy,
      approvedByName: approver.userName,
      approvedAt: refunds.approvedAt,
      gatewayRefundId: refunds.gatewayRefundId,
      remarks: refunds.remarks,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(requester, eq(requester.id, refunds.requestedBy))
    .leftJoin(approver, eq(approver.id, refunds.approvedBy))
    .where(and(eq(refunds.id, refundId), eq(refunds.templeId, templeId)))
    .limit(1);
  return rows[0];
}

export async function selectLinesOfRefund(db: Executor, refundId: number) {
  return db
    .select({
      orderLineId: orderLines.id,
      sevaName: orderLines.sevaName,
      devoteeName: orderLines.devoteeName,
      performDate: orderLines.performDate,
      quantity: orderLines.quantity,
      amount: refundLines.amount,
    })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(orderLines.id));
}

const claimColumns = {
  id: refunds.id,
  templeId: refunds.templeId,
  orderId: refunds.orderId,
  paymentId: refunds.paymentId,
  amount: refunds.amount,
  status: refunds.status,
};
export type ClaimedRefund = {
  id: number;
  templeId: number;
  orderId: number;
  paymentId: number | null;
  amount: number;
  status: string;
};

/**
 * requested or failed → approved, with the approver: the conditional update that lets one of any
 * number of concurrent approvals through (the row lock makes the others see 'approved' and match
 * nothing). An approval whose process died mid-payout (approved before `staleBefore`) may be taken
 * again: the gateway's idempotency key makes the second payout the same refund.
 */
export async function claimRefund(
  db: Executor,
  input: {
    templeId: number;
    refundId: number;
    approvedBy: number;
    remarks: string | null;
    now: Date;
    staleBefore: Date;
  },
): Promise<ClaimedRefund | undefined> {
  const rows = await db
    .update(refunds)
    .set({
      status: 'approved',
      approvedBy: input.approvedBy,
      approvedAt: input.now,
      updatedAt: input.now,
      ...(input.remarks !== null ? { remarks: input.remarks } : {}),
    })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.templeId, input.templeId),
        or(
          inArray(refunds.status, ['requested', 'failed']),
          and(eq(refunds.status, 'approved'), lt(refunds.approvedAt, input.staleBefore)),
        ),
      ),
    )
    .returning(claimColumns);
  return rows[0];
}

/** approved → processed or failed; undefined when another payout already finished it. */
export async function finishRefund(
  db: Executor,
  refundId: number,
  outcome:
    | { status: 'processed'; gatewayRefundId: string | null; now: Date }
    | { status: 'failed'; reason: string; now: Date },
): Promise<ClaimedRefund | undefined> {
  const rows = await db
    .update(refunds)
    .set(
      outcome.status === 'processed'
        ? {
            status: 'processed',
            gatewayRefundId: outcome.gatewayRefundId,
            processedAt: outcome.now,
            updatedAt: outcome.now,
          }
        : { status: 'failed', remarks: outcome.reason, updatedAt: outcome.now },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'approved')))
    .returning(claimColumns);
  return rows[0];
}

/** requested or failed → rejected, with the reason; undefined when it was already decided. */
export async function rejectRefundRow(
  db: Executor,
  input: { templeId: number; refundId: number; reason: string; decidedBy: number; now: Date },
): Promise<ClaimedRefund | undefined> {
  const rows = await db
    .update(refunds)
    .set({
      status: 'rejected',
      remarks: input.reason,
      approvedBy: input.decidedBy,
      approvedAt: input.now,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.templeId, input.templeId),
        inArray(refunds.status, ['requested', 'failed']),
      ),
    )
    .returning(claimColumns);
  return rows[0];
}

// What a payout changes -------------------------------------------------------------------------------

/** The refund's lines, row-locked (before their dates are read), in id order. */
export async function lockLinesOfRefund(db: Executor, refundId: number) {
  return db
    .select({
      id: orderLines.id,
      status: orderLines.status,
      sevaId: orderLines.sevaId,
      performDate: orderLines.performDate,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(refundLines, eq(refundLines.orderLineId, orderLines.id))
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(orderLines.id))
    .for('update', { of: orderLines });
}

/** spec RefundId: the lines become Refunded (status 4) and can no longer be edited by the devotee. */
export async function markLinesRefunded(
  db: Executor,
  lineIds: readonly number[],
  refundId: number,
  now: Date,
) {
  if (lineIds.length === 0) return;
  await db
    .update(orderLines)
    .set({ status: OrderLineStatus.Refunded, refundId, isAllowEdit: false, updatedAt: now })
    .where(
      and(inArray(orderLines.id, [...lineIds]), inArray(orderLines.status, [...REFUNDABLE_LINE_STATUSES])),
    );
}

export async function selectLineStatuses(db: Executor, orderId: number) {
  return db.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** paid → refunded; answers whether this call moved it. */
export async function markOrderRefunded(
  db: Executor,
  orderId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'refunded', reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** captured → refunded once all of it is returned; answers whether this call moved it. */
export async function markPaymentRefunded(db: Executor, paymentId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'captured'),
        sql`${payments.amount} <= (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = ${paymentId} and r.status = 'processed')`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Σ of the order's processed refunds, and each line's part of them. */
export async function selectRefundedAmounts(db: Executor, orderId: number) {
  const processed = and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed'));
  const [[row], lines] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
        byTemple: sql<number>`count(${refunds.requestedBy})::int`,
      })
      .from(refunds)
      .where(processed),
    db
      .select({
        orderLineId: refundLines.orderLineId,
        amount: sql<number>`sum(${refundLines.amount})::int`.mapWith(Number),
      })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .where(processed)
      .groupBy(refundLines.orderLineId),
  ]);
  return { total: Number(row?.total ?? 0), isByTemple: Number(row?.byTemple ?? 0) > 0, lines };
}
