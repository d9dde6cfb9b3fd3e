import { inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog, orderLines, orders, payments, temples } from '../../db/schema/index.ts';

/** The temple facts checkout needs beside the evaluated cart: where the money goes and its calendar. */
export async function findCheckoutTemples(db: Executor, templeIds: readonly number[]) {
  return db
    .select({
      id: temples.id,
      name: temples.name,
      timeZone: temples.timeZone,
      paymentGatewayId: temples.paymentGatewayId,
      bankName: temples.bankName,
      bankBranch: temples.bankBranch,
      bankAccountName: temples.bankAccountName,
      bankAccountNumber: temples.bankAccountNumber,
      bankIfsc: temples.bankIfsc,
      upiVpa: temples.upiVpa,
    })
    .from(temples)
    .where(inArray(temples.id, [...templeIds]));
}
export type CheckoutTemple = Awaited<ReturnType<typeof findCheckoutTemples>>[number];

export async function insertPayment(
  db: Executor,
  payment: { userId: number; gateway: string; amount: number; now: Date },
): Promise<number> {
  const rows = await db
    .insert(payments)
    .values({
      userId: payment.userId,
      gateway: payment.gateway,
      amount: payment.amount,
      status: 'created',
      createdAt: payment.now,
      updatedAt: payment.now,
    })
    .returning({ id: payments.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('payment not inserted');
  return id;
}

export type NewOrder = Omit<PgInsertValue<typeof orders>, 'id' | 'orderNumber'>;

/** Inserts the orders, numbered 'BKS' + the zero-padded next value of order_number_seq (spec §9). */
export async function insertOrders(db: Executor, rows: readonly NewOrder[]) {
  return db
    .insert(orders)
    .values(
      rows.map((row) => ({
        ...row,
        orderNumber: sql`'BKS' || lpad(nextval('order_number_seq')::text, 8, '0')`,
      })),
    )
    .returning({ id: orders.id, orderNumber: orders.orderNumber, templeId: orders.templeId });
}

export type NewOrderLine = typeof orderLines.$inferInsert;

export async function insertOrderLines(db: Executor, rows: readonly NewOrderLine[]) {
  if (rows.length === 0) return;
  await db.insert(orderLines).values([...rows]);
}

export async function insertAuditRows(db: Executor, rows: readonly (typeof auditLog.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(auditLog).values([...rows]);
}

/** The devotee profile of the account, if it has one (spec DevoteeId). */
export const devoteeIdOf = (userId: number) => sql<number | null>`(select id from devotees where user_id = ${userId})`;
