import {
  DomainError,
  OrderLineStatus,
  PARCEL_TRACKING_SAVED_MESSAGE,
  type ParcelTrackingInput,
  type ParcelTrackingResult,
  PrasadamDelivery,
} from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orderLines, orders, temples, users } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';

/**
 * The temple posts a parcel of prasadam (postage-report.ts: a parcel is a line) and enters its tracking
 * number: the line is marked posted (IsPrasadamDelivered), with when and by whom, and the devotee is told in the app.
 * Entering it again corrects the number and keeps the day it was posted: the parcel went then. Each
 * entry is an audit row with the number before and after.
 */
export async function setParcelTracking(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  lineId: number,
  input: ParcelTrackingInput,
): Promise<ParcelTrackingResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        sevaName: orderLines.sevaName,
        status: orderLines.status,
        prasadamDelivery: orderLines.prasadamDelivery,
        isPrasadamDelivered: orderLines.isPrasadamDelivered,
        trackingNumber: orderLines.trackingNumber,
        postedAt: orderLines.postedAt,
        postedBy: orderLines.postedBy,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.status,
        userId: orders.userId,
        templeName: temples.name,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orderLines.id, lineId), eq(orders.templeId, templeId)))
      .for('update', { of: orderLines });
    if (!line) throw new DomainError('NOT_FOUND', 'No seva booking of this temple has this id');
    if (line.prasadamDelivery !== PrasadamDelivery.Post) {
      throw new DomainError(
        'CONFLICT',
        'The devotee collects this prasadam at the temple: there is no parcel',
      );
    }
    if (line.orderStatus !== 'paid' || line.status !== OrderLineStatus.Booked) {
      throw new DomainError('ORDER_NOT_PAID', 'Only a paid, confirmed booking’s prasadam is posted');
    }
    const isCorrection = line.isPrasadamDelivered && line.postedAt !== null;
    const postedAt = isCorrection && line.postedAt ? line.postedAt : now;
    const postedBy = isCorrection ? line.postedBy : actor.id;
    await tx
      .update(orderLines)
      .set({
        trackingNumber: input.trackingNumber,
        isPrasadamDelivered: true,
        postedAt,
        postedBy,
        updatedAt: now,
      })
      .where(eq(orderLines.id, lineId));
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: isCorrection ? 'order-line.tracking-corrected' : 'order-line.parcel-posted',
      entity: 'order_line',
      entityId: lineId,
      before: { isPrasadamDelivered: line.isPrasadamDelivered, trackingNumber: line.trackingNumber },
      after: {
        isPrasadamDelivered: true,
        trackingNumber: input.trackingNumber,
        postedAt: postedAt.toISOString(),
      },
      ip: actor.ip,
      at: now,
    });
    // The devotee's notifications, opening the booking; a counter bill without an account has no one to tell.
    if (line.userId !== null && input.trackingNumber !== line.trackingNumber) {
      const languages = await selectUserLanguages(tx, [line.userId]);
      const { title, body } = devoteeMessage('prasadamPosted', languages.get(line.userId), {
        temple: line.templeName,
        seva: line.sevaName,
        orderNumber: line.orderNumber,
        trackingNumber: input.trackingNumber,
        isCorrection,
      });
      await insertNotifications(tx, [
        {
          userId: line.userId,
          templeId,
          title,
          body,
          link: `/devotee-transaction-details?orderId=${line.orderId}`,
          createdAt: now,
        },
      ]);
    }
    const [poster] =
      postedBy === null
        ? []
        : await tx.select({ userName: users.userName }).from(users).where(eq(users.id, postedBy));
    return {
      message: PARCEL_TRACKING_SAVED_MESSAGE,
      lineId,
      orderNumber: line.orderNumber,
      posting: { postedAt: postedAt.toISOString(), trackingNumber: input.trackingNumber },
      postedBy: poster?.userName ?? null,
    };
  });
}
