import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  auditLog,
  orderLines,
  orders,
  paymentEvents,
  paymentResponses,
  payments,
  refunds,
  sevas,
  temples,
} from '../../db/schema/index.ts';
import type { CapacityKey } from '../bookings/index.ts';

/** A transaction, for use cases that need savepoints inside it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'expired' | 'refunded';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';

/** Statuses in which a payment's orders still hold their capacity and wait for money. */
export const OPEN_PAYMENT: PaymentStatus[] = ['created', 'authorized'];

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  gateway: payments.gateway,
  gatewayOrderId: payments.gatewayOrderId,
  gatewayPaymentId: payments.gatewayPaymentId,
  amount: payments.amount,
  status: payments.status,
  createdAt: payments.createdAt,
  capturedAt: payments.capturedAt,
};
export type PaymentRow = {
  id: number;
  userId: number | null;
  gateway: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  amount: number;
  status: string;
  createdAt: Date;
  capturedAt: Date | null;
};

export async function findPayment(db: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const rows = await db.select(paymentColumns).from(payments).where(eq(payments.id, paymentId)).limit(1);
  return rows[0];
}

export async function findPaymentByGatewayOrder(
  db: Executor,
  gateway: string,
  gatewayOrderId: string,
): Promise<PaymentRow | undefined> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return rows[0];
}

export async function setGatewayOrderId(db: Executor, paymentId: number, gatewayOrderId: string, now: Date) {
  await db.update(payments).set({ gatewayOrderId, updatedAt: now }).where(eq(payments.id, paymentId));
}

/**
 * The conditional transition that decides a single winner: only a payment in one of `from` moves, and
 * the row lock makes every concurrent caller after the first see the new status and move nothing.
 */
export async function transitionPayment(
  db: Executor,
  paymentId: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  fields: {
    now: Date;
    gatewayPaymentId?: string | null;
    errorCode?: string | null;
    errorDescription?: string | null;
  },
): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({
      status: to,
      updatedAt: fields.now,
      ...(to === 'captured' ? { capturedAt: fields.now } : {}),
      ...(fields.gatewayPaymentId !== undefined ? { gatewayPaymentId: fields.gatewayPaymentId } : {}),
      ...(fields.errorCode !== undefined ? { errorCode: fields.errorCode } : {}),
      ...(fields.errorDescription !== undefined ? { errorDescription: fields.errorDescription } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
    .returning(paymentColumns);
  return rows[0];
}

export interface TransitionedOrder {
  id: number;
  templeId: number;
  orderNumber: string;
  totalAmount: number;
  userId: number | null;
  mobile: string | null;
  status: string;
}

const transitionedColumns = {
  id: orders.id,
  templeId: orders.templeId,
  orderNumber: orders.orderNumber,
  totalAmount: orders.totalAmount,
  userId: orders.userId,
  mobile: orders.mobile,
  status: orders.status,
};

/** Moves the payment's orders that are in one of `from`; returns those moved, in id order. */
export async function transitionOrdersOfPayment(
  db: Executor,
  paymentId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  fields: { now: Date; paymentCode?: string | null; reason?: string | null; isVerified?: boolean },
): Promise<TransitionedOrder[]> {
  const rows = await db
    .update(orders)
    .set({
      status: to,
      updatedAt: fields.now,
      ...(to === 'paid' ? { paidAt: fields.now } : {}),
      ...(fields.paymentCode !== undefined ? { paymentCode: fields.paymentCode } : {}),
      ...(fields.reason !== undefined ? { reason: fields.reason } : {}),
      ...(fields.isVerified !== undefined ? { isVerified: fields.isVerified } : {}),
    })
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, [...from])))
    .returning(transitionedColumns);
  return rows.sort((a, b) => a.id - b.id);
}

