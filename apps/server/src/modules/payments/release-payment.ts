import type { Executor } from '../../db/client.ts';
import { releaseCapacity } from '../bookings/index.ts';
import {
  auditOrders,
  capacityOfOrders,
  OPEN_PAYMENT,
  type OrderStatus,
  type PaymentStatus,
  setLineStatus,
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
 * the payment had already settled).
 */
export async function releasePayment(db: Executor, input: ReleaseInput): Promise<number[]> {
  const won = await transitionPayment(db, input.paymentId, OPEN_PAYMENT, input.paymentStatus, {
    now: input.now,
    errorCode: input.errorCode ?? null,
    errorDescription: input.reason,
  });
  if (!won) return [];
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
  return orderIds;
}
