import {
  DomainError,
  OrderLineStatus,
  type RejectOrderLineInput,
  SEVA_REJECTED_MESSAGE,
  type TempleLineResult,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { heldPlacesOf, releaseCapacity } from '../bookings/index.ts';
import { devoteeMessage, notifyDevotee } from '../devotee-messages/index.ts';
import { getTempleOrderLine } from './get-temple-order.ts';
import { assertAwaitingDecision } from './staff-line-rules.ts';
import { recordLineDecision, selectLineForStaff } from './temple-orders-repository.ts';

/**
 * The temple declines a line awaiting approval, with a reason kept on the line: status 3 with
 * IsApproved (spec §4 banner "Seva Rejected"). A line of a seva needing approval holds its place on the
 * devotee's date (checkout took it): the place is given back here, once, under the line's row lock (a
 * second rejection finds the line rejected and answers 409), and a later refund of the rejected line
 * releases nothing (heldPlacesOf). A pre-booking held no place. The money goes back through a refund,
 * which the staff start from the order (refund-list?orderId=…).
 */
export async function rejectOrderLine(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now'>,
  actor: Actor,
  templeId: number,
  lineId: number,
  input: RejectOrderLineInput,
): Promise<TempleLineResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const line = await selectLineForStaff(tx, templeId, lineId);
    if (!line) throw new DomainError('NOT_FOUND', 'No seva booking of this temple has this id');
    assertAwaitingDecision(line);
    const released = heldPlacesOf([line]);
    await releaseCapacity(tx, released, now);
    await recordLineDecision(tx, lineId, {
      status: OrderLineStatus.Rejected,
      decidedBy: actor.id,
      now,
      remarks: input.reason,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'order-line.rejected',
      entity: 'order_line',
      entityId: lineId,
      before: { status: line.status, remarks: line.remarks },
      after: {
        status: OrderLineStatus.Rejected,
        isApproved: true,
        remarks: input.reason,
        capacityReleased: released,
      },
      ip: actor.ip,
      at: now,
    });
    await notifyDevotee(deps, tx, {
      userId: line.userId,
      mobile: line.mobile,
      templeId,
      orderId: line.orderId,
      compose: (language) =>
        devoteeMessage('sevaRejected', language, {
          temple: line.templeName,
          seva: line.sevaName,
          orderNumber: line.orderNumber,
          reason: input.reason,
        }),
      purpose: 'seva-rejected',
      now,
    });
    return {
      message: SEVA_REJECTED_MESSAGE,
      line: await getTempleOrderLine(tx, actor, templeId, line.orderId, lineId, now),
    };
  });
}
