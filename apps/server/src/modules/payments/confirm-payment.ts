import { refundReference } from '../../adapters/payments/payment-gateway.ts';
import type { AppDeps } from '../../app-deps.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { retakeCapacity } from '../bookings/index.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';
import {
  auditOrders,
  capacityOfOrders,
  findPayment,
  insertAutomaticRefund,
  insertPaymentResponse,
  markRefund,
  OPEN_PAYMENT,
  restoreLineStatus,
  setOrderLinesRefund,
  type Transaction,
  type TransitionedOrder,
  templeNames,
  transitionOrder,
  transitionOrdersOfPayment,
  transitionPayment,
} from './payments-repository.ts';

export type ConfirmOutcome =
  /** This call captured the payment and confirmed its orders. */
  | 'confirmed'
  /** The payment was already captured with this gateway payment id: nothing changed. */
  | 'duplicate'
  /** Captured after the hold ran out; some or all orders could not get their capacity back and were refunded. */
  | 'refunded'
  /** Captured after the hold ran out, and every order got its capacity back. */
  | 'late-confirmed'
  /** Recorded for staff, nothing changed: another capture of an already captured payment, or a wrong amount. */
  | 'needs-attention'
  | 'unknown-payment';

export interface ConfirmInput {
  paymentId: number;
  gatewayPaymentId: string;
  /** The captured amount the gateway reported, paise; null when it did not say. */
  amount: number | null;
  source: 'callback' | 'webhook';
}

type Deps = Pick<AppDeps, 'db' | 'sms' | 'gateways' | 'now' | 'metrics'>;

interface PendingRefund {
  refundId: number;
  amount: number;
}

/**
 * Payment confirmation, idempotent and race-safe: callbacks, webhook deliveries and their replays all
 * come here, and the conditional `created → captured` transition lets exactly one of them confirm the
 * orders and send the confirmation. A capture that arrives after the hold was released re-takes the
 * capacity if the days still have room, and otherwise refunds automatically: never an overbooking.
 */
export async function confirmPayment(deps: Deps, input: ConfirmInput): Promise<ConfirmOutcome> {
  const now = deps.now();
  const refundsToSend: PendingRefund[] = [];
  let outcome: ConfirmOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const payment = await findPayment(tx, input.paymentId);
      if (!payment) return 'unknown-payment';
      if (input.amount !== null && input.amount !== payment.amount) {
        await insertPaymentResponse(tx, {
          paymentId: payment.id,
          kind: 'error',
          text: `Gateway reported ${input.amount} paise captured for a payment of ${payment.amount} (${input.gatewayPaymentId}); not confirmed`,
          now,
        });
        return 'needs-attention';
      }
      const won = await transitionPayment(tx, payment.id, OPEN_PAYMENT, 'captured', {
        now,
        gatewayPaymentId: input.gatewayPaymentId,
      });
      if (won) {
        const paid = await transitionOrdersOfPayment(tx, payment.id, ['pending'], 'paid', {
          now,
          paymentCode: input.gatewayPaymentId,
          isVerified: true,
        });
        await auditOrders(tx, paid, {
          action: 'order.paid',
          actorUserId: null,
          before: 'pending',
          after: { status: 'paid', gatewayPaymentId: input.gatewayPaymentId, via: input.source },
          now,
        });
        await announceConfirmed(deps, tx, paid, now);
        return 'confirmed';
      }
      return settleAfterRelease(deps, tx, input, now, refundsToSend);
    });
  } catch (error) {
    // Another payment already holds this gateway payment id: a forged or confused callback, not ours.
    if (violatedUniqueConstraint(error) === 'payments_gateway_payment_unique') return 'needs-attention';
    throw error;
  }
  // Only the call that settled it: a duplicate or replayed capture counts nothing.
  if (outcome === 'confirmed' || outcome === 'late-confirmed') deps.metrics.paymentSettled('paid');
  if (outcome === 'refunded') deps.metrics.paymentSettled('refunded');
  await sendRefunds(deps, input.paymentId, input.gatewayPaymentId, refundsToSend);
  return outcome;
}

