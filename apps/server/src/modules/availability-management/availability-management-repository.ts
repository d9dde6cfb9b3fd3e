import { OrderLineStatus, PaymentMode } from '@nivedya/domain';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  orderLines,
  orders,
  sevaAvailability,
  sevaBlocking,
  sevas,
  stars,
  users,
} from '../../db/schema/index.ts';

/**
 * Availability rules and blockings of a temple's sevas, and (read only) the order lines on blocked
 * dates: checkout owns orders and order lines; this file only reads them.
 */

// Availability rules --------------------------------------------------------------------------------

export interface NewRule {
  kind: 'weekly' | 'dates' | 'special';
  weekdays: number[] | null;
  fromDate: string | null;
  toDate: string | null;
  dailyLimit: number | null;
  remarks: string | null;
}

/** Replaces every rule of the seva with these (the old ones are deleted, not kept inactive). */
export async function replaceRules(
  db: Executor,
  scope: { templeId: number; sevaId: number; createdBy: number; now: Date },
  rules: readonly NewRule[],
): Promise<void> {
  await db.delete(sevaAvailability).where(eq(sevaAvailability.sevaId, scope.sevaId));
  if (rules.length === 0) return;
  await db.insert(sevaAvailability).values(
    rules.map((rule) => ({
      templeId: scope.templeId,
      sevaId: scope.sevaId,
      ...rule,
      createdBy: scope.createdBy,
      createdAt: scope.now,
      updatedAt: scope.now,
    })),
  );
}

// Blockings ----------------------------------------------------------------------------------------

const blockingColumns = {
  id: sevaBlocking.id,
  templeId: sevaBlocking.templeId,
  sevaId: sevaBlocking.sevaId,
  sevaName: sevas.name,
  sevaNameNarration: sevas.nameNarration,
  fromDate: sevaBlocking.fromDate,
  toDate: sevaBlocking.toDate,
  reason: sevaBlocking.reason,
  blockedById: sevaBlocking.blockedBy,
  blockedByName: users.userName,
  createdAt: sevaBlocking.createdAt,
};

function selectBlockingRows(db: Executor) {
  return db
    .select(blockingColumns)
    .from(sevaBlocking)
    .leftJoin(sevas, eq(sevas.id, sevaBlocking.sevaId))
    .leftJoin(users, eq(users.id, sevaBlocking.blockedBy));
}

export type BlockingRow = Awaited<ReturnType<ReturnType<typeof selectBlockingRows>['limit']>>[number];

export interface BlockingFilter {
  templeId: number;
  when: 'upcoming' | 'past' | 'all';
  /** The temple's today. */
  today: string;
  /** Blockings of this seva and the temple-wide ones. */
  sevaId?: number | undefined;
  offset: number;
  limit: number;
}

export async function selectBlockings(
  db: Executor,
  filter: BlockingFilter,
): Promise<{ rows: BlockingRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(sevaBlocking.templeId, filter.templeId)];
  if (filter.when === 'upcoming') conditions.push(gte(sevaBlocking.toDate, filter.today));
  if (filter.when === 'past') conditions.push(lt(sevaBlocking.toDate, filter.today));
  if (filter.sevaId !== undefined) {
    conditions.push(or(eq(sevaBlocking.sevaId, filter.sevaId), isNull(sevaBlocking.sevaId)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectBlockingRows(db)
      .where(where)
      .orderBy(
        ...(filter.when === 'past'
          ? [desc(sevaBlocking.fromDate), desc(sevaBlocking.id)]
          : [asc(sevaBlocking.fromDate), asc(sevaBlocking.id)]),
      )
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(sevaBlocking).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectBlocking(
  db: Executor,
  templeId: number,
  blockingId: number,
): Promise<BlockingRow | undefined> {
  const rows = await selectBlockingRows(db)
    .where(and(eq(sevaBlocking.id, blockingId), eq(sevaBlocking.templeId, templeId)))
    .limit(1);
  return rows[0];
}

export async function insertBlocking(
  db: Executor,
  values: {
    templeId: number;
    sevaId: number | null;
    fromDate: string;
    toDate: string;
    reason: string;
    blockedBy: number;
    createdAt: Date;
  },
): Promise<number> {
  const rows = await db.insert(sevaBlocking).values(values).returning({ id: sevaBlocking.id });
  return rows[0]!.id;
}

export async function deleteBlockingRow(db: Executor, blockingId: number): Promise<void> {
  await db.delete(sevaBlocking).where(eq(sevaBlocking.id, blockingId));
}

// Bookings on blocked dates (read only) ------------------------------------------------------------

/** A line still to be performed: booked, on an order that is paid or a bank transfer awaiting verification. */
function isStanding(): SQL | undefined {
  return and(
    eq(orderLines.status, OrderLineStatus.Booked),
    or(
      eq(orders.status, 'paid'),
      and(eq(orders.status, 'pending'), eq(orders.paymentMode, PaymentMode.BankTransfer)),
    ),
  );
}

export interface AffectedFilter {
  templeId: number;
  /** null: every seva of the temple. */
  sevaId: number | null;
  fromDate: string;
  toDate: string;
  offset: number;
  limit: number;
}

export async function selectAffectedLines(db: Executor, filter: AffectedFilter) {
  const where = and(
    eq(orderLines.templeId, filter.templeId),
    gte(orderLines.performDate, filter.fromDate),
    lte(orderLines.performDate, filter.toDate),
    filter.sevaId === null ? undefined : eq(orderLines.sevaId, filter.sevaId),
    isStanding(),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        lineId: orderLines.id,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.status,
        paymentMode: orders.paymentMode,
        sevaId: orderLines.sevaId,
        sevaName: orderLines.sevaName,
        sevaNameNarration: sevas.nameNarration,
        performDate: orderLines.performDate,
        quantity: orderLines.quantity,
        amount: orderLines.amount,
        devoteeName: orderLines.devoteeName,
        starName: stars.name,
        userId: users.id,
        userName: users.userName,
        mobile: sql<string | null>`coalesce(${orders.mobile}, ${users.mobile})`,
        email: sql<string | null>`coalesce(${orders.email}, ${users.email})`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(stars, eq(stars.id, orderLines.starId))
      .leftJoin(sevas, eq(sevas.id, orderLines.sevaId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(asc(orderLines.performDate), asc(orders.orderNumber), asc(orderLines.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type AffectedLineRow = Awaited<ReturnType<typeof selectAffectedLines>>['rows'][number];
