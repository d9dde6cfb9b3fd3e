import {
  DomainError,
  formatDisplayDate,
  type PerformUpdateInput,
  SEVA_UPDATED_MESSAGE,
  type TempleLineResult,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage, notifyDevotee } from '../devotee-messages/index.ts';
import { refreshLastPerformDate, updateOrderLine } from '../orders/index.ts';
import { getTempleOrderLine } from './get-temple-order.ts';
import { assertStaffDate, moveDay } from './staff-date-rules.ts';
import { assertStaffEditable } from './staff-line-rules.ts';
import { selectLineForStaff } from './temple-orders-repository.ts';

/**
 * spec perform-postpone SAVE, Type 0, by the temple's staff: the pooja date, devotee name, star and
 * remarks of a line (spec §5 locks them only for devotees). A new date passes the booking date rules and
 * its capacity moves from the old day to the new one in the same transaction, under the line's row lock:
 * a full day refuses the move and nothing changes. The devotee is told when the date moves.
 */
export async function updateOrderLineByStaff(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now'>,
  actor: Actor,
  templeId: number,
  lineId: number,
  input: PerformUpdateInput,
): Promise<TempleLineResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const line = await selectLineForStaff(tx, templeId, lineId);
    if (!line) throw new DomainError('NOT_FOUND', 'No seva booking of this temple has this id');
    const newDate =
      input.performDate !== undefined && input.performDate !== line.performDate
        ? input.performDate
        : undefined;
    assertStaffEditable(line, newDate !== undefined);

    if (newDate !== undefined && line.performDate !== null) {
      const limit = await assertStaffDate(
        tx,
        { ...line, devoteeName: input.devoteeName ?? line.devoteeName, starId: input.starId ?? line.starId },
        newDate,
        now,
      );
      await moveDay(tx, line, line.performDate, newDate, limit, now);
    }
    await updateOrderLine(tx, lineId, {
      ...(newDate !== undefined ? { performDate: newDate } : {}),
      ...(input.devoteeName !== undefined ? { devoteeName: input.devoteeName } : {}),
      ...(input.starId !== undefined ? { starId: input.starId } : {}),
      ...(input.remarks !== undefined ? { description: input.remarks } : {}),
      now,
    });
    if (newDate !== undefined) await refreshLastPerformDate(tx, line.orderId, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'order-line.updated',
      entity: 'order_line',
      entityId: lineId,
      before: {
        performDate: line.performDate,
        devoteeName: line.devoteeName,
        starId: line.starId,
        description: line.description,
      },
      after: { ...input },
      ip: actor.ip,
      at: now,
    });
    if (newDate !== undefined) {
      await notifyDevotee(deps, tx, {
        userId: line.userId,
        mobile: line.mobile,
        templeId,
        orderId: line.orderId,
        compose: (language) =>
          devoteeMessage('sevaDateChanged', language, {
            temple: line.templeName,
            seva: line.sevaName,
            orderNumber: line.orderNumber,
            date: formatDisplayDate(newDate),
          }),
        purpose: 'seva-updated',
        now,
      });
    }
    return {
      message: SEVA_UPDATED_MESSAGE,
      line: await getTempleOrderLine(tx, actor, templeId, line.orderId, lineId, now),
    };
  });
}
