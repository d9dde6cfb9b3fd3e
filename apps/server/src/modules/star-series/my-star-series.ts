import {
  addDays,
  DomainError,
  type ErrorCode,
  type Language,
  localDateTime,
  type MyStarSeries,
  type MyStarSeriesList,
  OrderLineStatus,
  PaymentMode,
  type StarSeriesKind,
  type StarSeriesPayment,
  type StopStarSeriesInput,
  seriesPayByDate,
  starSeriesDueState,
} from '@nivedya/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, refunds, sevas, starSeries, temples } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { moveStarSeriesLine } from '../orders/index.ts';
import { resolvePlace } from '../panchangam/index.ts';
import { releaseDueDate } from '../payments/index.ts';
import { requestCancellation } from '../refunds/index.ts';
import { type BookingFacts, loadBookingFacts } from '../sevas/index.ts';
import {
  blockingReason,
  openAlternative,
  seriesDayState,
  starDatesAt,
  starDayCandidates,
} from './plan-star-series.ts';

/** A series is shown once paid, or while its bank transfer is awaited: an unpaid attempt is no booking. */
function isShown(order: { orderStatus: string; paymentMode: number }): boolean {
  return (
    order.orderStatus === 'paid' ||
    (order.orderStatus === 'pending' && order.paymentMode === PaymentMode.BankTransfer)
  );
}
/** A date whose seva still stands. */
const STANDING = new Set<number>([OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval]);

async function selectSeries(db: Executor, userId: number, seriesId?: string) {
  return db
    .select({
      id: starSeries.id,
      sevaId: starSeries.sevaId,
      sevaName: sevas.name,
      sevaNameNarration: sevas.nameNarration,
      templeId: starSeries.templeId,
      templeName: temples.name,
      templeNameNarration: temples.nameNarration,
      timeZone: temples.timeZone,
      star: starSeries.starId,
      devoteeName: starSeries.devoteeName,
      every: starSeries.every,
      month: starSeries.malayalamMonth,
      occurrences: starSeries.occurrences,
      payment: starSeries.payment,
      stoppedAt: starSeries.stoppedAt,
      createdAt: starSeries.createdAt,
    })
    .from(starSeries)
    .innerJoin(sevas, eq(sevas.id, starSeries.sevaId))
    .innerJoin(temples, eq(temples.id, starSeries.templeId))
    .where(
      seriesId === undefined
        ? eq(starSeries.userId, userId)
        : and(eq(starSeries.userId, userId), eq(starSeries.id, seriesId)),
    )
    .orderBy(desc(starSeries.createdAt), desc(starSeries.id));
}

async function selectSeriesLines(db: Executor, seriesIds: readonly string[]) {
  if (seriesIds.length === 0) return [];
  return db
    .select({
      seriesId: orderLines.starSeriesId,
      orderLineId: orderLines.id,
      date: orderLines.performDate,
      lineStatus: orderLines.status,
      performedAt: orderLines.performedAt,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      paymentMode: orders.paymentMode,
      dueBy: orders.dueBy,
      totalAmount: orders.totalAmount,
      receiptToken: orders.receiptToken,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.starSeriesId, [...seriesIds]))
    .orderBy(asc(orderLines.performDate), asc(orderLines.id));
}

async function latestRefundStatus(db: Executor, orderIds: readonly number[], userId: number) {
  if (orderIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ orderId: refunds.orderId, status: refunds.status })
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.requestedBy, userId)))
    .orderBy(asc(refunds.id));
  return new Map(rows.map((row) => [row.orderId, row.status]));
}

type Deps = { db: Executor; starCalendars: AppDeps['starCalendars'] };

/** A cycle or four past a series' last date: where the alternative to a closed date is looked for. */
const ALTERNATIVE_SPAN_DAYS = 120;

const CLOSING_PROBLEMS = new Set<ErrorCode>(['DATE_BLOCKED', 'WEEKDAY_NOT_ALLOWED', 'AFTER_SEVA_END_DATE']);

interface ClosedDate {
  closedReason: string | null;
  alternative: string | null;
}

/**
 * The series' dates still to come that the temple has closed since they were booked (a blocking, or a
 * day the seva is no longer performed), each with the nearest open day of the star to move it to.
 */
