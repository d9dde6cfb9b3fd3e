import { OrderLineStatus, PaymentMode } from '@nivedya/domain';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, refunds, sevas, temples } from '../../db/schema/index.ts';

/** Today in each temple's own calendar: a pooja "coming" is one on or after the temple's today. */
function templeToday(now: Date) {
  return sql<string>`((${now.toISOString()}::timestamptz) at time zone ${temples.timeZone})::date`;
}

/**
 * What each of the coming-up queries names: the order (to open it) and its temple, in both names so
 * the devotee reads it in their language. Every query joins `orders` and `temples`.
 */
const ORDER_AND_TEMPLE = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  templeName: temples.name,
  templeNameNarration: temples.nameNarration,
};

/** The devotee's paid, booked sevas from the temple's today on, soonest first (issue #18). */
export async function selectComingPoojas(db: Executor, userId: number, now: Date, limit: number) {
  return db
    .select({
      lineId: orderLines.id,
      ...ORDER_AND_TEMPLE,
      sevaName: orderLines.sevaName,
      sevaNameNarration: sevas.nameNarration,
      devoteeName: orderLines.devoteeName,
      performDate: orderLines.performDate,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        // Booked only: awaiting a date, cancelled, rejected or refunded sevas are not coming.
        eq(orderLines.status, OrderLineStatus.Booked),
        isNull(orderLines.performedAt),
        gte(orderLines.performDate, templeToday(now)),
      ),
    )
    .orderBy(asc(orderLines.performDate), asc(orderLines.id))
    .limit(limit);
}

/** Bank transfers the devotee chose and the temple has not yet received (the order waits for them). */
export async function selectBankTransfersDue(db: Executor, userId: number) {
  return db
    .select({
      ...ORDER_AND_TEMPLE,
      paymentId: orders.paymentId,
      amount: orders.totalAmount,
      at: orders.createdAt,
    })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orders.paymentMode, PaymentMode.BankTransfer),
        eq(orders.isVerified, false),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/** The temple's decisions on the devotee's sevas that waited for one (a date allotted, or rejected) since `since`. */
export async function selectLineDecisions(db: Executor, userId: number, since: Date) {
  return db
    .select({
      ...ORDER_AND_TEMPLE,
      sevaName: orderLines.sevaName,
      status: orderLines.status,
      performDate: orderLines.performDate,
      at: orderLines.approvedAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.isApproved, true),
        inArray(orderLines.status, [OrderLineStatus.Booked, OrderLineStatus.Rejected]),
        gte(orderLines.approvedAt, since),
      ),
    )
    .orderBy(desc(orderLines.approvedAt));
}

/** The temple's answers, since `since`, to the devotee's own requests to cancel. */
export async function selectCancellationDecisions(db: Executor, userId: number, since: Date) {
  return db
    .select({
      ...ORDER_AND_TEMPLE,
      status: refunds.status,
      at: refunds.approvedAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(
      and(
        eq(refunds.requestedBy, userId),
        eq(orders.userId, userId),
        inArray(refunds.status, ['approved', 'processed', 'rejected']),
        gte(refunds.approvedAt, since),
      ),
    )
    .orderBy(desc(refunds.approvedAt));
}
