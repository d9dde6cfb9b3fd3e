import { OrderLineStatus, PaymentMode, SevaType } from '@nivedya/domain';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enquiries, notifications, orderLines, orders, refunds, sevas } from '../../db/schema/index.ts';

/**
 * What the temple dashboard counts. Orders, order lines and refunds belong to checkout; this file only
 * reads them.
 */

const PAID = 'paid';
const sumInt = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** A line still to be performed: booked, on a paid order or a bank transfer awaiting verification. */
const standingLine = () =>
  and(
    eq(orderLines.status, OrderLineStatus.Booked),
    or(
      eq(orders.status, PAID),
      and(eq(orders.status, 'pending'), eq(orders.paymentMode, PaymentMode.BankTransfer)),
    ),
  );

export async function selectBookingsOfDay(db: Executor, templeId: number, date: string) {
  const paidThatDay = and(eq(orders.templeId, templeId), eq(orders.orderDate, date), eq(orders.status, PAID));
  const [byMode, poojas] = await Promise.all([
    db
      .select({
        paymentMode: orders.paymentMode,
        orders: count(),
        amount: sumInt(orders.totalAmount),
      })
      .from(orders)
      .where(paidThatDay)
      .groupBy(orders.paymentMode)
      .orderBy(asc(orders.paymentMode)),
    db
      .select({ quantity: sumInt(orderLines.quantity) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paidThatDay),
  ]);
  return { byMode, poojas: poojas[0]?.quantity ?? 0 };
}

export async function selectSevasToPerform(db: Executor, templeId: number, date: string) {
  return db
    .select({
      sevaId: orderLines.sevaId,
      sevaName: sql<string>`max(${orderLines.sevaName})`,
      performTime: sevas.performTime,
      quantity: sumInt(orderLines.quantity),
      lines: count(),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .where(and(eq(orderLines.templeId, templeId), eq(orderLines.performDate, date), standingLine()))
    .groupBy(orderLines.sevaId, sevas.performTime, sevas.orderNo)
    .orderBy(asc(sevas.orderNo), asc(orderLines.sevaId));
}

export interface PendingCounts {
  /** Lines of paid orders awaiting the temple's approval: pre-bookings and vazhipads together. */
  pendingApprovals: number;
  pendingPreBookings: number;
  pendingVazhipads: number;
  pendingRefunds: { count: number; amount: number };
  pendingBankTransfers: { count: number; amount: number };
  openEnquiries: number;
  unreadNotifications: number;
}

/** The things waiting at the temple, and the user's unread notifications. */
export async function selectPendingCounts(
  db: Executor,
  templeId: number,
  userId: number,
): Promise<PendingCounts> {
  const [approvals, refundRows, transfers, enquiryRows, unread] = await Promise.all([
    db
      .select({
        n: count(),
        preBookings: sql<number>`(count(*) filter (where ${orderLines.sevaType} = ${SevaType.PreBooking}))::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orderLines.templeId, templeId),
          eq(orderLines.status, OrderLineStatus.AwaitingApproval),
          eq(orders.status, PAID),
        ),
      ),
    db
      .select({ n: count(), amount: sumInt(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.templeId, templeId), eq(refunds.status, 'requested'))),
    db
      .select({ n: count(), amount: sumInt(orders.totalAmount) })
      .from(orders)
      .where(
        and(
          eq(orders.templeId, templeId),
          eq(orders.paymentMode, PaymentMode.BankTransfer),
          eq(orders.isVerified, false),
          eq(orders.status, 'pending'),
        ),
      ),
    db
      .select({ n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.templeId, templeId), eq(enquiries.status, 'open'))),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    pendingApprovals: approvals[0]?.n ?? 0,
    pendingPreBookings: approvals[0]?.preBookings ?? 0,
    pendingVazhipads: (approvals[0]?.n ?? 0) - (approvals[0]?.preBookings ?? 0),
    pendingRefunds: { count: refundRows[0]?.n ?? 0, amount: refundRows[0]?.amount ?? 0 },
    pendingBankTransfers: { count: transfers[0]?.n ?? 0, amount: transfers[0]?.amount ?? 0 },
    openEnquiries: enquiryRows[0]?.n ?? 0,
    unreadNotifications: unread[0]?.n ?? 0,
  };
}
