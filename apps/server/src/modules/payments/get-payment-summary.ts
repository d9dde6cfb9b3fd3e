import {
  DomainError,
  type Language,
  OrderLineStatus,
  PaymentMode,
  type PaymentStatus,
  type PaymentSummary,
} from '@nivedya/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, sevas, temples } from '../../db/schema/index.ts';
import { devoteeNote } from '../devotee-messages/index.ts';
import { findPayment } from './payments-repository.ts';

/**
 * What payment-success/:id and payment-failed/:id show: the payment and its orders, the devotee's own
 * only, with what it means for them in their language.
 */
export async function getPaymentSummary(
  db: Executor,
  user: { id: number; language: Language },
  paymentId: number,
): Promise<PaymentSummary> {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.userId !== user.id) throw new DomainError('NOT_FOUND', 'No such payment');
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
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderLines.orderId,
            sevaName: orderLines.sevaName,
            sevaNameNarration: sevas.nameNarration,
            devoteeName: orderLines.devoteeName,
            starId: orderLines.starId,
            quantity: orderLines.quantity,
            performDate: orderLines.performDate,
            tillDate: orderLines.tillDate,
            status: orderLines.status,
          })
          .from(orderLines)
          .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.id));
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
    orders: rows.map(({ holdExpiresAt: _hold, paymentMode: _mode, ...order }) => ({
      ...order,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map(({ orderId: _order, status: lineStatus, performDate, ...line }) => {
          const isAwaitingDate = lineStatus === OrderLineStatus.AwaitingApproval;
          // spec §4: a date the temple has still to confirm is not shown as the pooja's date.
          return { ...line, performDate: isAwaitingDate ? null : performDate, isAwaitingDate };
        }),
    })),
    message: paymentMessage(status, isBankTransfer, rows, user.language),
  };
}

function paymentMessage(
  status: PaymentStatus,
  isBankTransfer: boolean,
  rows: { status: string }[],
  language: Language,
): string {
  if (status === 'created' || status === 'authorized') {
    return devoteeNote(isBankTransfer ? 'bankTransferPending' : 'gatewayPending', language);
  }
  if (status === 'captured') {
    const captured = devoteeNote('paymentCaptured', language);
    return rows.some((row) => row.status === 'refunded')
      ? `${captured} ${devoteeNote('refundedLate', language)}`
      : captured;
  }
  if (status === 'refunded') return devoteeNote('refundedLate', language);
  if (status === 'expired') return devoteeNote('paymentExpired', language);
  return devoteeNote('paymentFailed', language);
}
