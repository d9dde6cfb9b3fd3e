import { randomBytes } from 'node:crypto';
import {
  COUNTER_PAYMENT_MODE,
  type CounterBillCreated,
  type CreateCounterBill,
  DomainError,
  ERROR_MESSAGES,
  type ErrorCode,
  formatDisplayDate,
  localDateTime,
  SevaType,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type CapacityClaim, dayCounters, takeCapacity } from '../bookings/index.ts';
import { loadBookingFacts } from '../sevas/index.ts';
import { seriesStarDays } from '../star-series/index.ts';
import {
  insertCounterLines,
  insertCounterOrder,
  insertCounterStarSeries,
} from './counter-billing-repository.ts';
import { type CounterEvaluation, counterFactsScope, evaluateCounterBill } from './evaluate-counter-bill.ts';

/** Raised inside the transaction when a day filled up, so the transaction rolls back before we say which. */
class DayFull extends Error {
  readonly claims: CapacityClaim[];

  constructor(claims: CapacityClaim[]) {
    super('a day of the bill is full');
    this.claims = claims;
  }
}

/**
 * counter-billing's "Save bill": a walk-in devotee's sevas become a paid order of Type 1, numbered from
 * the online sequence (BKS…), made by the staff user, its lines booked. The bill is priced and checked
 * like a quote; the order, its lines (a line per date of a star series, issue #19, pointing at the series
 * row written with them) and the audit row are written, and the capacity taken LAST with the
 * same conditional upsert as online bookings (takeCapacity: lock late, once), in one transaction, so
 * counter sales and online checkouts share each day's limit and never oversell. A full day undoes it all
 * (409 SEVA_FULL naming the seva and day).
 */
export async function createCounterBill(
  deps: Pick<AppDeps, 'db' | 'now' | 'metrics' | 'starCalendars'>,
  actor: Actor,
  templeId: number,
  input: CreateCounterBill,
): Promise<CounterBillCreated> {
  const now = deps.now();
  const facts = await loadBookingFacts(deps.db, counterFactsScope(input));
  const evaluation = evaluateCounterBill(
    facts,
    templeId,
    input,
    now,
    await seriesStarDays(deps, facts, input),
  );
  const temple = assertBillable(evaluation);
  const { totals } = evaluation.quote;
  const receiptToken = randomBytes(32).toString('base64url');
  // A star series per line that follows the devotee's star (issue #19), by the line's index; ids are random.
  const seriesIds = new Map(
    input.lines.flatMap((line, index) =>
      line.starSeries ? [[index, randomBytes(16).toString('base64url')] as const] : [],
    ),
  );
  const lastPerformDate =
    evaluation.lines
      .map((line) => line.performDate)
      .sort()
      .at(-1) ?? null;

  let created: CounterBillCreated;
  try {
    created = await deps.db.transaction(async (tx) => {
      const order = await insertCounterOrder(tx, {
        templeId,
        paymentMode: COUNTER_PAYMENT_MODE[input.paymentMode],
        orderDate: localDateTime(now, temple.timeZone).date,
        amount: totals.amount,
        postageCharge: totals.postageCharge,
        dakshinaAmount: totals.dakshinaAmount,
        invoiceAmount: totals.invoiceAmount,
        totalAmount: totals.totalAmount,
        paymentReference: input.paymentReference ?? null,
        remarks: input.remarks ?? null,
        mobile: input.devoteeMobile ?? null,
        lastPerformDate,
        // ARCHITECTURE rule 6: the receipt link carries 256 random bits, never the order id.
        receiptToken,
        staffUserId: actor.id,
        now,
      });
      // A walk-in devotee has no account: the series is the temple's record of it (user_id null).
      await insertCounterStarSeries(
        tx,
        input.lines.flatMap((line, index) => {
          const id = seriesIds.get(index);
          const seva = evaluation.lines.find((each) => each.index === index)?.seva;
          if (!id || !seva || !line.starSeries) return [];
          return [
            {
              id,
              templeId,
              sevaId: seva.id,
              starId: line.starId,
              devoteeName: line.devoteeName,
              every: line.starSeries.every,
              malayalamMonth: line.starSeries.every === 'year' ? (line.starSeries.month ?? null) : null,
              occurrences: line.starSeries.dates.length,
              createdAt: now,
            },
          ];
        }),
      );
      await insertCounterLines(
        tx,
        evaluation.lines.map((line) => ({
          orderId: order.id,
          templeId,
          sevaId: line.seva.id,
          deityId: line.seva.deityId,
          sevaName: line.seva.name,
          sevaType: line.seva.sevaType,
          devoteeName: line.devoteeName,
          starId: line.starId,
          performDate: line.performDate,
          quantity: line.quantity,
          rate: line.seva.rate,
          postageCharge: line.seva.postageCharge,
          approvedBy: line.seva.sevaType === SevaType.PreBooking ? actor.id : null,
          starSeriesId: seriesIds.get(line.index) ?? null,
          now,
        })),
      );
      await writeAuditLog(tx, {
        actorUserId: actor.id,
        templeId,
        action: 'counter-bill.created',
        entity: 'order',
        entityId: order.id,
        after: {
          orderNumber: order.orderNumber,
          status: 'paid',
          paymentMode: input.paymentMode,
          paymentReference: input.paymentReference ?? null,
          totalAmount: totals.totalAmount,
          lines: evaluation.lines.map((line) => ({
            sevaId: line.seva.id,
            performDate: line.performDate,
            quantity: line.quantity,
            starSeriesId: seriesIds.get(line.index) ?? null,
          })),
        },
        ip: actor.ip,
        at: now,
      });
      const full = await takeCapacity(tx, evaluation.claims, now);
      if (full.length > 0) throw new DayFull(full);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        receiptToken,
        totalAmount: totals.totalAmount,
      };
    });
  } catch (error) {
    if (error instanceof DayFull) throw await dayFullError(deps, evaluation, error.claims);
    throw error;
  }
  deps.metrics.counterBillMade();
  return created;
}

