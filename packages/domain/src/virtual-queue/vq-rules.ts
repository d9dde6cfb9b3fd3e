import { addDays, isIsoDate, weekdayOf } from '../booking/calendar.ts';
import { localDateTime } from '../booking/perform-date-rules.ts';
import { formatDisplayDate } from '../display-dates.ts';
import type { ErrorCode } from '../errors.ts';
import type { VqQuestionKind } from './vq-codes.ts';

/**
 * The virtual queue's rules, pure (STYLE: "now" is passed in). Slot times are 'HH:mm' in the temple's
 * time zone (ARCHITECTURE rule 8); a slot never crosses midnight.
 */

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** 'HH:mm' or 'HH:mm:ss' → minutes since midnight. */
export function minutesOfClock(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes since midnight → 'HH:mm' (clamped to the day). */
export function clockOfMinutes(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), 24 * 60 - 1);
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/** '06:00 – 07:00', as a slot reads on every screen. */
export function slotText(startTime: string, endTime: string): string {
  return `${startTime.slice(0, 5)} – ${endTime.slice(0, 5)}`;
}

export interface VqTemplateFacts {
  id: number;
  /** 0 Sunday … 6 Saturday; null for a template of one date. */
  weekday: number | null;
  /** yyyy-MM-dd; null for a weekly template. */
  date: string | null;
  startTime: string;
  endTime: string;
  capacity: number;
  maxPartySize: number;
  label: string | null;
  isActive: boolean;
}

/**
 * The slots a date offers: the temple's templates for that very date when it has any (a festival day
 * with its own timings), otherwise the weekly templates of its weekday. Sorted by start time.
 */
export function planSlots<T extends VqTemplateFacts>(templates: readonly T[], date: string): T[] {
  const active = templates.filter((template) => template.isActive);
  const ofDate = active.filter((template) => template.date === date);
  const weekday = ofDate.length > 0 ? -1 : weekdayOf(date);
  const chosen = ofDate.length > 0 ? ofDate : active.filter((template) => template.weekday === weekday);
  return [...chosen].sort((a, b) => minutesOfClock(a.startTime) - minutesOfClock(b.startTime));
}

/** True when two [start, end) windows share a minute. */
export function windowsOverlap(
  a: { startTime: string; endTime: string },
  b: { startTime: string; endTime: string },
): boolean {
  return (
    minutesOfClock(a.startTime) < minutesOfClock(b.endTime) &&
    minutesOfClock(b.startTime) < minutesOfClock(a.endTime)
  );
}

export interface BookingWindowInput {
  now: Date;
  timeZone: string;
  /** Days ahead of today that can be booked once the opening time has passed. */
  daysAhead: number;
  /** 'HH:mm': the time of day at which the next date opens. */
  openingTime: string;
}

export interface BookingWindow {
  /** The temple's today. */
  today: string;
  /** The last date open for booking now. */
  lastDate: string;
  daysAhead: number;
  openingTime: string;
}

/**
 * Date D opens at the opening time on D − daysAhead and stays open until its last slot ends (the
 * slot rule decides that). Before today's opening time the window reaches one day less.
 */
export function bookingWindow(input: BookingWindowInput): BookingWindow {
  const local = localDateTime(input.now, input.timeZone);
  const isOpenedToday = local.minutes >= minutesOfClock(input.openingTime);
  return {
    today: local.date,
    lastDate: addDays(local.date, isOpenedToday ? input.daysAhead : input.daysAhead - 1),
    daysAhead: input.daysAhead,
    openingTime: input.openingTime,
  };
}

/** The day bookings for `date` open (at the window's opening time). */
export function opensOn(date: string, window: Pick<BookingWindow, 'daysAhead'>): string {
  return addDays(date, -window.daysAhead);
}

export interface VqProblem {
  code: ErrorCode;
  message: string;
}