export async function closedDates(
  deps: Deps,
  series: { templeId: number; sevaId: number; star: number },
  standing: readonly string[],
  now: Date,
  /** The facts already read for these dates and a span after them (a list of series reads them once). */
  known?: BookingFacts,
): Promise<Map<string, ClosedDate>> {
  const closed = new Map<string, ClosedDate>();
  const first = standing[0];
  const last = standing.at(-1);
  if (!first || !last) return closed;
  const to = addDays(last, ALTERNATIVE_SPAN_DAYS);
  const facts =
    known ?? (await loadBookingFacts(deps.db, { sevaIds: [series.sevaId], days: { from: first, to } }));
  const seva = facts.sevas.get(series.sevaId);
  if (!seva) return closed;
  let candidates: string[] | null = null;
  const taken = new Set(standing);
  for (const date of standing) {
    // The series' own place may fill the day, and a near date is past booking's notice: only a blocking,
    // a weekday the seva is no longer performed, or its end closes a booked date.
    const problems = seriesDayState(facts, seva, date, now).problems;
    if (!problems.some((code) => CLOSING_PROBLEMS.has(code))) continue;
    if (candidates === null) {
      const place = await resolvePlace(deps.db, { templeId: series.templeId }).catch(() => null);
      candidates = place ? starDayCandidates(await starDatesAt(deps, place, series.star, first, to)) : [];
    }
    const alternative = openAlternative(facts, seva, date, candidates, taken, now);
    if (alternative) taken.add(alternative);
    closed.set(date, { closedReason: blockingReason(facts, seva, date), alternative });
  }
  return closed;
}

async function loadSeries(deps: Deps, userId: number, now: Date, seriesId?: string): Promise<MyStarSeries[]> {
  const { db } = deps;
  const series = await selectSeries(db, userId, seriesId);
  const lines = await selectSeriesLines(
    db,
    series.map((each) => each.id),
  );
  const refundStatus = await latestRefundStatus(db, [...new Set(lines.map((line) => line.orderId))], userId);
  const standingOf = (each: (typeof series)[number]) => {
    const today = localDateTime(now, each.timeZone).date;
    return lines
      .filter(
        (line) =>
          line.seriesId === each.id &&
          line.date !== null &&
          line.date >= today &&
          STANDING.has(line.lineStatus) &&
          line.performedAt === null,
      )
      .flatMap((line) => (line.date === null ? [] : [line.date]));
  };
  // One read of the booking facts for every series still running, not one a series.
  const running = series.filter((each) => each.stoppedAt === null && standingOf(each).length > 0);
  const runningDates = running.flatMap(standingOf).sort();
  const facts =
    runningDates.length > 0
      ? await loadBookingFacts(db, {
          sevaIds: running.map((each) => each.sevaId),
          days: {
            from: runningDates[0] ?? '',
            to: addDays(runningDates.at(-1) ?? '', ALTERNATIVE_SPAN_DAYS),
          },
        })
      : undefined;
  const shown: MyStarSeries[] = [];
  for (const each of series) {
    const own = lines.filter((line) => line.seriesId === each.id);
    // The order the series was paid with: a later date paid date by date has its own (dueBy set).
    const order = own.find((line) => line.dueBy === null) ?? own[0];
    if (!order || !isShown(order)) continue;
    const today = localDateTime(now, each.timeZone).date;
    const closed =
      each.stoppedAt === null && facts
        ? await closedDates(deps, each, standingOf(each), now, facts)
        : new Map<string, ClosedDate>();
    const dates = own.flatMap((line) =>
      line.date === null
        ? []
        : [
            {
              orderLineId: line.orderLineId,
              orderId: line.orderId,
              date: line.date,
              lineStatus: line.lineStatus,
              isPerformed: line.performedAt !== null,
              isClosed: closed.has(line.date),
              closedReason: closed.get(line.date)?.closedReason ?? null,
              alternative: closed.get(line.date)?.alternative ?? null,
              due:
                line.dueBy === null
                  ? null
                  : {
                      state: starSeriesDueState(line.orderStatus),
                      totalAmount: line.totalAmount,
                      payBy: seriesPayByDate(line.date),
                      token: line.receiptToken,
                    },
            },
          ],
    );
    shown.push({
      id: each.id,
      sevaId: each.sevaId,
      sevaName: each.sevaName,
      sevaNameNarration: each.sevaNameNarration,
      templeId: each.templeId,
      templeName: each.templeName,
      templeNameNarration: each.templeNameNarration,
      star: each.star,
      devoteeName: each.devoteeName,
      // The table's check admits only these.
      every: each.every as StarSeriesKind,
      month: each.month,
      occurrences: each.occurrences,
      // The table's check admits only these.
      payment: each.payment as StarSeriesPayment,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      nextDate:
        dates.find((date) => date.date >= today && STANDING.has(date.lineStatus) && !date.isPerformed)
          ?.date ?? null,
      dates,
      stoppedAt: each.stoppedAt?.toISOString() ?? null,
      refundStatus: refundStatus.get(order.orderId) ?? null,
      createdAt: each.createdAt.toISOString(),
    });
  }
  return shown;
}

