import { PaymentMode, TempleStatus } from '@nivedya/domain';
import { and, count, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enquiries, orders, refunds, temples } from '../../db/schema/index.ts';

/** What the platform dashboard counts across every temple; it only reads. */

const sumInt = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** A sub-administrator's temples; null: every temple. */
export type TempleScope = readonly number[] | null;

const within = (column: AnyPgColumn, scope: TempleScope) =>
  scope === null ? undefined : inArray(column, [...scope, 0]);

async function countAndAmount(db: Executor, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ count: count(), amount: sumInt(orders.totalAmount) })
    .from(orders)
    .where(where);
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

export async function selectTempleCounts(db: Executor, scope: TempleScope) {
  const rows = await db
    .select({ status: temples.status, count: count() })
    .from(temples)
    .where(
      and(
        inArray(temples.status, [TempleStatus.Active, TempleStatus.Onboarding, TempleStatus.Disabled]),
        within(temples.id, scope),
      ),
    )
    .groupBy(temples.status);
  const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    active: of(TempleStatus.Active),
    onboarding: of(TempleStatus.Onboarding),
    disabled: of(TempleStatus.Disabled),
  };
}

/** Paid orders placed on the days from `from` to `to` (each temple's day), and what they took. */
export function selectPaidOrders(db: Executor, scope: TempleScope, from: string, to: string) {
  return countAndAmount(
    db,
    and(
      eq(orders.status, 'paid'),
      gte(orders.orderDate, from),
      lte(orders.orderDate, to),
      within(orders.templeId, scope),
    ),
  );
}

export function selectFailedCheckouts(db: Executor, scope: TempleScope, day: string) {
  return countAndAmount(
    db,
    and(
      inArray(orders.status, ['failed', 'expired']),
      eq(orders.orderDate, day),
      within(orders.templeId, scope),
    ),
  );
}

/** Money not yet in: checkouts still pending (holding places, or a bank transfer not verified). */
export function selectPendingPayments(db: Executor, scope: TempleScope) {
  return countAndAmount(
    db,
    and(
      eq(orders.status, 'pending'),
      within(orders.templeId, scope),
      or(sql`${orders.holdExpiresAt} > now()`, eq(orders.paymentMode, PaymentMode.BankTransfer)),
    ),
  );
}

export async function selectRefundsWaiting(db: Executor, scope: TempleScope) {
  const rows = await db
    .select({ count: count(), amount: sumInt(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), within(refunds.templeId, scope)));
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

/** Open enquiries: the platform's own (no temple) count for those who see every temple. */
export async function selectOpenEnquiries(db: Executor, scope: TempleScope): Promise<number> {
  const rows = await db
    .select({ count: count() })
    .from(enquiries)
    .where(and(eq(enquiries.status, 'open'), within(enquiries.templeId, scope)));
  return rows[0]?.count ?? 0;
}
