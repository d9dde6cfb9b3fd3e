import { DomainError, formatDisplayDate, localDateTime, OrderLineStatus } from '@nivedya/domain';
import { LIVE_ORDER_STATUSES } from '../orders/index.ts';
import type { StaffLineRow } from './temple-orders-repository.ts';

/** Which of the temple's actions a line admits, each refused with a code that says why (409). */

function decidedOn(line: StaffLineRow): string {
  return line.approvedAt
    ? ` on ${formatDisplayDate(localDateTime(line.approvedAt, line.timeZone).date)}`
    : '';
}

/** Approve and reject: only a line awaiting approval (status 2) of a paid booking. */
export function assertAwaitingDecision(line: StaffLineRow): void {
  if (line.status !== OrderLineStatus.AwaitingApproval) {
    const state =
      line.status === OrderLineStatus.Booked && line.isApproved
        ? `already approved${decidedOn(line)}`
        : line.status === OrderLineStatus.Rejected
          ? `already rejected${decidedOn(line)}`
          : 'not awaiting approval';
    throw new DomainError(
      'LINE_NOT_AWAITING_APPROVAL',
      `${line.sevaName} of ${line.orderNumber} is ${state}`,
    );
  }
  if (line.orderStatus !== 'paid') {
    throw new DomainError(
      'ORDER_NOT_PAID',
      `Booking ${line.orderNumber} is ${line.orderStatus}, not paid: its sevas wait for the payment`,
    );
  }
}

/**
 * Staff edit (Type 0): a booked line or one awaiting approval, of a live order (paid, or pending its
 * payment); its date only when it has one, whose place then moves (a pre-booking gets its date by
 * approval).
 */
export function assertStaffEditable(line: StaffLineRow, changesDate: boolean): void {
  const isLineOpen =
    line.status === OrderLineStatus.Booked || line.status === OrderLineStatus.AwaitingApproval;
  if (!isLineOpen || !LIVE_ORDER_STATUSES.includes(line.orderStatus)) {
    throw new DomainError(
      'ORDER_LINE_NOT_EDITABLE',
      `${line.sevaName} of ${line.orderNumber} is no longer booked (booking ${line.orderStatus})`,
    );
  }
  if (changesDate && line.performDate === null) {
    throw new DomainError(
      'ORDER_LINE_NOT_EDITABLE',
      `${line.sevaName} of ${line.orderNumber} has no date yet: allot one by approving it`,
    );
  }
}
