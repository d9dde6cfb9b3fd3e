import { OrderLineStatus } from '@nivedya/domain';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deities,
  images,
  orderLines,
  orders,
  sevas,
  starSeries,
  stars,
  temples,
} from '../../db/schema/index.ts';

const numberOfPoojas = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/** Exported so that the temple's staff lists show an order with the same figures as the devotee's. */
export const orderListColumns = {
  id: orders.id,
  paymentId: orders.paymentId,
  templeId: orders.templeId,
  templeName: temples.name,
  orderNumber: orders.orderNumber,
  orderDate: orders.orderDate,
  status: orders.status,
  isVerified: orders.isVerified,
  paymentMode: orders.paymentMode,
  amount: orders.amount,
  gstCharge: orders.gstCharge,
  serviceCharge: orders.serviceCharge,
  splitServiceCharge: orders.splitServiceCharge,
  dakshinaAmount: orders.dakshinaAmount,
  totalAmount: orders.totalAmount,
  numberOfPoojas,
};
export type OrderListRow = {
  id: number;
  paymentId: number | null;
  templeId: number;
  templeName: string;
  orderNumber: string;
  orderDate: string;
  status: string;
  isVerified: boolean;
  paymentMode: number;
  amount: number;
  gstCharge: number;
  serviceCharge: number;
  splitServiceCharge: number;
  dakshinaAmount: number;
  totalAmount: number;
  numberOfPoojas: number;
};

/** The devotee's orders, newest first (booking history). */
export async function selectOrdersOfUser(
  db: Executor,
  filter: {
    userId: number;
    status?: string | undefined;
    /** Left out unless asked for by status. */
    exceptStatuses: readonly string[];
    offset: number;
    limit: number;
  },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = and(
    eq(orders.userId, filter.userId),
    filter.status ? eq(orders.status, filter.status) : notInArray(orders.status, [...filter.exceptStatuses]),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(orderListColumns)
      .from(orders)
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The orders one payment covers, the devotee's own only (the Order Details list). */
export async function selectOrdersOfPayment(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<OrderListRow[]> {
  return db
    .select(orderListColumns)
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(and(eq(orders.paymentId, paymentId), eq(orders.userId, userId)))
    .orderBy(asc(orders.id));
}

/** The sevas of these orders, in booking order, for the devotee's order cards. */
export async function selectBookedSevas(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      sevaName: orderLines.sevaName,
      sevaNameNarration: sevas.nameNarration,
      sevaType: orderLines.sevaType,
      status: orderLines.status,
      performDate: orderLines.performDate,
      tillDate: orderLines.tillDate,
    })
    .from(orderLines)
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
}
export type BookedSevaRow = Awaited<ReturnType<typeof selectBookedSevas>>[number];

const detailColumns = {
  ...orderListColumns,
  userId: orders.userId,
  templeAddress: temples.address,
  templeNameNarration: temples.nameNarration,
  templeShortCode: temples.shortCode,
  templeManthra: temples.manthra,
  timeZone: temples.timeZone,
  sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
  paymentCode: orders.paymentCode,
  reason: orders.reason,
  receiptToken: orders.receiptToken,
  postageCharge: orders.postageCharge,
  paidAt: orders.paidAt,
};

export async function selectOrder(db: Executor, where: { id: number } | { receiptToken: string }) {
  const rows = await db
    .select(detailColumns)
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.receiptToken, where.receiptToken))
    .limit(1);
  return rows[0];
}
export type OrderDetailRow = NonNullable<Awaited<ReturnType<typeof selectOrder>>>;

/**
 * Exported so that the staff see a line as the devotee does. Its names need stars and sevas joined, and
 * deities left-joined: a line may name no deity.
 */
