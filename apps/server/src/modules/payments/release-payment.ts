import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { releaseCapacity } from '../bookings/index.ts';
import {
  auditOrders,
  capacityOfOrders,
  OPEN_PAYMENT,
  type OrderStatus,
  type PaymentStatus,
  setLineStatus,
  transitionOrder,
  transitionOrdersOfPayment,
  transitionPayment,
} from './payments-repository.ts';

const LINE_CANCELLED = 1;

export interface ReleaseInput {
  paymentId: number;
  /** failed: declined or refused by the gateway, or cancelled by the devotee; expired: the hold ran out. */
  paymentStatus: Extract<PaymentStatus, 'failed' | 'expired'>;
  orderStatus: Extract<OrderStatus, 'failed' | 'expired' | 'cancelled'>;
  reason: string;
  actorUserId: number | null;
  errorCode?: string | null;
  now: Date;
}

/**
 * A payment that will not complete gives its capacity back exactly once: the conditional transition
 * of the payment (created → failed/expired) decides one winner, and only the winner moves the orders
 * and releases their counters, all in the caller's transaction. Returns the orders released (none when
 * the payment had already settled). A due date of a star series whose payment did not complete stays
 * due, its place held, while its time to pay lasts (returnToDue).
 */
export async function releasePayment(db: Executor, input: ReleaseInput): Promise<number[]> {
  const won = await transitionPayment(db, input.paymentId, OPEN_PAYMENT, input.paymentStatus, {
    now: input.now,
    errorCode: input.errorCode ?? null,
    errorDescription: input.reason,
  });
  if (!won) return [];
  await returnToDue(db, input);
  const released = await transitionOrdersOfPayment(db, input.paymentId, ['pending'], input.orderStatus, {
    now: input.now,
    reason: input.reason,
  });
  const orderIds = released.map((order) => order.id);
  // Lines first (their row locks), then read their dates: a perform-date change committed meanwhile
  // is released from the day it moved to. Same lock order as the change: lines, then counters.
  await setLineStatus(db, orderIds, LINE_CANCELLED, input.now);
  await releaseCapacity(db, await capacityOfOrders(db, orderIds), input.now);
  await auditOrders(db, released, {
    action: `order.${input.orderStatus}`,
    actorUserId: input.actorUserId,
    before: 'pending',
    after: { status: input.orderStatus, reason: input.reason, capacityReleased: true },
    now: input.now,
  });
  await releaseDuesOfUnstartedSeries(db, orderIds, input);
  return orderIds;
}

/**
 * A star series paid date by date whose first payment did not complete never started: its later dates,
 * due, give their places back with it (else an abandoned gateway page would hold them for months).
 */
async function releaseDuesOfUnstartedSeries(
  db: Executor,
  releasedOrderIds: readonly number[],
  input: ReleaseInput,
): Promise<void> {
  if (releasedOrderIds.length === 0) return;
  const started = db
    .select({ seriesId: orderLines.starSeriesId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.orderId, [...releasedOrderIds]),
        isNull(orders.dueBy),
        isNotNull(orderLines.starSeriesId),
      ),
    );
  const dues = await db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.status, 'due'), inArray(orderLines.starSeriesId, started)))
    .orderBy(asc(orders.id));
  for (const orderId of new Set(dues.map((due) => due.orderId))) {
    await releaseDueDate(db, {
      orderId,
      orderStatus: input.orderStatus === 'expired' ? 'expired' : 'cancelled',
      reason: "The series' first payment did not complete",
      actorUserId: input.actorUserId,
      now: input.now,
    });
  }
}

/**
 * The later dates of a star series paid date by date (issue #19) that this payment was paying go back
 * to due while their time to pay lasts: a declined card or an abandoned gateway page does not lose the
 * devotee their place. They keep the payment's id, so a capture that arrives after all still pays them.
 */
async function returnToDue(db: Executor, input: ReleaseInput): Promise<void> {
  const returned = await db
    .update(orders)
    .set({ status: 'due', holdExpiresAt: sql`${orders.dueBy}`, updatedAt: input.now })
    .where(
      and(eq(orders.paymentId, input.paymentId), eq(orders.status, 'pending'), gt(orders.dueBy, input.now)),
    )
    .returning({ id: orders.id, templeId: orders.templeId });
  await auditOrders(db, returned, {
    action: 'order.due',
    actorUserId: input.actorUserId,
    before: 'pending',
    after: { status: 'due', reason: input.reason, capacityReleased: false },
    now: input.now,
  });
}

/**
 * A due date of a star series that will not be paid (issue #19) gives its place back, exactly once: its
 * time to pay ran out (expired), or the devotee stopped the series (cancelled). The conditional
 * transition from due decides; a date being paid right now (pending) is left to its payment.
 * Returns whether this call released it.
 */
export async function releaseDueDate(
  db: Executor,
  input: {
    orderId: number;
    orderStatus: Extract<OrderStatus, 'expired' | 'cancelled'>;
    reason: string;
    actorUserId: number | null;
    now: Date;
  },
): Promise<boolean> {
  const released = await transitionOrder(db, input.orderId, ['due'], input.orderStatus, {
    now: input.now,
    reason: input.reason,
  });
  if (!released) return false;
  await setLineStatus(db, [released.id], LINE_CANCELLED, input.now);
  await releaseCapacity(db, await capacityOfOrders(db, [released.id]), input.now);
  await auditOrders(db, [released], {
    action: `order.${input.orderStatus}`,
    actorUserId: input.actorUserId,
    before: 'due',
    after: { status: input.orderStatus, reason: input.reason, capacityReleased: true },
    now: input.now,
  });
  return true;
}