/** GET /api/v1/me/star-series: the devotee's sevas that follow their star, newest first (issue #19). */
export async function findMyStarSeries(deps: Deps, userId: number, now: Date): Promise<MyStarSeriesList> {
  const items = await loadSeries(deps, userId, now);
  return { items, total: items.length };
}

/**
 * The devotee stops their series (issue #19): its dates still to come are sent to the temple as one
 * cancellation request (the refund request the temple's refund rules decide, as any booking's
 * cancellation), and the series is marked stopped. Dates performed or past stay as they are.
 */
export async function stopStarSeries(
  deps: Pick<AppDeps, 'db' | 'now' | 'gateways' | 'starCalendars'>,
  actor: Actor,
  seriesId: string,
  input: StopStarSeriesInput,
): Promise<MyStarSeries> {
  const now = deps.now();
  const [series] = await loadSeries(deps, actor.id, now, seriesId);
  if (!series) throw new DomainError('NOT_FOUND', 'No such series');
  if (series.stoppedAt !== null) throw new DomainError('CONFLICT', 'This series is stopped already');
  if (series.orderStatus !== 'paid') {
    throw new DomainError(
      'CONFLICT',
      'This series is not paid yet: its places are released if the payment does not come',
    );
  }
  const coming = series.dates.filter(
    (date) => series.nextDate !== null && date.date >= series.nextDate && STANDING.has(date.lineStatus),
  );
  if (coming.length === 0) {
    throw new DomainError('CANCELLATION_TOO_LATE', 'Every date of this series is performed or past');
  }
  if (coming.some((date) => date.due?.state === 'paying')) {
    throw new DomainError(
      'CONFLICT',
      'A payment of a date of this series is under way: stop the series when it has finished',
    );
  }
  // Dates paid (with the series, or one by one) go to the temple as cancellation requests, one per order
  // (the refund request the temple's refund rules decide); dates still to be paid just let their place go.
  const paid = coming.filter((date) => date.due === null || date.due.state === 'paid');
  for (const orderId of new Set(paid.map((date) => date.orderId))) {
    if (orderId === series.orderId && series.refundStatus !== null) continue;
    const lineIds = paid.filter((date) => date.orderId === orderId).map((date) => date.orderLineId);
    await requestCancellation(deps, actor, orderId, input, lineIds);
  }
  const unpaid = coming.filter((date) => date.due?.state === 'due');
  await deps.db.transaction(async (tx) => {
    for (const date of unpaid) {
      await releaseDueDate(tx, {
        orderId: date.orderId,
        orderStatus: 'cancelled',
        reason: `Series stopped: ${input.reason}`,
        actorUserId: actor.id,
        now,
      });
    }
    await tx.update(starSeries).set({ stoppedAt: now }).where(eq(starSeries.id, seriesId));
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: series.templeId,
      action: 'star_series.stopped',
      entity: 'star_series',
      entityId: seriesId,
      after: { orderId: series.orderId, dates: coming.length, unpaid: unpaid.length, reason: input.reason },
      ip: actor.ip,
      at: now,
    });
  });
  const [stopped] = await loadSeries(deps, actor.id, now, seriesId);
  if (!stopped) throw new DomainError('NOT_FOUND', 'No such series');
  return stopped;
}

/** The devotee moves a date of their series to another day of its star (orders' moveStarSeriesLine). */
export async function moveMyStarSeriesDate(
  deps: Pick<AppDeps, 'db' | 'now' | 'starCalendars'>,
  user: { id: number; language: Language },
  target: { seriesId: string; orderLineId: number },
  date: string,
): Promise<MyStarSeries> {
  const [series] = await loadSeries(deps, user.id, deps.now(), target.seriesId);
  if (!series) throw new DomainError('NOT_FOUND', 'No such series');
  if (series.stoppedAt !== null) throw new DomainError('CONFLICT', 'This series is stopped');
  await moveStarSeriesLine(deps, user, { starSeriesId: target.seriesId, lineId: target.orderLineId }, date);
  const [moved] = await loadSeries(deps, user.id, deps.now(), target.seriesId);
  if (!moved) throw new DomainError('NOT_FOUND', 'No such series');
  return moved;
}
