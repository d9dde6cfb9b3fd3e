import {
  bookingWindow,
  checkAnswers,
  checkBookingDate,
  checkDevotees,
  DomainError,
  ERROR_MESSAGES,
  formatDisplayDate,
  isSlotOver,
  queueNumberPrefix,
  slotText,
  type VqBookingInput,
  type VqBookingResult,
  type VqQuestionKind,
} from '@nivedya/domain';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { hashSessionToken, type SessionUser } from '../auth/index.ts';
import { devoteeMessage, devoteeNote } from '../devotee-messages/index.ts';
import { requireAdmission } from '../releases/index.ts';
import { type DatePlan, loadDaySlots } from './find-vq-calendar.ts';
import {
  type BookingPlan,
  type BookingWrite,
  insertBooking,
  type PlacedBooking,
} from './vq-bookings-repository.ts';
import type { DaySlot } from './vq-day-slots.ts';
import type { VqDeps } from './vq-deps.ts';
import { toVqBooking } from './vq-dto.ts';
import { newTokenNonce } from './vq-token.ts';

/** The devotee booking, and the session they came with (the write checks it is still live). */
export interface VqBookingCaller {
  user: SessionUser;
  sessionToken: string;
}

/**
 * spec virtual-queue-calendar-details-page: a devotee books a slot for a party. Every rule that does
 * not race is checked first (window, slot, party, ID proofs, answers), then one statement checks the
 * session, takes the places atomically and writes the booking with its confirmation SMS
 * (insertBooking). Refusals change nothing.
 */
export async function bookVqSlot(
  deps: VqDeps,
  caller: VqBookingCaller,
  input: VqBookingInput,
): Promise<VqBookingResult> {
  const { user } = caller;
  const now = deps.now();
  const { temple, settings, questions, templates } = await deps.facts.getOffering(deps.db, input.templeId);

  const window = bookingWindow({ now, timeZone: temple.timeZone, ...settings });
  const dateProblem = checkBookingDate(input.date, window);
  if (dateProblem) {
    throw new DomainError(dateProblem.code, dateProblem.message, {
      errors: [{ field: 'date', message: dateProblem.message }],
    });
  }
  await requireAdmission(deps, {
    templeId: temple.id,
    sevaId: null,
    date: input.date,
    userId: user.id,
  });
  const partySize = input.devotees.length;
  const checks = { now, timeZone: temple.timeZone, partySize };
  // The date's slots as this process saw them a moment ago; a refusal is only ever made on a fresh read.
  const freshSlot = async () =>
    bookableSlot(
      (await loadDaySlots(deps.db, temple.id, input.date, input.date, templates)).get(input.date),
      input,
      checks,
    );
  const remembered = bookableSlot(await deps.facts.daySlots(deps.db, temple.id, input.date), input, checks);
  const slot = remembered instanceof DomainError ? await freshSlot() : remembered;
  if (slot instanceof DomainError) throw slot;
  const party = checkDevotees(input.devotees, settings);
  if (party.problems.length > 0) {
    throw new DomainError('VQ_DEVOTEES_INVALID', party.problems[0]?.message, { errors: party.problems });
  }
  const answered = checkAnswers(
    questions.map((question) => ({ ...question, kind: question.kind as VqQuestionKind })),
    input.answers,
  );
  if (answered.problems.length > 0) {
    throw new DomainError('VQ_ANSWERS_INVALID', answered.problems[0]?.message, { errors: answered.problems });
  }

  const date = formatDisplayDate(input.date);
  const leadName = party.devotees[0]?.name ?? user.userName;
  // The queue number is known only once the place is taken, inside the booking's statement.
  const booked = devoteeMessage('darshanBooked', user.language, {
    temple: temple.name,
    queueNumber: '{queueNumber}',
    date,
    slot: slotText(slot.startTime, slot.endTime),
    partySize,
  });
  const plan: BookingPlan = {
    templeId: temple.id,
    timeZone: temple.timeZone,
    slot,
    userId: user.id,
    sessionTokenHash: hashSessionToken(caller.sessionToken),
    mobile: user.mobile,
    leadName,
    partySize,
    queuePrefix: `${queueNumberPrefix(temple.shortCode, temple.id)}-${input.date.replaceAll('-', '')}-${slot.startTime.replace(':', '')}`,
    nonce: newTokenNonce(),
    devotees: party.devotees.map((devotee) => ({
      name: devotee.name,
      age: devotee.age,
      idProofType: devotee.idProofType ?? null,
      idProofNumber: devotee.idProofNumber ?? null,
    })),
    answers: answered.answers,
    notification: {
      title: booked.title,
      body: booked.body,
      language: booked.language,
      linkPrefix: '/devotee-virtual-qdetails/',
    },
    sms: { adapter: deps.sms.name, status: deps.sms.outbox.status },
    now,
  };

  const placed = await place(deps, plan);
  if (!placed) {
    // Why the statement took nothing, read afresh (only this path pays for it).
    const current = await freshSlot();
    throw current instanceof DomainError ? current : full(current, current.capacity - current.booked);
  }
  deps.metrics.queueTokenBooked();
  deps.live.publish(temple.id, input.date);

  const labels = new Map(questions.map((question) => [question.id, question.label]));
  const booking = toVqBooking(
    {
      id: placed.id,
      templeId: temple.id,
      slotDate: input.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      endsAt: placed.endsAt,
      slotLabel: slot.label,
      partySize,
      queueNumber: placed.queueNumber,
      status: 'booked',
      tokenNonce: plan.nonce,
      createdAt: now,
      cancelledAt: null,
      admittedAt: null,
    },
    {
      temple,
      devotees: plan.devotees,
      answers: plan.answers.map((answer) => ({ ...answer, label: labels.get(answer.questionId) ?? '' })),
      tokens: deps.tokens,
      now,
      graceMinutes: settings.graceMinutes,
    },
  );
  return {
    ...booking,
    message: devoteeNote('darshanBooked', user.language, { queueNumber: placed.queueNumber }),
  };
}