async function settleAfterRelease(
  deps: Deps,
  tx: Transaction,
  input: ConfirmInput,
  now: Date,
  refundsToSend: PendingRefund[],
): Promise<ConfirmOutcome> {
  const late = await transitionPayment(tx, input.paymentId, ['failed', 'expired'], 'captured', {
    now,
    gatewayPaymentId: input.gatewayPaymentId,
  });
  if (!late) {
    const current = await findPayment(tx, input.paymentId);
    if (current?.gatewayPaymentId === input.gatewayPaymentId) return 'duplicate';
    await insertPaymentResponse(tx, {
      paymentId: input.paymentId,
      kind: 'error',
      text: `A second capture ${input.gatewayPaymentId} arrived for a payment already settled as ${current?.status} (${current?.gatewayPaymentId ?? 'no gateway payment'}); refund it from the gateway dashboard`,
      now,
    });
    return 'needs-attention';
  }

  // A due date of a star series this payment was paying went back to due, its place still held
  // (release-payment.ts): the capture pays it as it stands.
  const dueStillHeld = await transitionOrdersOfPayment(tx, input.paymentId, ['due'], 'paid', {
    now,
    paymentCode: input.gatewayPaymentId,
    isVerified: true,
  });
  const released = await transitionOrdersOfPayment(
    tx,
    input.paymentId,
    ['failed', 'expired', 'cancelled'],
    'pending',
    {
      now,
    },
  );
  if (released.length === 0 && dueStillHeld.length === 0) {
    // Its orders are paid by another payment since (a due date paid again): nothing here to confirm.
    await insertPaymentResponse(tx, {
      paymentId: input.paymentId,
      kind: 'error',
      text: `Captured ${input.gatewayPaymentId} after the hold expired, for orders another payment has paid since; refund it from the gateway dashboard`,
      now,
    });
    return 'needs-attention';
  }
  await auditOrders(tx, dueStillHeld, {
    action: 'order.paid',
    actorUserId: null,
    before: 'due',
    after: { status: 'paid', gatewayPaymentId: input.gatewayPaymentId, lateCapture: true },
    now,
  });
  await announceConfirmed(deps, tx, dueStillHeld, now);
  const confirmed: TransitionedOrder[] = [];
  for (const order of released) {
    // Lines before counters, the lock order every path keeps (see release-payment.ts).
    const keys = await capacityOfOrders(tx, [order.id], { lock: true });
    // A savepoint per order: a day that filled up undoes only this order's partial re-take.
    const fits = await tx
      .transaction(async (savepoint) => {
        if (!(await retakeCapacity(savepoint, keys, now))) throw new CapacityGone();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof CapacityGone) return false;
        throw error;
      });
    if (fits) {
      const paid = await transitionOrder(tx, order.id, ['pending'], 'paid', { now, reason: null });
      if (paid) confirmed.push(paid);
      continue;
    }
    const refunded = await transitionOrder(tx, order.id, ['pending'], 'refunded', {
      now,
      reason: 'Paid after the booking time ran out and the date filled up; refunded automatically',
    });
    if (!refunded) continue;
    const refundId = await insertAutomaticRefund(tx, {
      templeId: order.templeId,
      orderId: order.id,
      paymentId: input.paymentId,
      amount: order.totalAmount,
      reason: 'Automatic refund: the seva date filled up before the payment arrived',
      now,
    });
    await setOrderLinesRefund(tx, order.id, refundId, now);
    if (order.totalAmount > 0) refundsToSend.push({ refundId, amount: order.totalAmount });
    await auditOrders(tx, [order], {
      action: 'order.refunded',
      actorUserId: null,
      before: 'expired',
      after: { status: 'refunded', refundId, automatic: true },
      now,
    });
  }
  await restoreLineStatus(
    tx,
    confirmed.map((order) => order.id),
    now,
  );
  await auditOrders(tx, confirmed, {
    action: 'order.paid',
    actorUserId: null,
    before: 'expired',
    after: { status: 'paid', gatewayPaymentId: input.gatewayPaymentId, lateCapture: true },
    now,
  });
  await announceConfirmed(deps, tx, confirmed, now);
  if (confirmed.length === 0 && dueStillHeld.length === 0) {
    await transitionPayment(tx, input.paymentId, ['captured'], 'refunded', { now });
  }
  await insertPaymentResponse(tx, {
    paymentId: input.paymentId,
    kind: 'callback',
    text:
      refundsToSend.length > 0 || confirmed.length < released.length
        ? `Captured after the hold expired; ${released.length - confirmed.length} order(s) refunded automatically`
        : 'Captured after the hold expired; the dates still had room',
    now,
  });
  return confirmed.length === released.length ? 'late-confirmed' : 'refunded';
}

class CapacityGone extends Error {}

/** The confirmation a devotee gets once per order: a notification and an SMS (spec notifications). */
export async function announceConfirmed(
  deps: Pick<AppDeps, 'sms'>,
  tx: Transaction,
  paid: readonly TransitionedOrder[],
  now: Date,
) {
  if (paid.length === 0) return;
  const names = await templeNames(
    tx,
    paid.map((order) => order.templeId),
  );
  const languages = await selectUserLanguages(
    tx,
    paid.map((order) => order.userId),
  );
  const messages = paid.map((order) => ({
    order,
    message: devoteeMessage('bookingConfirmed', languages.get(order.userId ?? 0), {
      temple: names.get(order.templeId) ?? 'the temple',
      orderNumber: order.orderNumber,
      amount: order.totalAmount,
    }),
  }));
  await insertNotifications(
    tx,
    messages
      .filter(({ order }) => order.userId !== null)
      .map(({ order, message }) => ({
        userId: order.userId ?? 0,
        templeId: order.templeId,
        title: message.title,
        body: message.body,
        link: `/devotee-booking-history`,
        createdAt: now,
      })),
  );
  for (const { order, message } of messages) {
    if (!order.mobile) continue;
    await deps.sms.send(
      tx,
      {
        to: order.mobile,
        body: message.body,
        purpose: 'booking-confirmed',
        templeId: order.templeId,
        language: message.language,
      },
      now,
    );
  }
}

/** After commit: the gateway returns the money; the refund row records the outcome either way. */
async function sendRefunds(
  deps: Deps,
  paymentId: number,
  gatewayPaymentId: string,
  pending: PendingRefund[],
) {
  if (pending.length === 0) return;
  const payment = await findPayment(deps.db, paymentId);
  const gateway = payment ? deps.gateways.byName(payment.gateway) : undefined;
  for (const refund of pending) {
    const now = deps.now();
    try {
      if (!gateway) throw new Error(`No gateway ${payment?.gateway} to refund through`);
      const { gatewayRefundId } = await gateway.refund({
        gatewayPaymentId,
        amount: refund.amount,
        reference: refundReference(refund.refundId),
      });
      await markRefund(deps.db, refund.refundId, { status: 'processed', gatewayRefundId, now });
    } catch (error) {
      await markRefund(deps.db, refund.refundId, {
        status: 'failed',
        remarks: `Refund through the gateway failed: ${(error as Error).message}`.slice(0, 500),
        now,
      });
    }
  }
}