export const orderLineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  sevaId: orderLines.sevaId,
  sevaName: orderLines.sevaName,
  sevaType: orderLines.sevaType,
  deityId: orderLines.deityId,
  deityName: deities.name,
  devoteeName: orderLines.devoteeName,
  starId: orderLines.starId,
  starName: stars.name,
  performDate: orderLines.performDate,
  tillDate: orderLines.tillDate,
  quantity: orderLines.quantity,
  rate: orderLines.rate,
  postageCharge: orderLines.postageCharge,
  status: orderLines.status,
  isApproved: orderLines.isApproved,
  isAllowEdit: orderLines.isAllowEdit,
  description: orderLines.description,
  prasadamDelivery: orderLines.prasadamDelivery,
  deliveryAddress: orderLines.deliveryAddress,
  isPrasadamDelivered: orderLines.isPrasadamDelivered,
  postedAt: orderLines.postedAt,
  trackingNumber: orderLines.trackingNumber,
  performedAt: orderLines.performedAt,
  performedNote: orderLines.performedNote,
  // The token of the photo's address (images, issue #17 §4); a subquery, so no query gains a join.
  performedPhotoToken: sql<
    string | null
  >`(select ${images.urlToken} from ${images} where ${images.id} = ${orderLines.performedPhotoId})`,
  blockTime: sevas.blockTime,
  /** 'month' or 'year' for a date of a star series (issue #19); a subquery, as the photo's token. */
  starSeriesEvery: sql<
    string | null
  >`(select ${starSeries.every} from ${starSeries} where ${starSeries.id} = ${orderLines.starSeriesId})`,
};

export async function selectOrderLines(db: Executor, orderId: number) {
  return db
    .select(orderLineColumns)
    .from(orderLines)
    .innerJoin(stars, eq(stars.id, orderLines.starId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .leftJoin(deities, eq(deities.id, orderLines.deityId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.performDate), asc(orderLines.id));
}
export type OrderLineRow = Awaited<ReturnType<typeof selectOrderLines>>[number];

/** One line with its order and temple, row-locked: a perform-date change moves capacity once. */
export async function selectLineForUpdate(db: Executor, lineId: number) {
  const rows = await db
    .select({
      ...orderLineColumns,
      userId: orders.userId,
      orderStatus: orders.status,
      templeId: orders.templeId,
      timeZone: temples.timeZone,
      sevaBlockPeriodDays: temples.sevaBlockPeriodDays,
      starSeriesId: orderLines.starSeriesId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .innerJoin(stars, eq(stars.id, orderLines.starId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .leftJoin(deities, eq(deities.id, orderLines.deityId))
    .where(eq(orderLines.id, lineId))
    .for('update', { of: orderLines })
    .limit(1);
  return rows[0];
}
export type LockedLineRow = NonNullable<Awaited<ReturnType<typeof selectLineForUpdate>>>;

export async function updateOrderLine(
  db: Executor,
  lineId: number,
  change: { performDate?: string; devoteeName?: string; starId?: number; description?: string; now: Date },
) {
  const { now, ...fields } = change;
  await db
    .update(orderLines)
    .set({ ...fields, updatedAt: now })
    .where(eq(orderLines.id, lineId));
}

/** The order's last perform date follows its lines (spec LastPerformDate, for reports). */
export async function refreshLastPerformDate(db: Executor, orderId: number, now: Date) {
  await db
    .update(orders)
    .set({
      lastPerformDate: sql`(select max(${orderLines.performDate}) from ${orderLines} where ${orderLines.orderId} = ${orderId})`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** The dates a star series' lines stand on, but one line's (which is being moved). */
export async function selectOtherSeriesDates(db: Executor, starSeriesId: string, exceptLineId: number) {
  const rows = await db
    .select({ date: orderLines.performDate })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.starSeriesId, starSeriesId),
        sql`${orderLines.id} <> ${exceptLineId}`,
        inArray(orderLines.status, [OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval]),
      ),
    );
  return rows.flatMap((row) => (row.date === null ? [] : [row.date]));
}

/** A due date of a star series moved to another day: its time to pay moves too, and its reminder goes again. */
export async function moveDueBy(db: Executor, orderId: number, dueBy: Date, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ dueBy, holdExpiresAt: dueBy, dueRemindedAt: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'due')));
}
