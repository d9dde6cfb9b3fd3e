import {
  DomainError,
  findStar,
  formatDisplayDate,
  formatRupees,
  PaymentMode,
  STAR_SERIES_PAY_BY_DAYS,
  STAR_SERIES_REMINDER_DAYS,
  type StarSeriesDue,
  type StarSeriesDuePayment,
  type StarSeriesKind,
  seriesPayByDate,
  starNameIn,
  starSeriesDueState,
} from '@nivedya/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, payments, sevas, starSeries, temples, users } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { devoteeMessage, notifyDevotee } from '../devotee-messages/index.ts';
import { gatewayClientParams, openGatewayPayment, releaseDueDate } from '../payments/index.ts';

/*
 * The later dates of a star series paid date by date (issue #19). Checkout wrote each as its own order,
 * status due, holding its place until its dueBy (the end of its pay-by day). From
 * STAR_SERIES_REMINDER_DAYS before its day the devotee is reminded, by notification and SMS, with a link
 * (/star-series-due/{receipt token}) that opens the date and pays it in one tap; a date still due when its
 * time runs out lapses and gives its place back.
 */

const PAYMENT_UNDER_WAY =
  'A payment of this date is under way: finish it on the payment page, or try again in a few minutes';

/** The web page a due date's pay link opens. */
export function starSeriesDuePath(token: string): string {
  return `/star-series-due/${token}`;
}

const dueColumns = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  userId: orders.userId,
  mobile: orders.mobile,
  email: orders.email,
  totalAmount: orders.totalAmount,
  dueBy: orders.dueBy,
  receiptToken: orders.receiptToken,
  templeId: orders.templeId,
  templeName: temples.name,
  templeNameNarration: temples.nameNarration,
  sevaName: sevas.name,
  sevaNameNarration: sevas.nameNarration,
  devoteeName: orderLines.devoteeName,
  star: orderLines.starId,
  date: orderLines.performDate,
  every: starSeries.every,
  stoppedAt: starSeries.stoppedAt,
};

function selectDues(db: Executor) {
  return db
    .select(dueColumns)
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(starSeries, eq(starSeries.id, orderLines.starSeriesId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .innerJoin(temples, eq(temples.id, orders.templeId));
}
type DueRow = Awaited<ReturnType<ReturnType<typeof selectDues>['where']>>[number];

async function selectDue(db: Executor, token: string): Promise<DueRow> {
  const [due] = await selectDues(db)
    .where(and(eq(orders.receiptToken, token), isNotNull(orders.dueBy)))
    .limit(1);
  if (!due?.date)
    throw new DomainError('NOT_FOUND', 'This pay link is not one of ours: open My bookings to pay');
  return due;
}

function toView(due: DueRow & { date: string }): StarSeriesDue {
  return {
    orderNumber: due.orderNumber,
    state: starSeriesDueState(due.status),
    templeId: due.templeId,
    templeName: due.templeName,
    templeNameNarration: due.templeNameNarration,
    sevaName: due.sevaName,
    sevaNameNarration: due.sevaNameNarration,
    devoteeName: due.devoteeName,
    star: due.star,
    // The table's check admits only these.
    every: due.every as StarSeriesKind,
    date: due.date,
    totalAmount: due.totalAmount,
    payBy: seriesPayByDate(due.date),
  };
}

/** GET /api/v1/star-series-dues/{token}: the date its pay link names, whoever opens the link. */
export async function findStarSeriesDue(db: Executor, token: string): Promise<StarSeriesDue> {
  const due = await selectDue(db, token);
  return toView({ ...due, date: due.date ?? '' });
}

/** Why a date cannot be paid now, as the devotee reads it; null when it can. */
function notPayable(due: DueRow, now: Date): string | null {
  if (due.status === 'paid') return 'This date is paid already: see it in My bookings';
  if (due.status === 'pending') return PAYMENT_UNDER_WAY;
  if (due.stoppedAt !== null) return 'This series is stopped';
  if (due.status !== 'due' || !due.dueBy || due.dueBy <= now) {
    const payBy = formatDisplayDate(seriesPayByDate(due.date ?? ''));
    return `This date was not paid by ${payBy}: its place was given to others`;
  }
  return null;
}

/**
 * POST /api/v1/star-series-dues/{token}/pay: opens a payment of the date at the gateway and moves the
 * date from due to pending under it (the conditional transition: of two taps at once, one pays). The
 * link is the authority, as a receipt's link is: its token is 256 random bits. A payment that does not
 * complete gives the date back to due while its time to pay lasts (release-payment.ts).
 */
export async function payStarSeriesDue(
  deps: Pick<AppDeps, 'db' | 'gateways' | 'now' | 'config'>,
  token: string,
): Promise<StarSeriesDuePayment> {
  const now = deps.now();
  const due = await selectDue(deps.db, token);
  const refusal = notPayable(due, now);
  if (refusal) throw new DomainError('CONFLICT', refusal);
  const gateway = deps.gateways.active;
  const [account] = due.userId
    ? await deps.db.select({ name: users.userName }).from(users).where(eq(users.id, due.userId))
    : [];
  const created = await openGatewayPayment(gateway, {
    amount: due.totalAmount,
    description: `${due.templeName}: ${due.sevaName} on ${formatDisplayDate(due.date)}`,
    customer: { name: account?.name ?? due.devoteeName, email: due.email, mobile: due.mobile },
  });
  const holdExpiresAt = new Date(now.getTime() + deps.config.payments.holdMinutes * 60_000);
  const paymentId = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: due.userId,
        gateway: gateway.name,
        gatewayOrderId: created.gatewayOrderId,
        amount: due.totalAmount,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('The payment was not written');
    const paying = await tx
      .update(orders)
      .set({
        status: 'pending',
        paymentId: payment.id,
        paymentMode: PaymentMode.Gateway,
        holdExpiresAt,
        updatedAt: now,
      })
      .where(and(eq(orders.id, due.orderId), eq(orders.status, 'due'), gt(orders.dueBy, now)))
      .returning({ id: orders.id });
    if (paying.length === 0) {
      throw new DomainError('CONFLICT', PAYMENT_UNDER_WAY);
    }
    await writeAuditLog(tx, {
      actorUserId: due.userId,
      templeId: due.templeId,
      action: 'order.paying',
      entity: 'order',
      entityId: due.orderId,
      before: { status: 'due' },
      after: { status: 'pending', paymentId: payment.id },
      at: now,
    });
    return payment.id;
  });
  return {
    paymentId,
    amount: due.totalAmount,
    holdExpiresAt: holdExpiresAt.toISOString(),
    checkoutUrl: created.checkoutUrl,
    gateway: {
      name: gateway.name,
      clientParams: gatewayClientParams(created, deps.config.publicUrl, paymentId),
    },
  };
}

