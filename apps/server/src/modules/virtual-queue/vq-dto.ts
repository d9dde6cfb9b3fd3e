import {
  clockOfMinutes,
  DEFAULT_TIME_ZONE,
  formatDisplayDate,
  localDateTime,
  maskIdProofNumber,
  slotText,
  VQ_QR,
  type VqBooking,
  type VqBookingStatus,
  type VqStaffBooking,
  type VqStaffBookingSummary,
} from '@nivedya/domain';
import type { BookingRow } from './vq-bookings-repository.ts';
import type { TokenSigner } from './vq-token.ts';

/** Rows to the API's shapes: responses never carry database rows (STYLE: Data). */

export interface DevoteeFacts {
  name: string;
  age: number;
  idProofType: string | null;
  idProofNumber: string | null;
}

export interface AnswerFacts {
  questionId: number;
  label: string;
  value: string;
}

/** What a DTO needs of a booking: a BookingRow, or the facts of one just placed. */
export type BookingFacts = Pick<
  BookingRow,
  | 'id'
  | 'templeId'
  | 'slotDate'
  | 'startTime'
  | 'endTime'
  | 'endsAt'
  | 'slotLabel'
  | 'partySize'
  | 'queueNumber'
  | 'status'
  | 'tokenNonce'
  | 'createdAt'
  | 'cancelledAt'
  | 'admittedAt'
>;

/** The stored status, with a booked token whose window (and grace) closed shown as a no-show. */
export function shownStatus(
  booking: Pick<BookingRow, 'status' | 'endsAt'>,
  now: Date,
  graceMinutes: number,
): VqBookingStatus {
  if (booking.status === 'booked' && now.getTime() >= booking.endsAt.getTime() + graceMinutes * 60_000) {
    return 'no-show';
  }
  return booking.status as VqBookingStatus;
}

/** A devotee may cancel until the slot ends. */
export function canCancel(booking: Pick<BookingRow, 'status' | 'endsAt'>, now: Date): boolean {
  return booking.status === 'booked' && now.getTime() < booking.endsAt.getTime();
}

export function tokenLinks(token: string) {
  const encoded = encodeURIComponent(token);
  return {
    qrImageUrl: `/api/v1/virtual-queue/tokens/${encoded}/qr.png`,
    tokenUrl: `/booking-token-details/${encoded}`,
  };
}

/** Stands in for a booking's temple should its row be gone. */
export const UNKNOWN_TEMPLE = { name: 'Temple', bannerUrl: '', timeZone: DEFAULT_TIME_ZONE };

export function toVqBooking(
  booking: BookingFacts,
  context: {
    temple: { name: string; bannerUrl: string; timeZone: string };
    devotees: readonly DevoteeFacts[];
    answers: readonly AnswerFacts[];
    tokens: TokenSigner;
    now: Date;
    graceMinutes: number;
  },
): VqBooking {
  const qrText = context.tokens.sign(booking.id, booking.tokenNonce);
  const startTime = booking.startTime.slice(0, 5);
  const endTime = booking.endTime.slice(0, 5);
  return {
    id: booking.id,
    templeId: booking.templeId,
    templeName: context.temple.name,
    templeTimeZone: context.temple.timeZone,
    bannerUrl: context.temple.bannerUrl,
    date: booking.slotDate,
    displayDate: formatDisplayDate(booking.slotDate),
    startTime,
    endTime,
    slot: slotText(startTime, endTime),
    slotLabel: booking.slotLabel,
    noOfDevotees: booking.partySize,
    queueNumber: booking.queueNumber,
    status: shownStatus(booking, context.now, context.graceMinutes),
    qrText,
    qr: { ...VQ_QR },
    ...tokenLinks(qrText),
    devotees: context.devotees.map((devotee) => ({
      name: devotee.name,
      age: devotee.age,
      idProofType: devotee.idProofType,
      idProofNumber: maskIdProofNumber(devotee.idProofNumber),
    })),
    answers: context.answers.map((answer) => ({
      questionId: answer.questionId,
      label: answer.label,
      value: answer.value,
    })),
    bookedAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    admittedAt: booking.admittedAt?.toISOString() ?? null,
    canCancel: canCancel(booking, context.now),
  };
}

export function toStaffSummary(booking: BookingRow, now: Date, graceMinutes: number): VqStaffBookingSummary {
  return {
    id: booking.id,
    queueNumber: booking.queueNumber,
    date: booking.slotDate,
    startTime: booking.startTime.slice(0, 5),
    endTime: booking.endTime.slice(0, 5),
    partySize: booking.partySize,
    leadName: booking.leadName,
    mobile: booking.mobile,
    status: shownStatus(booking, now, graceMinutes),
    bookedAt: booking.createdAt.toISOString(),
    admittedAt: booking.admittedAt?.toISOString() ?? null,
  };
}

/** The gate's view: every devotee with their full ID proof, to check at the gate. */
export function toStaffBooking(
  booking: BookingRow,
  context: {
    devotees: readonly DevoteeFacts[];
    answers: readonly AnswerFacts[];
    now: Date;
    graceMinutes: number;
  },
): VqStaffBooking {
  const summary = toStaffSummary(booking, context.now, context.graceMinutes);
  return {
    ...summary,
    templeId: booking.templeId,
    displayDate: formatDisplayDate(booking.slotDate),
    slot: slotText(summary.startTime, summary.endTime),
    slotLabel: booking.slotLabel,
    devotees: context.devotees.map((devotee) => ({ ...devotee })),
    answers: context.answers.map((answer) => ({ ...answer })),
    admittedGate: booking.admittedGate,
    admittedByName: booking.admittedByName,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
  };
}

/** HH:mm of an instant in the temple's zone, with its date when that is not `today`. */
export function localTimeText(at: Date, timeZone: string, today: string): string {
  const local = localDateTime(at, timeZone);
  const time = clockOfMinutes(local.minutes);
  return local.date === today ? time : `${time} on ${formatDisplayDate(local.date)}`;
}
