import {
  DomainError,
  type ErrorCode,
  formatDisplayDate,
  isBlockingProblem,
  PrasadamDelivery,
  SevaType,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { evaluateCartFacts, mergeClaims, releaseCapacity, takeCapacity } from '../bookings/index.ts';
import { loadBookingFacts } from '../sevas/index.ts';

/**
 * The date the temple gives a line (spec §2 perform-postpone, Type 0 and Type 1) passes the same rules
 * as a devotee's booking: on or after the seva's minimum perform date, not too far ahead, not after the
 * SevaEndDate, not blocked, on the seva's weekdays or special dates. Two differences, on purpose:
 * - a pre-booking (type 3) takes no date from the devotee, so the rules skip it; the date the temple
 *   allots is checked as for any regular seva;
 * - whether the seva can still be booked online (active, listed, not counter-only) does not matter: the
 *   booking is already made and paid, and the temple honours it.
 * Capacity is not read here: it is taken atomically afterwards (takeCapacity), under the counter's lock.
 */
const NOT_DATE_RULES: readonly ErrorCode[] = ['SEVA_FULL', 'SEVA_NOT_AVAILABLE', 'PRICE_CHANGED'];

export interface DatedLine {
  sevaId: number;
  quantity: number;
  devoteeName: string;
  starId: number;
}

/** Throws the first rule the date breaks (400 or 409 with the seva's own words); else the day's limit. */
export async function assertStaffDate(
  db: Executor,
  line: DatedLine,
  date: string,
  now: Date,
): Promise<number | null> {
  const facts = await loadBookingFacts(db, { sevaIds: [line.sevaId], days: { from: date, to: date } });
  const seva = facts.sevas.get(line.sevaId);
  if (!seva) throw new DomainError('NOT_FOUND', 'This seva no longer exists');
  const dated = seva.sevaType === SevaType.PreBooking ? { ...seva, sevaType: SevaType.Regular } : seva;
  const evaluation = evaluateCartFacts(
    { ...facts, sevas: new Map([[seva.id, dated]]) },
    {
      lines: [
        {
          sevaId: seva.id,
          performDate: date,
          quantity: line.quantity,
          devoteeName: line.devoteeName,
          starId: line.starId,
          prasadamDelivery: PrasadamDelivery.CollectAtTemple,
          forType: 1,
        },
      ],
    },
    now,
  );
  const evaluated = evaluation.orders[0]?.lines[0];
  const problems = (evaluated?.problems ?? []).filter(
    (problem) => isBlockingProblem(problem.code) && !NOT_DATE_RULES.includes(problem.code),
  );
  const problem = problems[0];
  if (problem) throw new DomainError(problem.code, problem.message, { problems });
  return evaluated?.dayLimits.find((day) => day.date === date)?.limit ?? null;
}

interface Capacity {
  templeId: number;
  sevaId: number;
  sevaName: string;
  quantity: number;
}

function sevaFull(line: Capacity, date: string): DomainError {
  return new DomainError('SEVA_FULL', `${line.sevaName} is fully booked on ${formatDisplayDate(date)}`, {
    sevaId: line.sevaId,
    performDate: date,
  });
}

/** Takes the line's units on the day, or refuses with SEVA_FULL (the caller's transaction rolls back). */
export async function takeDay(
  db: Executor,
  line: Capacity,
  date: string,
  limit: number | null,
  now: Date,
): Promise<void> {
  const full = await takeCapacity(
    db,
    [
      {
        templeId: line.templeId,
        sevaId: line.sevaId,
        performDate: date,
        quantity: line.quantity,
        capacity: limit,
      },
    ],
    now,
  );
  if (full.length > 0) throw sevaFull(line, date);
}

/**
 * Moves the line's units from one day to another in lock order (seva, date), so two moves in opposite
 * directions cannot deadlock; a full new day refuses the move and the transaction undoes the release.
 */
export async function moveDay(
  db: Executor,
  line: Capacity,
  from: string,
  to: string,
  limit: number | null,
  now: Date,
): Promise<void> {
  const release = { sevaId: line.sevaId, performDate: from, quantity: line.quantity };
  for (const step of mergeClaims([release, { ...release, performDate: to }])) {
    if (step.performDate === from) await releaseCapacity(db, [release], now);
    else await takeDay(db, line, to, limit, now);
  }
}
