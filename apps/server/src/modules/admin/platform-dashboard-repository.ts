import { PaymentMode, TempleStatus } from '@nivedya/domain';
import { and, count, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enquiries, orders, refunds, temples } from '../../db/schema/index.ts';

/** What the platform dashboard counts across every temple; it only reads. */

const sumInt = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

async function countAndAmount(db: Executor, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ count: count(), amount: sumInt(orders.totalAmount) })
    .from(orders)
    .where(where);
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

export async function selectTempleCounts(db: Executor) {
  const rows = await db
    .select({ status: temples.status, count: count() })
    .from(temples)
    .where(inArray(temples.status, [TempleStatus.Active, TempleStatus.Onboarding, TempleStatus.Disabled]))
    .groupBy(temples.status);
  const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    active: of(TempleStatus.Active),
    onboarding: of(TempleStatus.Onboarding),
    disabled: of(TempleStatus.Disabled),
  };
}

/** Paid orders placed on the days from `from` to `to` (each temple's day), and what they took. */
export function selectPaidOrders(db: Executor, from: string, to: string) {
  return countAndAmount(
    db,
    and(eq(orders.status, 'paid'), gte(orders.orderDate, from), lte(orders.orderDate, to)),
  );
}

export function selectFailedCheckouts(db: Executor, day: string) {
  return countAndAmount(db, and(inArray(orders.status, ['failed', 'expired']), eq(orders.orderDate, day)));
}

/** Money not yet in: checkouts still pending (holding places, or a bank transfer not verified). */
export function selectPendingPayments(db: Executor) {
  return countAndAmount(
    db,
    and(
      eq(orders.status, 'pending'),
      or(sql`${orders.holdExpiresAt} > now()`, eq(orders.paymentMode, PaymentMode.BankTransfer)),
    ),
  );
}

export async function selectRefundsWaiting(db: Executor) {
  const rows = await db
    .select({ count: count(), amount: sumInt(refunds.amount) })
    .from(refunds)
    .where(eq(refunds.status, 'requested'));
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

export async function selectOpenEnquiries(db: Executor): Promise<number> {
  const rows = await db.select({ count: count() }).from(enquiries).where(eq(enquiries.status, 'open'));
  return rows[0]?.count ?? 0;
}
