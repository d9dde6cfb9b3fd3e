import { findStar, formatDisplayDate, OrderLineStatus, PaymentMode, starNameIn } from '@nivedya/domain';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, sevas, starSeries, temples } from '../../db/schema/index.ts';
import { type DevoteeNotice, devoteeMessage, notifyDevotees } from '../devotee-messages/index.ts';
import { closedDates } from './my-star-series.ts';

export interface NewBlocking {
  templeId: number;
  /** null: every seva of the temple. */
  sevaId: number | null;
  fromDate: string;
  toDate: string;
  reason: string;
}

/** The series' dates standing on the blocked days: booked, not performed, of a booking paid, still to be paid (due) or awaiting its transfer. */
async function selectBlockedSeriesDates(db: Executor, blocking: NewBlocking) {
  return db
    .select({
      seriesId: starSeries.id,
      userId: starSeries.userId,
      templeId: starSeries.templeId,
      sevaId: starSeries.sevaId,
      star: starSeries.starId,
      date: orderLines.performDate,
      sevaName: sevas.name,
      templeName: temples.name,
      mobile: orders.mobile,
      orderId: orders.id,
    })
    .from(orderLines)
    .innerJoin(starSeries, eq(starSeries.id, orderLines.starSeriesId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .innerJoin(temples, eq(temples.id, orderLines.templeId))
    .where(
      and(
        eq(orderLines.templeId, blocking.templeId),
        blocking.sevaId === null ? undefined : eq(orderLines.sevaId, blocking.sevaId),
        gte(orderLines.performDate, blocking.fromDate),
        lte(orderLines.performDate, blocking.toDate),
        inArray(orderLines.status, [OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval]),
        isNull(orderLines.performedAt),
        isNull(starSeries.stoppedAt),
        or(
          inArray(orders.status, ['paid', 'due']),
          and(eq(orders.status, 'pending'), eq(orders.paymentMode, PaymentMode.BankTransfer)),
        ),
      ),
    );
}

/**
 * When the temple blocks days (issue #19), each devotee whose star series stands on one is told, in the
 * blocking's transaction (a blocking rolled back tells nobody): a notification opening their bookings,
 * where the date shows as closed with the star's next open day to move it to, and an SMS saying the same
 * (the SMS alone for a walk-in's series billed at the counter).
 */
export async function notifyBlockedStarSeries(
  deps: Pick<AppDeps, 'starCalendars' | 'sms'>,
  tx: Executor,
  blocking: NewBlocking,
  now: Date,
): Promise<number> {
  const blocked = await selectBlockedSeriesDates(tx, blocking);
  if (blocked.length === 0) return 0;
  const notices: DevoteeNotice[] = [];
  for (const seriesId of new Set(blocked.map((each) => each.seriesId))) {
    const dates = blocked.filter((each) => each.seriesId === seriesId);
    const first = dates[0];
    if (!first) continue;
    const standing = await selectStandingDates(tx, seriesId, now);
    const closed = await closedDates({ db: tx, starCalendars: deps.starCalendars }, first, standing, now);
    for (const each of dates) {
      const { date } = each;
      if (date === null) continue;
      // A walk-in's series billed at the counter has no account: an SMS alone, when a mobile was given.
      const alternative = closed.get(date)?.alternative;
      notices.push({
        userId: each.userId,
        mobile: each.mobile,
        templeId: each.templeId,
        orderId: each.orderId,
        compose: (language) =>
          devoteeMessage('starSeriesDateClosed', language, {
            temple: each.templeName,
            seva: each.sevaName,
            date: formatDisplayDate(date, language),
            reason: blocking.reason,
            star: starNameIn(findStar(each.star)?.name ?? '', language ?? 'en'),
            alternative: alternative ? formatDisplayDate(alternative, language) : null,
          }),
        purpose: 'star-series-date-closed',
        // The series' dates, where the closed one shows with the star's next open day to move it to.
        link: '/devotee-booking-history',
        now,
      });
    }
  }
  await notifyDevotees(deps, tx, notices);
  return notices.length;
}

/** The series' dates still standing from the day the blocking starts looking (its own and its others). */
async function selectStandingDates(db: Executor, seriesId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ date: orderLines.performDate })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.starSeriesId, seriesId),
        inArray(orderLines.status, [OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval]),
        isNull(orderLines.performedAt),
        gte(orderLines.performDate, now.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(orderLines.performDate);
  return rows.flatMap((row) => (row.date === null ? [] : [row.date]));
}
