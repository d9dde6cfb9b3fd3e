import {
  type ApproveOrderLineInput,
  DomainError,
  formatDisplayDate,
  localDateTime,
  OrderLineStatus,
  SEVA_APPROVED_MESSAGE,
  type TempleLineResult,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage, notifyDevotee } from '../devotee-messages/index.ts';
import { refreshLastPerformDate } from '../orders/index.ts';
import { getTempleOrderLine } from './get-temple-order.ts';
import { assertStaffDate, moveDay, takeDay } from './staff-date-rules.ts';
import { assertAwaitingDecision } from './staff-line-rules.ts';
import { recordLineDecision, type StaffLineRow, selectLineForStaff } from './temple-orders-repository.ts';

/**
 * spec perform-postpone SAVE, Type 1 (pre-booking and vazhipad approval). The approver is the logged-in
 * user (spec §6); the devotee's banner becomes "Seva Approved" and the devotee is told. The line is
 * row-locked first, so of two approvals at once one wins and the other answers 409.
 * - A pre-booking (no date yet, holding no place) is allotted a date on or after its minimum that
 *   passes the booking date rules, and takes that day's place atomically.
 * - A line of a seva needing approval already holds its place on the devotee's date (checkout took it).
 *   Approving that date changes no counter; allotting another releases the old day and takes the new one
 *   in the same transaction, so a full new day (409) changes nothing.
 */
export async function approveOrderLine(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now'>,
  actor: Actor,
  templeId: number,
  lineId: number,
  input: ApproveOrderLineInput,
): Promise<TempleLineResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const line = await selectLineForStaff(tx, templeId, lineId);
    if (!line) throw new DomainError('NOT_FOUND', 'No seva booking of this temple has this id');
    assertAwaitingDecision(line);

    const devoteeName = input.devoteeName ?? line.devoteeName;
    const starId = input.starId ?? line.starId;
    const capacity = await allotDay(tx, { ...line, devoteeName, starId }, input.performDate, now);
    await recordLineDecision(tx, lineId, {
      status: OrderLineStatus.Booked,
      decidedBy: actor.id,
      now,
      performDate: input.performDate,
      devoteeName,
      starId,
      ...(input.remarks !== undefined ? { description: input.remarks } : {}),
    });
    await refreshLastPerformDate(tx, line.orderId, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'order-line.approved',
      entity: 'order_line',
      entityId: lineId,
      before: {
        status: line.status,
        performDate: line.performDate,
        devoteeName: line.devoteeName,
        starId: line.starId,
        description: line.description,
      },
      after: { status: OrderLineStatus.Booked, isApproved: true, ...input, devoteeName, starId, capacity },
      ip: actor.ip,
      at: now,
    });
    await notifyDevotee(deps, tx, {
      userId: line.userId,
      mobile: line.mobile,
      templeId,
      orderId: line.orderId,
      compose: (language) =>
        devoteeMessage('sevaApproved', language, {
          temple: line.templeName,
          seva: line.sevaName,
          orderNumber: line.orderNumber,
          date: formatDisplayDate(input.performDate),
        }),
      purpose: 'seva-approved',
      now,
    });
    return {
      message: SEVA_APPROVED_MESSAGE,
      line: await getTempleOrderLine(tx, actor, templeId, line.orderId, lineId, now),
    };
  });
}

/** What the approval did to the day counters, for the audit row. */
type CapacityChange = 'taken' | 'kept' | 'moved';

async function allotDay(tx: Executor, line: StaffLineRow, date: string, now: Date): Promise<CapacityChange> {
  if (line.performDate === null) {
    const limit = await assertStaffDate(tx, line, date, now);
    await takeDay(tx, line, date, limit, now);
    return 'taken';
  }
  if (date === line.performDate) {
    // The devotee's date passed the booking rules at checkout and its place is held; only a day gone by
    // can no longer be promised.
    const today = localDateTime(now, line.timeZone).date;
    if (date < today) {
      throw new DomainError(
        'BEFORE_MIN_PERFORM_DATE',
        `${formatDisplayDate(date)} has passed: allot another date for ${line.sevaName}`,
      );
    }
    return 'kept';
  }
  const limit = await assertStaffDate(tx, line, date, now);
  await moveDay(tx, line, line.performDate, date, limit, now);
  return 'moved';
}
