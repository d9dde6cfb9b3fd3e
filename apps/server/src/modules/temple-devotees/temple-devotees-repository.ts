import { OrderLineStatus, UserType } from '@nivedya/domain';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { orderLines, orders, stars, users } from '../../db/schema/index.ts';

/**
 * Devotees as a temple knows them: the accounts that paid for orders at it. Orders and order lines
 * belong to checkout; this file only reads them.
 */

const PAID = 'paid';

const devoteeColumns = {
  userId: users.id,
  userName: users.userName,
  mobile: users.mobile,
  email: users.email,
  address: users.address,
  bookingsCount: sql<number>`count(${orders.id})::int`,
  lastBookingDate: sql<string | null>`max(${orders.orderDate})::text`,
  totalPaid: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::int`,
};

export type TempleDevoteeRow = {
  userId: number;
  userName: string;
  mobile: string | null;
  email: string | null;
  address: string | null;
  bookingsCount: number;
  lastBookingDate: string | null;
  totalPaid: number;
};

/** Who paid for orders at the temple, latest booking first. */
export async function selectTempleDevotees(
  db: Executor,
  filter: { templeId: number; search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: TempleDevoteeRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(orders.templeId, filter.templeId), eq(orders.status, PAID)];
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(users.userName, pattern), ilike(users.mobile, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(devoteeColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(sql`max(${orders.orderDate})`), asc(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: countDistinct(users.id) })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One devotee, only if they paid for an order at the temple. */
export async function selectTempleDevotee(
  db: Executor,
  templeId: number,
  userId: number,
): Promise<TempleDevoteeRow | undefined> {
  const rows = await db
    .select(devoteeColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.templeId, templeId), eq(orders.status, PAID), eq(users.id, userId)))
    .groupBy(users.id)
    .limit(1);
  return rows[0];
}

/** The devotee's orders at the temple (not the failed or expired attempts), newest first. */
export async function selectDevoteeOrdersAtTemple(
  db: Executor,
  templeId: number,
  userId: number,
  limit: number,
) {
  const orderRows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      status: orders.status,
      paymentMode: orders.paymentMode,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.templeId, templeId),
        eq(orders.userId, userId),
        inArray(orders.status, ['pending', 'paid', 'cancelled', 'refunded']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const lineRows =
    orderRows.length === 0
      ? []
      : await db
          .select({
            orderId: orderLines.orderId,
            id: orderLines.id,
            sevaId: orderLines.sevaId,
            sevaName: orderLines.sevaName,
            performDate: orderLines.performDate,
            devoteeName: orderLines.devoteeName,
            starName: stars.name,
            quantity: orderLines.quantity,
            amount: orderLines.amount,
            status: orderLines.status,
          })
          .from(orderLines)
          .innerJoin(stars, eq(stars.id, orderLines.starId))
          .where(
            inArray(
              orderLines.orderId,
              orderRows.map((row) => row.orderId),
            ),
          )
          .orderBy(asc(orderLines.id));
  return { orderRows, lineRows };
}

// Devotee dashboard (spec devoteedash) -------------------------------------------------------------

/** Lines still to be (or already) performed: not cancelled, rejected or refunded. */
const LIVE_LINE_STATUSES = [OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval];

/** How many accounts paid here; of them, how many first paid on or after `since`, and how many came back. */
export async function selectDevoteeCounts(
  db: Executor,
  templeId: number,
  since: string,
): Promise<{ devotees: number; newSince: number; repeatDevotees: number }> {
  const perDevotee = db
    .select({
      userId: orders.userId,
      paidOrders: count().as('paid_orders'),
      firstOrderDate: sql<string>`min(${orders.orderDate})`.as('first_order_date'),
    })
    .from(orders)
    .where(and(eq(orders.templeId, templeId), eq(orders.status, PAID), isNotNull(orders.userId)))
    .groupBy(orders.userId)
    .as('per_devotee');
  const rows = await db
    .select({
      devotees: sql<number>`count(*)::int`,
      newSince: sql<number>`(count(*) filter (where ${perDevotee.firstOrderDate} >= ${since}))::int`,
      repeatDevotees: sql<number>`(count(*) filter (where ${perDevotee.paidOrders} >= 2))::int`,
    })
    .from(perDevotee);
  return rows[0] ?? { devotees: 0, newSince: 0, repeatDevotees: 0 };
}

/** The sevas the most devotees booked here (paid orders, live lines), most first. */
export async function selectTopSevas(db: Executor, templeId: number, limit: number) {
  return db
    .select({
      sevaId: orderLines.sevaId,
      sevaName: sql<string>`max(${orderLines.sevaName})`,
      devotees: sql<number>`count(distinct ${orders.userId})::int`,
      bookings: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.templeId, templeId),
        eq(orders.status, PAID),
        isNotNull(orders.userId),
        inArray(orderLines.status, LIVE_LINE_STATUSES),
      ),
    )
    .groupBy(orderLines.sevaId)
    .orderBy(desc(sql`count(distinct ${orders.userId})`), desc(sql`count(*)`), asc(orderLines.sevaId))
    .limit(limit);
}

// Devotee accounts (spec devotee-users) ------------------------------------------------------------

export type DevoteeAccountRow = {
  userId: number;
  userName: string;
  mobile: string | null;
  email: string | null;
  joinedAt: Date;
  status: number;
  bookingsCount: number;
  lastBookingDate: string;
};

/** Registered devotee accounts (type 4) that paid for orders here, newest account first. */
export async function selectDevoteeAccounts(
  db: Executor,
  filter: { templeId: number; search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: DevoteeAccountRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(orders.templeId, filter.templeId),
    eq(orders.status, PAID),
    eq(users.userType, UserType.Devotee),
  ];
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(users.userName, pattern), ilike(users.mobile, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        userId: users.id,
        userName: users.userName,
        mobile: users.mobile,
        email: users.email,
        joinedAt: users.createdAt,
        status: users.status,
        bookingsCount: sql<number>`count(${orders.id})::int`,
        lastBookingDate: sql<string>`max(${orders.orderDate})::text`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: countDistinct(users.id) })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
