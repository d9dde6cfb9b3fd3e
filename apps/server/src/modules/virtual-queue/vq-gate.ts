import {
  checkAdmissionWindow,
  DEFAULT_GATE,
  DomainError,
  type ErrorCode,
  formatDisplayDate,
  localDateTime,
  normaliseQueueNumber,
  type VqGateAdmit,
  type VqGateCheck,
  type VqGateInput,
} from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { findTempleBookingSettings } from '../temples/index.ts';
import { bookingOfToken } from './get-vq-token-details.ts';
import { loadBookingContext } from './vq-booking-context.ts';
import {
  type BookingRow,
  markAdmitted,
  selectBooking,
  selectBookingByMobile,
  selectBookingByQueueNumber,
} from './vq-bookings-repository.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { localTimeText, toStaffBooking } from './vq-dto.ts';
import { loadSettings } from './vq-settings.ts';
import { getVqTemple, type VqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-slot-checking and virtual-booking-visit-out-page: staff scan a QR (its signed
 * token) or type a queue number or mobile number. A token enters only at its temple, on its date and
 * within its slot window plus the temple's grace; admission is one conditional UPDATE, so of two
 * racing scans exactly one admits and the other is told when, where and by whom.
 */

interface Problem {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** POST …/gate/check: the booking and whether admit would admit it now. Changes nothing. */
export async function checkAtGate(deps: VqDeps, templeId: number, input: VqGateInput): Promise<VqGateCheck> {
  const { temple, booking, grace } = await findAtGate(deps, templeId, input);
  const now = deps.now();
  const problem = admissionProblem(booking, temple, now, grace);
  return {
    booking: await staffView(deps, booking, now, grace),
    admission: { canAdmit: problem === null, code: problem?.code ?? null, message: problem?.message ?? null },
  };
}

/** POST …/gate/admit: booked → admitted, once. */
export async function admitAtGate(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: VqGateInput,
): Promise<VqGateAdmit> {
  const { temple, booking, grace } = await findAtGate(deps, templeId, input);
  const now = deps.now();
  const problem = admissionProblem(booking, temple, now, grace);
  if (problem) throw new DomainError(problem.code, problem.message, problem.details);
  const gate = input.gate ?? DEFAULT_GATE;
  const admitted = await deps.db.transaction(async (tx) => {
    const row = await markAdmitted(tx, {
      bookingId: booking.id,
      templeId,
      by: actor.id,
      byName: actor.userName,
      gate,
      now,
    });
    if (!row) return false;
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-booking.admitted',
      entity: 'vq_booking',
      entityId: booking.id,
      before: { status: 'booked' },
      after: { status: 'admitted', gate, partySize: booking.partySize },
      ip: actor.ip ?? null,
      at: now,
    });
    return true;
  });
  const current = (await selectBooking(deps.db, booking.id)) ?? booking;
  if (!admitted) {
    // Lost a race with another scan (or a cancellation): say what happened instead.
    const lost = admissionProblem(current, temple, now, grace);
    throw lost
      ? new DomainError(lost.code, lost.message, lost.details)
      : new DomainError('CONFLICT', 'This booking changed while it was being admitted; scan it again');
  }
  deps.live.publish(templeId, booking.slotDate);
  const devotees = booking.partySize;
  return {
    booking: await staffView(deps, current, now, grace),
    message: `Admit ${devotees} devotee${devotees === 1 ? '' : 's'}: ${booking.queueNumber}`,
  };
}

async function findAtGate(deps: VqDeps, templeId: number, input: VqGateInput) {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const today = localDateTime(now, temple.timeZone).date;
  let booking: BookingRow | undefined;
  if (input.token !== undefined) {
    booking = await bookingOfToken(deps.db, deps.tokens, input.token);
    if (booking.templeId !== templeId) {
      // Staff of this temple learn only which temple and day the token is for, nothing of its devotees.
      const other = (await findTempleBookingSettings(deps.db, [booking.templeId])).get(booking.templeId);
      throw new DomainError(
        'VQ_WRONG_TEMPLE',
        `This token is for ${other?.name ?? 'another temple'} on ${formatDisplayDate(booking.slotDate)}`,
      );
    }
  } else if (input.queueNumber !== undefined) {
    booking = await selectBookingByQueueNumber(deps.db, templeId, normaliseQueueNumber(input.queueNumber));
    if (!booking)
      throw new DomainError(
        'NOT_FOUND',
        `No booking ${normaliseQueueNumber(input.queueNumber)} at this temple`,
      );
  } else {
    const mobile = input.mobile ?? '';
    booking = await selectBookingByMobile(deps.db, templeId, mobile, today);
    if (!booking) throw new DomainError('NOT_FOUND', `No booking today at this temple for ${mobile}`);
  }
  const settings = await loadSettings(deps.db, templeId);
  return { temple, booking, grace: settings.graceMinutes };
}

function admissionProblem(booking: BookingRow, temple: VqTemple, now: Date, grace: number): Problem | null {
  const today = localDateTime(now, temple.timeZone).date;
  if (booking.status === 'admitted' && booking.admittedAt) {
    const at = localTimeText(booking.admittedAt, temple.timeZone, today);
    const gate = booking.admittedGate ?? DEFAULT_GATE;
    const by = booking.admittedByName ?? 'staff';
    return {
      code: 'VQ_ALREADY_ADMITTED',
      message: `Already admitted at ${at} at ${gate} by ${by}`,
      details: { admittedAt: booking.admittedAt.toISOString(), gate, admittedByName: by },
    };
  }
  if (booking.status === 'cancelled') {
    return {
      code: 'VQ_BOOKING_CANCELLED',
      message: booking.cancelReason
        ? `This booking was cancelled: ${booking.cancelReason}`
        : 'This booking was cancelled',
    };
  }
  return checkAdmissionWindow(
    { date: booking.slotDate, startTime: booking.startTime, endTime: booking.endTime },
    now,
    temple.timeZone,
    grace,
  );
}

async function staffView(deps: VqDeps, booking: BookingRow, now: Date, grace: number) {
  const context = await loadBookingContext(deps.db, [booking]);
  return toStaffBooking(booking, {
    devotees: context.devotees.get(booking.id) ?? [],
    answers: context.answers.get(booking.id) ?? [],
    now,
    graceMinutes: grace,
  });
}
