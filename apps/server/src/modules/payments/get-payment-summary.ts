import {
  DomainError,
  OrderLineStatus,
  PAYMENT_MESSAGES,
  PaymentMode,
  type PaymentStatus,
  type PaymentSummary,
} from '@nivedya/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, temples } from '../../db/schema/index.ts';
import { findPayment } from './payments-repository.ts';

/** What payment-success/:id and payment-failed/:id show: the payment and its orders, the devotee's own only. */
export async function getPaymentSummary(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<PaymentSummary> {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.userId !== userId) throw new DomainError('NOT_FOUND', 'No such payment');
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      templeId: orders.templeId,
      templeName: temples.name,
      totalAmount: orders.totalAmount,
      status: orders.status,
      isVerified: orders.isVerified,
      paymentMode: orders.paymentMode,
      holdExpiresAt: orders.holdExpiresAt,
      awaitingApproval: sql<number>`(select count(*)::int from ${orderLines}
        where ${orderLines.orderId} = ${orders.id} and ${orderLines.status} = ${OrderLineStatus.AwaitingApproval})`,
    })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id));
  const status = payment.status as PaymentStatus;
  const isBankTransfer = rows.some((row) => row.paymentMode === PaymentMode.BankTransfer);
  return {
    id: payment.id,
    status,
    gateway: payment.gateway,
    amount: payment.amount,
    gatewayPaymentId: payment.gatewayPaymentId,
    holdExpiresAt: rows[0]?.holdExpiresAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    capturedAt: payment.capturedAt?.toISOString() ?? null,
    orders: rows.map(({ holdExpiresAt: _hold, paymentMode: _mode, ...order }) => order),
    message: paymentMessage(status, isBankTransfer, rows),
  };
}

function paymentMessage(status: PaymentStatus, isBankTransfer: boolean, rows: { status: string }[]): string {
  if (status === 'created' || status === 'authorized') {
    return isBankTransfer ? PAYMENT_MESSAGES.bankTransferPending : PAYMENT_MESSAGES.gatewayPending;
  }
  if (status === 'captured') {
    return rows.some((row) => row.status === 'refunded')
      ? `${PAYMENT_MESSAGES.captured} ${PAYMENT_MESSAGES.refunded}`
      : PAYMENT_MESSAGES.captured;
  }
  if (status === 'refunded') return PAYMENT_MESSAGES.refunded;
  if (status === 'expired') return PAYMENT_MESSAGES.expired;
  return PAYMENT_MESSAGES.failed;
}