export async function transitionOrder(
  db: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  fields: { now: Date; reason?: string | null },
): Promise<TransitionedOrder | undefined> {
  const rows = await db
    .update(orders)
    .set({
      status: to,
      updatedAt: fields.now,
      ...(to === 'paid' ? { paidAt: fields.now, isVerified: true } : {}),
      ...(fields.reason !== undefined ? { reason: fields.reason } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning(transitionedColumns);
  return rows[0];
}

/** The capacity the orders' dated lines hold (pre-bookings without a date hold none). */
export async function capacityOfOrders(
  db: Executor,
  orderIds: readonly number[],
  options: { lock?: boolean } = {},
): Promise<CapacityKey[]> {
  if (orderIds.length === 0) return [];
  const query = db
    .select({ sevaId: orderLines.sevaId, performDate: orderLines.performDate, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), isNotNull(orderLines.performDate)))
    .orderBy(asc(orderLines.id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows.map((row) => ({
    sevaId: row.sevaId,
    performDate: row.performDate ?? '',
    quantity: row.quantity,
  }));
}

export async function setLineStatus(db: Executor, orderIds: readonly number[], status: number, now: Date) {
  if (orderIds.length === 0) return;
  await db
    .update(orderLines)
    .set({ status, updatedAt: now })
    .where(inArray(orderLines.orderId, [...orderIds]));
}

/**
 * Lines of orders that lost their hold go back to their own status: awaiting approval for a pre-booking
 * without a date and for a line of a seva that needs the temple's approval (read from the seva now: the
 * cancelled line kept no trace of it, and the temple's current wish is the one to honour), else booked.
 */
export async function restoreLineStatus(db: Executor, orderIds: readonly number[], now: Date) {
  if (orderIds.length === 0) return;
  await db
    .update(orderLines)
    .set({
      status: sql`case when (${orderLines.sevaType} = 3 and ${orderLines.performDate} is null)
        or exists (select 1 from ${sevas} where ${sevas.id} = ${orderLines.sevaId} and ${sevas.needsApproval})
        then 2 else 0 end`,
      updatedAt: now,
    })
    .where(inArray(orderLines.orderId, [...orderIds]));
}

/** Records a webhook event once; false when this event id was already recorded (a duplicate delivery). */
export async function recordPaymentEvent(
  db: Executor,
  event: {
    gateway: string;
    eventId: string;
    type: string;
    paymentId: number | null;
    payload: unknown;
    now: Date;
  },
): Promise<number | null> {
  const rows = await db
    .insert(paymentEvents)
    .values({
      gateway: event.gateway,
      gatewayEventId: event.eventId,
      eventType: event.type,
      paymentId: event.paymentId,
      payload: event.payload as Record<string, unknown>,
      receivedAt: event.now,
    })
    .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.gatewayEventId] })
    .returning({ id: paymentEvents.id });
  return rows[0]?.id ?? null;
}

/** Undoes an event's claim when settling it failed, so the gateway's retry is processed. */
export async function forgetPaymentEvent(db: Executor, eventRowId: number) {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, eventRowId));
}

export async function markEventProcessed(db: Executor, eventRowId: number, now: Date) {
  await db.update(paymentEvents).set({ processedAt: now }).where(eq(paymentEvents.id, eventRowId));
}

/** spec PaymentResponse: an error response or a callback remark about a payment. */
export async function insertPaymentResponse(
  db: Executor,
  response: { paymentId: number; kind: 'error' | 'callback'; text: string; now: Date },
): Promise<number> {
  const rows = await db
    .insert(paymentResponses)
    .values({
      paymentId: response.paymentId,
      kind: response.kind,
      errorResponse: response.kind === 'error' ? response.text : null,
      callbackRemarks: response.kind === 'callback' ? response.text : null,
      createdAt: response.now,
    })
    .returning({ id: paymentResponses.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('payment response not inserted');
  return id;
}

export async function insertAutomaticRefund(
  db: Executor,
  refund: { templeId: number; orderId: number; paymentId: number; amount: number; reason: string; now: Date },
): Promise<number> {
  const rows = await db
    .insert(refunds)
    .values({
      templeId: refund.templeId,
      orderId: refund.orderId,
      paymentId: refund.paymentId,
      amount: refund.amount,
      reason: refund.reason,
      status: 'approved',
      requestedAt: refund.now,
      approvedAt: refund.now,
      updatedAt: refund.now,
    })
    .returning({ id: refunds.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('refund not inserted');
  return id;
}

export async function markRefund(
  db: Executor,
  refundId: number,
  outcome: { status: 'processed' | 'failed'; gatewayRefundId?: string; remarks?: string; now: Date },
) {
  await db
    .update(refunds)
    .set({
      status: outcome.status,
      gatewayRefundId: outcome.gatewayRefundId ?? null,
      remarks: outcome.remarks ?? null,
      processedAt: outcome.status === 'processed' ? outcome.now : null,
      updatedAt: outcome.now,
    })
    .where(eq(refunds.id, refundId));
}

export async function setOrderLinesRefund(db: Executor, orderId: number, refundId: number, now: Date) {
  await db
    .update(orderLines)
    .set({ refundId, status: 4, updatedAt: now })
    .where(eq(orderLines.orderId, orderId));
}

export async function templeNames(db: Executor, templeIds: readonly number[]): Promise<Map<number, string>> {
  if (templeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: temples.id, name: temples.name })
    .from(temples)
    .where(inArray(temples.id, [...templeIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One audit row per changed order, in one statement (ARCHITECTURE rule 10: same transaction). */
export async function auditOrders(
  db: Executor,
  changed: readonly { id: number; templeId: number }[],
  entry: {
    action: string;
    actorUserId: number | null;
    before: string | null;
    after: Record<string, unknown>;
    now: Date;
  },
) {
  if (changed.length === 0) return;
  await db.insert(auditLog).values(
    changed.map((order) => ({
      actorUserId: entry.actorUserId,
      templeId: order.templeId,
      action: entry.action,
      entity: 'order',
      entityId: String(order.id),
      before: entry.before === null ? null : { status: entry.before },
      after: entry.after,
      createdAt: entry.now,
    })),
  );
}
