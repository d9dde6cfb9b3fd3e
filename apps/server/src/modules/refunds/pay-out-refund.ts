import { formatRupees, isOrderFullyRefunded } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { heldPlacesOf, releaseCapacity } from '../bookings/index.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';
import {
  type ClaimedRefund,
  finishRefund,
  lockLinesOfRefund,
  markLinesRefunded,
  markOrderRefunded,
  markPaymentRefunded,
  type RefundOrderRow,
  selectLineStatuses,
} from './refunds-repository.ts';

/**
 * The money is back (the gateway refunded it, or the temple paid it out itself): in one transaction the
 * refund becomes processed, its lines Refunded (status 4, refund_id), the capacity their booked dates
 * held is given back, the order becomes refunded when nothing of it is left, the payment when all of it
 * is returned, and the devotee is told. The approved → processed update comes first and decides one
 * winner, so however many payouts of the same refund finish, the capacity is released once.
 */
export async function payOutRefund(
  deps: Pick<AppDeps, 'sms'>,
  tx: Executor,
  input: {
    refund: ClaimedRefund;
    order: RefundOrderRow;
    gatewayRefundId: string | null;
    actor: Actor;
    now: Date;
  },
): Promise<boolean> {
  const { refund, order, actor, now } = input;
  const processed = await finishRefund(tx, refund.id, {
    status: 'processed',
    gatewayRefundId: input.gatewayRefundId,
    now,
  });
  if (!processed) return false;

  const lines = await lockLinesOfRefund(tx, refund.id);
  // Read under the lines' locks: a dated line still booked or awaiting approval holds its place; a
  // rejected one gave it back at rejection, a pre-booking without a date never took one.
  const heldPlaces = heldPlacesOf(lines);
  await markLinesRefunded(
    tx,
    lines.map((line) => line.id),
    refund.id,
    now,
  );
  await releaseCapacity(tx, heldPlaces, now);

  const isOrderRefunded =
    isOrderFullyRefunded(await selectLineStatuses(tx, order.id)) &&
    (await markOrderRefunded(tx, order.id, `Refunded: ${formatRupees(refund.amount)}`, now));
  const isPaymentRefunded =
    refund.paymentId !== null && (await markPaymentRefunded(tx, refund.paymentId, now));

  await tellDevotee(deps, tx, order, refund.amount, input.gatewayRefundId !== null, now);
  await writeAuditLog(tx, {
    actorUserId: actor.id,
    templeId: refund.templeId,
    action: 'refund.processed',
    entity: 'refund',
    entityId: refund.id,
    before: { status: 'approved' },
    after: {
      status: 'processed',
      gatewayRefundId: input.gatewayRefundId,
      amount: refund.amount,
      orderLineIds: lines.map((line) => line.id),
      capacityReleased: heldPlaces,
      orderStatus: isOrderRefunded ? 'refunded' : order.status,
      paymentStatus: isPaymentRefunded ? 'refunded' : order.paymentStatus,
    },
    ip: actor.ip,
    at: now,
  });
  if (isOrderRefunded) {
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: refund.templeId,
      action: 'order.refunded',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'refunded', refundId: refund.id },
      ip: actor.ip,
      at: now,
    });
  }
  return true;
}

/** A notification (when the order has an account) and an SMS (when it has a mobile), as checkout does. */
async function tellDevotee(
  deps: Pick<AppDeps, 'sms'>,
  tx: Executor,
  order: RefundOrderRow,
  amount: number,
  isThroughGateway: boolean,
  now: Date,
) {
  const languages = await selectUserLanguages(tx, [order.userId]);
  const { title, body, language } = devoteeMessage('refundProcessed', languages.get(order.userId ?? 0), {
    temple: order.templeName,
    orderNumber: order.orderNumber,
    amount,
    isThroughGateway,
  });
  if (order.userId !== null) {
    await insertNotifications(tx, [
      {
        userId: order.userId,
        templeId: order.templeId,
        title,
        body,
        link: `/devotee-transaction-details?orderId=${order.id}`,
        createdAt: now,
      },
    ]);
  }
  if (order.mobile) {
    await deps.sms.send(
      tx,
      { to: order.mobile, body, purpose: 'refund-processed', templeId: order.templeId, language },
      now,
    );
  }
}