/** How long before a date's time to pay runs out its reminder goes: from the start of its reminder day. */
const REMIND_BEFORE_DUE_MS = (STAR_SERIES_REMINDER_DAYS - STAR_SERIES_PAY_BY_DAYS + 1) * 86_400_000;

/**
 * The reminders of the dates whose reminder day has come, each sent once (the conditional mark of
 * dueRemindedAt decides, so two servers running the job remind once): a notification opening the pay
 * link, and an SMS carrying it. The jobs run it each morning in India.
 */
export async function remindStarSeriesDues(
  deps: Pick<AppDeps, 'db' | 'sms'> & { config: Pick<AppDeps['config'], 'publicUrl'> },
  now: Date,
): Promise<number> {
  const dues = await selectDues(deps.db)
    .where(
      and(
        eq(orders.status, 'due'),
        isNull(orders.dueRemindedAt),
        lte(orders.holdExpiresAt, new Date(now.getTime() + REMIND_BEFORE_DUE_MS)),
        gt(orders.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(orders.id));
  let reminded = 0;
  for (const due of dues) {
    if (!due.date) continue;
    const date = due.date;
    const sent = await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(orders)
        .set({ dueRemindedAt: now })
        .where(and(eq(orders.id, due.orderId), eq(orders.status, 'due'), isNull(orders.dueRemindedAt)))
        .returning({ id: orders.id });
      if (marked.length === 0) return false;
      const link = starSeriesDuePath(due.receiptToken);
      await notifyDevotee(deps, tx, {
        ...recipientOf(due),
        link,
        purpose: 'star-series-date-due',
        now,
        compose: (language) =>
          devoteeMessage('starSeriesDatePayDue', language, {
            temple: due.templeName,
            seva: due.sevaName,
            date: formatDisplayDate(date, language),
            star: starNameIn(findStar(due.star)?.name ?? '', language ?? 'en'),
            amount: formatRupees(due.totalAmount),
            payBy: formatDisplayDate(seriesPayByDate(date), language),
            link: `${deps.config.publicUrl.replace(/\/$/, '')}${link}`,
          }),
      });
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

/**
 * The dates whose time to pay ran out while still due let their place go (releaseDueDate: exactly once
 * whoever runs it), and the devotee is told. Runs with the hold sweeper, every minute.
 */
export async function lapseStarSeriesDues(deps: Pick<AppDeps, 'db' | 'sms'>, now: Date): Promise<number> {
  const dues = await selectDues(deps.db)
    .where(and(eq(orders.status, 'due'), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.id))
    .limit(500);
  let lapsed = 0;
  for (const due of dues) {
    if (!due.date) continue;
    const date = due.date;
    const released = await deps.db.transaction(async (tx) => {
      const won = await releaseDueDate(tx, {
        orderId: due.orderId,
        orderStatus: 'expired',
        reason: `Not paid by ${formatDisplayDate(seriesPayByDate(date))}: the place was given to others`,
        actorUserId: null,
        now,
      });
      if (!won) return false;
      await notifyDevotee(deps, tx, {
        ...recipientOf(due),
        link: '/devotee-booking-history',
        purpose: 'star-series-date-lapsed',
        now,
        compose: (language) =>
          devoteeMessage('starSeriesDateLapsed', language, {
            temple: due.templeName,
            seva: due.sevaName,
            date: formatDisplayDate(date, language),
            star: starNameIn(findStar(due.star)?.name ?? '', language ?? 'en'),
          }),
      });
      return true;
    });
    if (released) lapsed += 1;
  }
  return lapsed;
}

/** Who a due date's messages go to: the booking's account and mobile. */
function recipientOf(due: DueRow) {
  return { userId: due.userId, mobile: due.mobile, templeId: due.templeId, orderId: due.orderId };
}
