import { DomainError, formatDisplayDate, slotText, type VqBooking } from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { SessionUser } from '../auth/index.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';
import { getMyVqBooking } from './my-vq-bookings.ts';
import { loadBookingContext } from './vq-booking-context.ts';
import { type BookingRow, markCancelled, selectBooking } from './vq-bookings-repository.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { canCancel, toStaffBooking } from './vq-dto.ts';
import type { Transaction } from './vq-settings-repository.ts';
import { releaseSlot } from './vq-slots-repository.ts';

/**
 * Cancelling frees the booking's places exactly once: the booked → cancelled UPDATE matches for one
 * transaction only, and only that transaction gives the places back (ARCHITECTURE rule 3).
 */

/** The devotee cancels their own booking, until its slot ends. */
export async function cancelMyVqBooking(
  deps: VqDeps,
  user: SessionUser,
  bookingId: number,
): Promise<VqBooking> {
  const booking = await selectBooking(deps.db, bookingId);
  if (!booking || booking.userId !== user.id) throw new DomainError('NOT_FOUND', 'No such booking');
  const now = deps.now();
  if (!canCancel(booking, now)) throw notCancellable(booking);
  const temple = await loadBookingContext(deps.db, [booking]);
  const templeName = temple.temples.get(booking.templeId)?.name ?? 'the temple';
  const done = await deps.db.transaction((tx) =>
    cancelBookingIn(tx, deps, booking, {
      actor: { id: user.id, userName: user.userName, userType: user.userType },
      reason: null,
      templeName,
      now,
    }),
  );
  if (!done) throw notCancellable((await selectBooking(deps.db, bookingId)) ?? booking);
  deps.live.publish(booking.templeId, booking.slotDate);
  return getMyVqBooking(deps, user, bookingId);
}

/** Temple staff cancel a booking with a reason (e.g. after blocking its slot); the devotee is told. */
export async function cancelVqBookingByStaff(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  bookingId: number,
  reason: string,
) {
  const booking = await selectBooking(deps.db, bookingId);
  if (!booking || booking.templeId !== templeId) throw new DomainError('NOT_FOUND', 'No such booking');
  const now = deps.now();
  if (booking.status !== 'booked') throw notCancellable(booking);
  const context = await loadBookingContext(deps.db, [booking]);
  const temple = context.temples.get(templeId);
  const done = await deps.db.transaction((tx) =>
    cancelBookingIn(tx, deps, booking, { actor, reason, templeName: temple?.name ?? 'the temple', now }),
  );
  if (!done) throw notCancellable((await selectBooking(deps.db, bookingId)) ?? booking);
  deps.live.publish(templeId, booking.slotDate);
  const row = (await selectBooking(deps.db, bookingId)) ?? booking;
  return toStaffBooking(row, {
    devotees: context.devotees.get(bookingId) ?? [],
    answers: context.answers.get(bookingId) ?? [],
    now,
    graceMinutes: temple?.graceMinutes ?? 0,
  });
}

/**
 * Inside the caller's transaction: booked → cancelled, places back, audit row, notification and SMS.
 * False when the booking was no longer booked (someone else cancelled it or it was admitted).
 */
export async function cancelBookingIn(
  tx: Transaction,
  deps: Pick<VqDeps, 'sms'>,
  booking: BookingRow,
  change: { actor: Actor; reason: string | null; templeName: string; now: Date },
): Promise<boolean> {
  const cancelled = await markCancelled(tx, {
    bookingId: booking.id,
    by: change.actor.id,
    reason: change.reason,
    now: change.now,
  });
  if (!cancelled) return false;
  await releaseSlot(tx, cancelled.slotDayId, cancelled.partySize, change.now);
  await writeAuditLog(tx, {
    actorUserId: change.actor.id,
    templeId: booking.templeId,
    action: 'vq-booking.cancelled',
    entity: 'vq_booking',
    entityId: booking.id,
    before: { status: 'booked' },
    after: { status: 'cancelled', reason: change.reason, partySize: cancelled.partySize },
    ip: change.actor.ip ?? null,
    at: change.now,
  });
  const when = `${formatDisplayDate(booking.slotDate)}, ${slotText(booking.startTime, booking.endTime)}`;
  const languages = await selectUserLanguages(tx, [booking.userId]);
  const { title, body, language } = devoteeMessage('darshanCancelled', languages.get(booking.userId), {
    temple: change.templeName,
    queueNumber: booking.queueNumber,
    when,
    reason: change.reason,
  });
  await insertNotifications(tx, [
    {
      userId: booking.userId,
      templeId: booking.templeId,
      title,
      body,
      link: `/devotee-virtual-qdetails/${booking.id}`,
      createdAt: change.now,
    },
  ]);
  if (booking.mobile) {
    await deps.sms.send(
      tx,
      { to: booking.mobile, body, purpose: 'vq-booking-cancelled', templeId: booking.templeId, language },
      change.now,
    );
  }
  return true;
}

function notCancellable(booking: BookingRow): DomainError {
  const why =
    booking.status === 'cancelled'
      ? 'it is already cancelled'
      : booking.status === 'admitted'
        ? 'the devotees have been admitted'
        : 'its slot is over';
  return new DomainError('VQ_BOOKING_NOT_CANCELLABLE', `This booking cannot be cancelled: ${why}`);
}
