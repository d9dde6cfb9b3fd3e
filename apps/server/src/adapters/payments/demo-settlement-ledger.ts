import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@nivedya/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoGatewayRefunds, payments, settlementItems, settlements } from '../../db/schema/index.ts';

/**
 * The demo gateway's payouts, kept like a real gateway's (issue #14 settlement-report): every payment it
 * captured on a day is paid out the next day (T+1) — or at the first run after, when the server was down —
 * less its fee, 2% of the payment, and 18% GST on that fee, each rounded to the paisa; the refunds it
 * made that day are taken back out of the same payout. The gateway's day is India's, as Razorpay's is.
 */
export const DEMO_FEE_PERCENT = 2;
export const DEMO_FEE_GST_PERCENT = 18;

/**
 * The fee on a payment as Razorpay reports one: `fee` includes the GST, `tax` is the GST within it, and
 * the payout credits amount − fee.
 */
export function demoFee(amount: number): { fee: number; tax: number } {
  const charge = Math.round((amount * DEMO_FEE_PERCENT) / 100);
  const tax = Math.round((charge * DEMO_FEE_GST_PERCENT) / 100);
  return { fee: charge + tax, tax };
}

interface PayoutItem {
  type: 'payment' | 'refund';
  gatewayEntityId: string;
  paymentId: number;
  amount: number;
  fee: number;
  tax: number;
  credit: number;
  debit: number;
}

const gatewayDay = (column: unknown) =>
  sql<string>`to_char(${column} at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD')`;
const beforeToday = (column: unknown, now: Date) =>
  sql`(${column} at time zone ${DEFAULT_TIME_ZONE})::date < (${now.toISOString()}::timestamptz at time zone ${DEFAULT_TIME_ZONE})::date`;

/**
 * Pays out what the demo gateway captured and refunded on the days before `now`'s and has not paid out
 * yet: one settlement per day of capture. Answers the counts, for the job's log line.
 */
export async function settleDemoPayments(
  db: Database,
  now: Date,
): Promise<{ settlements: number; payments: number; refunds: number }> {
  return db.transaction(async (tx) => {
    const captured = await tx
      .select({
        paymentId: payments.id,
        gatewayPaymentId: sql<string>`${payments.gatewayPaymentId}`,
        amount: payments.amount,
        day: gatewayDay(payments.capturedAt),
      })
      .from(payments)
      .leftJoin(
        settlementItems,
        and(
          eq(settlementItems.type, 'payment'),
          eq(settlementItems.gatewayEntityId, payments.gatewayPaymentId),
        ),
      )
      .where(
        and(
          eq(payments.gateway, 'demo'),
          inArray(payments.status, ['captured', 'refunded']),
          isNotNull(payments.gatewayPaymentId),
          isNotNull(payments.capturedAt),
          beforeToday(payments.capturedAt, now),
          isNull(settlementItems.id),
        ),
      );
    const refunded = await tx
      .select({
        gatewayRefundId: demoGatewayRefunds.id,
        paymentId: payments.id,
        amount: demoGatewayRefunds.amount,
        day: gatewayDay(demoGatewayRefunds.createdAt),
      })
      .from(demoGatewayRefunds)
      .innerJoin(
        payments,
        and(eq(payments.gateway, 'demo'), eq(payments.gatewayPaymentId, demoGatewayRefunds.gatewayPaymentId)),
      )
      .leftJoin(
        settlementItems,
        and(eq(settlementItems.type, 'refund'), eq(settlementItems.gatewayEntityId, demoGatewayRefunds.id)),
      )
      .where(and(beforeToday(demoGatewayRefunds.createdAt, now), isNull(settlementItems.id)));

    const byDay = new Map<string, PayoutItem[]>();
    const add = (day: string, item: PayoutItem) => byDay.set(day, [...(byDay.get(day) ?? []), item]);
    for (const payment of captured) {
      const { fee, tax } = demoFee(payment.amount);
      add(payment.day, {
        type: 'payment',
        gatewayEntityId: payment.gatewayPaymentId,
        paymentId: payment.paymentId,
        amount: payment.amount,
        fee,
        tax,
        credit: payment.amount - fee,
        debit: 0,
      });
    }
    for (const refund of refunded) {
      add(refund.day, {
        type: 'refund',
        gatewayEntityId: refund.gatewayRefundId,
        paymentId: refund.paymentId,
        amount: refund.amount,
        fee: 0,
        tax: 0,
        credit: 0,
        debit: refund.amount,
      });
    }

    for (const [day, items] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
      const sum = (pick: (item: PayoutItem) => number) =>
        items.reduce((total, item) => total + pick(item), 0);
      const [settlement] = await tx
        .insert(settlements)
        .values({
          gateway: 'demo',
          gatewaySettlementId: `setl_demo_${randomBytes(9).toString('base64url')}`,
          settledAt: now,
          amount: sum((item) => item.credit) - sum((item) => item.debit),
          fees: sum((item) => item.fee),
          tax: sum((item) => item.tax),
          // A bank's UTR is letters and digits; the demo's says whose and which day it is.
          utr: `DEMO${day.replaceAll('-', '')}${randomBytes(4).readUInt32BE().toString().padStart(10, '0')}`,
          status: 'processed',
          raw: { capturedOn: day, feePercent: DEMO_FEE_PERCENT, feeGstPercent: DEMO_FEE_GST_PERCENT },
        })
        .returning({ id: settlements.id });
      await tx
        .insert(settlementItems)
        .values(items.map((item) => ({ ...item, settlementId: settlement!.id })));
    }
    return { settlements: byDay.size, payments: captured.length, refunds: refunded.length };
  });
}
