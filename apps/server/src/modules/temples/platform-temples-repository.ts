import { OrderLineStatus, TempleStatus, UserStatus, UserType } from '@nivedya/domain';
import { and, asc, count, eq, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  locations,
  orderLines,
  refunds,
  sessions,
  templePaymentSettlements,
  temples,
  users,
} from '../../db/schema/index.ts';

/** The platform's view of temples (issue #15): every temple but the deleted, whatever its listing. */

export type NewTempleRow = typeof temples.$inferInsert;

export async function selectAdminTemplePage(
  db: Executor,
  query: {
    search?: string | undefined;
    state?: string | undefined;
    locationId?: number | undefined;
    status?: number | undefined;
    offset: number;
    limit: number;
  },
  /** A sub-administrator's temples; null: every temple. */
  templeIds: readonly number[] | null,
) {
  const conditions: (SQL | undefined)[] = [ne(temples.status, TempleStatus.Deleted)];
  if (templeIds !== null) conditions.push(inArray(temples.id, [...templeIds, 0]));
  if (query.status !== undefined) conditions.push(eq(temples.status, query.status));
  if (query.state) conditions.push(eq(temples.state, query.state));
  if (query.locationId !== undefined) conditions.push(eq(temples.locationId, query.locationId));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(temples.name, pattern),
        ilike(temples.code, pattern),
        ilike(temples.shortCode, pattern),
        ilike(temples.place, pattern),
        ilike(temples.mobile, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        temple: temples,
        locationName: locations.name,
        admin: { id: users.id, userName: users.userName, mobile: users.mobile, email: users.email },
      })
      .from(temples)
      .leftJoin(locations, eq(locations.id, temples.locationId))
      .leftJoin(users, and(eq(users.id, temples.ownerUserId), isNull(users.deletedAt)))
      .where(where)
      .orderBy(asc(temples.name), asc(temples.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(temples).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The temple's administrator account (spec Temple.UserId), when it still has one. */
export async function selectTempleAdminAccount(db: Executor, ownerUserId: number | null) {
  if (ownerUserId === null) return null;
  const rows = await db
    .select({ id: users.id, userName: users.userName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(and(eq(users.id, ownerUserId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTempleRow(db: Executor, values: NewTempleRow) {
  const rows = await db.insert(temples).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into temples returned no row');
  return row;
}

export async function setTempleOwner(db: Executor, templeId: number, ownerUserId: number) {
  const rows = await db.update(temples).set({ ownerUserId }).where(eq(temples.id, templeId)).returning();
  const row = rows[0];
  if (!row) throw new Error(`temple ${templeId} is gone`);
  return row;
}

/** The account becomes the temple's administrator (user type 2 of this temple). */
export async function makeTempleAdministrator(db: Executor, userId: number, templeId: number, now: Date) {
  await db
    .update(users)
    .set({ userType: UserType.TempleAdmin, templeId, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Booked lines of paid (or bank-transfer) orders still to be performed: today or later, or undated. */
export async function selectLinesToPerform(db: Executor, templeId: number, today: string) {
  const rows = await db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${orderLines.amount}), 0)::int` })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.templeId, templeId),
        inArray(orderLines.status, [OrderLineStatus.Booked, OrderLineStatus.AwaitingApproval]),
        eq(orderLines.orderStatus, 'paid'),
        or(gte(orderLines.performDate, today), isNull(orderLines.performDate)),
      ),
    );
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

/** Online payments for the temple that no settlement has paid out yet, and refunds still open. */
export async function selectMoneyNotSettled(db: Executor, templeId: number) {
  const [payments, openRefunds] = await Promise.all([
    db
      .select({
        count: count(),
        amount: sql<number>`coalesce(sum(${templePaymentSettlements.captured}), 0)::int`,
      })
      .from(templePaymentSettlements)
      .where(
        and(eq(templePaymentSettlements.templeId, templeId), isNull(templePaymentSettlements.settledAt)),
      ),
    db
      .select({ count: count(), amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.templeId, templeId), eq(refunds.status, 'requested'))),
  ]);
  return {
    payments: { count: payments[0]?.count ?? 0, amount: payments[0]?.amount ?? 0 },
    refunds: { count: openRefunds[0]?.count ?? 0, amount: openRefunds[0]?.amount ?? 0 },
  };
}

/**
 * A deleted temple's administrator and staff can no longer log in (their sessions end); their accounts
 * stay, for the history they wrote.
 */
export async function disableTempleAccounts(db: Executor, templeId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ status: UserStatus.Disabled, updatedAt: now })
    .where(
      and(
        eq(users.templeId, templeId),
        inArray(users.userType, [UserType.TempleAdmin, UserType.TempleStaff]),
        eq(users.status, UserStatus.Active),
      ),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await db.delete(sessions).where(inArray(sessions.userId, ids));
  return ids;
}