/** Whether the date can be booked now; null when it can. */
export function checkBookingDate(date: string, window: BookingWindow): VqProblem | null {
  if (!isIsoDate(date)) return { code: 'INVALID_DATE', message: 'Enter a date as yyyy-MM-dd' };
  if (date < window.today) {
    return { code: 'VQ_OUTSIDE_BOOKING_WINDOW', message: `${formatDisplayDate(date)} has already passed` };
  }
  if (date > window.lastDate) {
    return {
      code: 'VQ_OUTSIDE_BOOKING_WINDOW',
      message: `Bookings for ${formatDisplayDate(date)} open on ${formatDisplayDate(opensOn(date, window))} at ${window.openingTime}`,
    };
  }
  return null;
}

export type SlotPhase = 'upcoming' | 'open' | 'closed';

export interface SlotWindow {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * Where a slot stands at the gate: open from (start − grace) to (end + grace) on its date, upcoming
 * before, closed after. The grace lets a devotee who arrives a little early or late still enter.
 */
export function slotPhase(slot: SlotWindow, now: Date, timeZone: string, graceMinutes: number): SlotPhase {
  const local = localDateTime(now, timeZone);
  if (local.date < slot.date) return 'upcoming';
  if (local.date > slot.date) return 'closed';
  if (local.minutes < minutesOfClock(slot.startTime) - graceMinutes) return 'upcoming';
  if (local.minutes >= minutesOfClock(slot.endTime) + graceMinutes) return 'closed';
  return 'open';
}

/** A devotee may book a slot of today until it ends. */
export function isSlotOver(slot: SlotWindow, now: Date, timeZone: string): boolean {
  const local = localDateTime(now, timeZone);
  return (
    local.date > slot.date || (local.date === slot.date && local.minutes >= minutesOfClock(slot.endTime))
  );
}

/** Whether the gate may admit a token of this slot now; null when it may. */
export function checkAdmissionWindow(
  slot: SlotWindow,
  now: Date,
  timeZone: string,
  graceMinutes: number,
): VqProblem | null {
  const local = localDateTime(now, timeZone);
  const window = slotText(slot.startTime, slot.endTime);
  if (local.date !== slot.date) {
    return {
      code: 'VQ_WRONG_DATE',
      message: `This token is for ${formatDisplayDate(slot.date)}, not today (${formatDisplayDate(local.date)})`,
    };
  }
  const phase = slotPhase(slot, now, timeZone, graceMinutes);
  if (phase === 'upcoming') {
    const opens = clockOfMinutes(minutesOfClock(slot.startTime) - graceMinutes);
    return {
      code: 'VQ_OUTSIDE_SLOT_WINDOW',
      message: `This token is for the ${window} slot; entry opens at ${opens}`,
    };
  }
  if (phase === 'closed') {
    const closed = clockOfMinutes(minutesOfClock(slot.endTime) + graceMinutes);
    return {
      code: 'VQ_OUTSIDE_SLOT_WINDOW',
      message: `This token was for the ${window} slot; entry closed at ${closed}`,
    };
  }
  return null;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export interface VqQuestionFacts {
  id: number;
  label: string;
  kind: VqQuestionKind;
  options: readonly string[];
  isRequired: boolean;
}

export interface VqAnswerInput {
  questionId: number;
  value: string;
}

const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;

/**
 * The answers against the temple's active questions: every required one answered, each answer of
 * its kind (a number, one of the choices, a yyyy-MM-dd date), no answer to an unknown question and
 * none twice. Returns the answers to store (blank optional ones dropped) or the problems.
 */
export function checkAnswers(
  questions: readonly VqQuestionFacts[],
  answers: readonly VqAnswerInput[],
): { answers: VqAnswerInput[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, string>();
  answers.forEach((answer, index) => {
    const field = `answers.${index}`;
    if (!byId.has(answer.questionId)) {
      problems.push({ field, message: 'This question is not asked by this temple' });
    } else if (given.has(answer.questionId)) {
      problems.push({ field, message: 'This question is answered twice' });
    } else {
      given.set(answer.questionId, answer.value.trim());
    }
  });
  const kept: VqAnswerInput[] = [];
  for (const question of questions) {
    const value = given.get(question.id) ?? '';
    const field = `answers.${question.id}`;
    if (value === '') {
      if (question.isRequired) problems.push({ field, message: `Answer "${question.label}"` });
      continue;
    }
    const problem = answerProblem(question, value);
    if (problem) problems.push({ field, message: problem });
    else kept.push({ questionId: question.id, value });
  }
  return { answers: kept, problems };
}

function answerProblem(question: VqQuestionFacts, value: string): string | null {
  switch (question.kind) {
    case 'number':
      return NUMBER.test(value) ? null : `"${question.label}" must be a number`;
    case 'choice':
      return question.options.includes(value)
        ? null
        : `"${question.label}" must be one of: ${question.options.join(', ')}`;
    case 'date':
      return isIsoDate(value) ? null : `"${question.label}" must be a date as yyyy-MM-dd`;
    default:
      return value.length <= 500 ? null : `"${question.label}" may have at most 500 characters`;
  }
}

export interface VqDevoteeInput {
  name: string;
  age: number;
  idProofType?: string | null | undefined;
  idProofNumber?: string | null | undefined;
}

/** 'abcd 1234-5678' → 'ABCD12345678': one ID proof is one person however it is typed. */
export function normaliseIdProofNumber(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Staff see every ID proof at the gate; other screens show its last four characters only. */
export function maskIdProofNumber(value: string | null): string | null {
  if (!value) return value;
  return value.length <= 4 ? value : `${'•'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}`;
}

/**
 * The party: each devotee's ID proof when the temple asks for one (of its accepted types), and no ID
 * proof twice in one booking. Returns the devotees to store (ID numbers normalised) or the problems.
 */
export function checkDevotees(
  devotees: readonly VqDevoteeInput[],
  rules: { isIdProofRequired: boolean; idProofTypes: readonly string[] },
): { devotees: VqDevoteeInput[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const seen = new Map<string, number>();
  const kept = devotees.map((devotee, index) => {
    const field = `devotees.${index}`;
    const type = devotee.idProofType?.trim() || null;
    const number = devotee.idProofNumber ? normaliseIdProofNumber(devotee.idProofNumber) : '';
    if (rules.isIdProofRequired && (!type || number === '')) {
      problems.push({ field: `${field}.idProofNumber`, message: `Give the ID proof of ${devotee.name}` });
    }
    if (type && rules.idProofTypes.length > 0 && !rules.idProofTypes.includes(type)) {
      problems.push({
        field: `${field}.idProofType`,
        message: `The ID proof must be one of: ${rules.idProofTypes.join(', ')}`,
      });
    }
    if (number !== '' && (number.length < 4 || number.length > 20)) {
      problems.push({
        field: `${field}.idProofNumber`,
        message: 'An ID proof number has 4 to 20 letters and digits',
      });
    }
    if (number !== '') {
      const first = seen.get(number);
      if (first !== undefined) {
        problems.push({
          field: `${field}.idProofNumber`,
          message: `The same ID proof is given for devotees ${first + 1} and ${index + 1}`,
        });
      } else {
        seen.set(number, index);
      }
    }
    return { name: devotee.name.trim(), age: devotee.age, idProofType: type, idProofNumber: number || null };
  });
  return { devotees: kept, problems };
}

/** Typed queue numbers match however staff space or case them: ' gvr-20261122-0630-042 ' → 'GVR-20261122-0630-042'. */
export function normaliseQueueNumber(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** The temple's prefix for queue numbers: its short code, else VQ and its id. */
export function queueNumberPrefix(shortCode: string | null, templeId: number): string {
  const code = shortCode?.toUpperCase().replace(/[^0-9A-Z]/g, '') ?? '';
  return code === '' ? `VQ${templeId}` : code.slice(0, 8);
}

/** GVR-20261122-0630-042: temple, date, slot start and the token's number within its slot. */
export function formatQueueNumber(prefix: string, date: string, startTime: string, sequence: number): string {
  return `${prefix}-${date.replaceAll('-', '')}-${startTime.slice(0, 5).replace(':', '')}-${String(sequence).padStart(3, '0')}`;
}