/**
 * The slot the devotee asked for, when it can take the party: in the date's plan, open, not over, and
 * with room (a slot already too full is refused without touching its row, which keeps a rush off the
 * hot lock). Else the refusal.
 */
function bookableSlot(
  plan: DatePlan | undefined,
  input: VqBookingInput,
  context: { now: Date; timeZone: string; partySize: number },
): DaySlot | DomainError {
  const slot = plan?.slots.find((candidate) => candidate.isInPlan && candidate.startTime === input.startTime);
  if (!slot) {
    return new DomainError(
      'VQ_SLOT_NOT_FOUND',
      `There is no darshan slot at ${input.startTime} on ${formatDisplayDate(input.date)}`,
      { errors: [{ field: 'startTime', message: 'Choose one of the slots of that date' }] },
    );
  }
  if (slot.isBlocked) return blocked(slot);
  if (isSlotOver(slot, context.now, context.timeZone)) {
    return new DomainError('VQ_SLOT_CLOSED', `The ${slotText(slot.startTime, slot.endTime)} slot is over`);
  }
  if (context.partySize > slot.maxPartySize) return tooLarge(slot);
  if (slot.capacity - slot.booked < context.partySize) return full(slot, slot.capacity - slot.booked);
  return slot;
}

async function place(deps: VqDeps, plan: BookingPlan): Promise<PlacedBooking | null> {
  let write: BookingWrite;
  try {
    write = await insertBooking(deps.db, plan);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    const date = formatDisplayDate(plan.slot.date);
    if (constraint === 'vq_bookings_user_day_unique') {
      throw new DomainError(
        'VQ_ALREADY_BOOKED',
        `You already have a darshan booking at this temple on ${date}`,
      );
    }
    if (constraint === 'vq_booking_devotees_id_proof_unique') {
      throw new DomainError(
        'VQ_ALREADY_BOOKED',
        `A devotee with one of these ID proofs already has a darshan booking at this temple on ${date}`,
        { errors: [{ field: 'devotees', message: 'This ID proof is already booked that day' }] },
      );
    }
    throw error;
  }
  if (write.outcome === 'no-session')
    throw new DomainError('SESSION_EXPIRED', ERROR_MESSAGES.SESSION_EXPIRED);
  if (write.outcome !== 'placed') return null;
  if (plan.mobile) {
    // The message is in the outbox and due: unannounced, the dispatcher's next round sends it.
    await deps.sms.outbox.afterWrite(deps.db).catch(() => undefined);
  }
  return write.booking;
}

function full(slot: DaySlot, remaining: number): DomainError {
  const left = Math.max(remaining, 0);
  return new DomainError(
    'VQ_SLOT_FULL',
    `The ${slotText(slot.startTime, slot.endTime)} darshan slot on ${formatDisplayDate(slot.date)} is full` +
      (left > 0 ? ` (${left} place${left === 1 ? '' : 's'} left)` : ''),
    { date: slot.date, startTime: slot.startTime, remaining: left },
  );
}

function blocked(slot: DaySlot): DomainError {
  return new DomainError(
    'VQ_SLOT_BLOCKED',
    `Bookings are closed for the ${slotText(slot.startTime, slot.endTime)} slot on ${formatDisplayDate(slot.date)}` +
      (slot.blockReason ? `: ${slot.blockReason}` : ''),
    { date: slot.date, startTime: slot.startTime },
  );
}

function tooLarge(slot: DaySlot): DomainError {
  return new DomainError(
    'VQ_PARTY_TOO_LARGE',
    `At most ${slot.maxPartySize} devotee${slot.maxPartySize === 1 ? '' : 's'} per booking in the ${slotText(slot.startTime, slot.endTime)} slot`,
    { errors: [{ field: 'devotees', message: `At most ${slot.maxPartySize} devotees per booking` }] },
  );
}
