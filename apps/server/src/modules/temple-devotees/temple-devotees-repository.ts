import { and, asc, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, stars, users } from '../../db/schema/index.ts';

/**
 * Devotees as a temple knows them: the accounts that paid for orders at it. Orders and order lines
 * belong to checkout; this file only reads them.
 */

const PAID = 'paid';

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

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