/** The first problem as the answer (400 or 409 by its code), every line's problems beside it. */
function assertBillable(evaluation: CounterEvaluation) {
  const problems = evaluation.quote.lines.flatMap((line) =>
    line.problems.map((problem) => ({ index: line.index, sevaId: line.sevaId, ...problem })),
  );
  const first = problems[0];
  if (first) throw new DomainError(first.code, first.message, { problems });
  // Every line is valid, so each names a seva of this temple and the temple was read with it.
  if (!evaluation.temple) throw new DomainError('SEVA_NOT_IN_TEMPLE', ERROR_MESSAGES.SEVA_NOT_IN_TEMPLE);
  return evaluation.temple;
}

/** Names the day that filled up since the quote (read after the rollback; only this path pays for it). */
async function dayFullError(
  deps: Pick<AppDeps, 'db'>,
  evaluation: CounterEvaluation,
  full: readonly CapacityClaim[],
): Promise<DomainError> {
  const booked = await dayCounters(deps.db, full);
  const problems = evaluation.lines.flatMap((line) => {
    const claim = full.find(
      (candidate) => candidate.sevaId === line.seva.id && candidate.performDate === line.performDate,
    );
    if (!claim) return [];
    const left = Math.max(
      0,
      (claim.capacity ?? 0) - (booked.get(`${claim.sevaId}|${claim.performDate}`) ?? 0),
    );
    const day = formatDisplayDate(line.performDate);
    const code: ErrorCode = 'SEVA_FULL';
    return [
      {
        index: line.index,
        sevaId: line.seva.id,
        code,
        date: line.performDate,
        message:
          left === 0
            ? `${line.seva.name} is fully booked on ${day}`
            : `Only ${left} of ${line.seva.name} can still be booked on ${day}`,
      },
    ];
  });
  const first = problems[0];
  return new DomainError('SEVA_FULL', first?.message ?? 'A seva of this bill is fully booked', {
    sevaId: first?.sevaId,
    performDate: first?.date,
    problems,
  });
}
