import { DomainError, imageUrl, performancePhotoUrl, type Receipt } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import {
  orderStatusMessage,
  selectOrder,
  selectOrderLines,
  seriesOf,
  toTotalsView,
} from '../orders/index.ts';
import { findRefundedAmounts } from '../refunds/index.ts';
import { selectUserLanguages } from '../users/index.ts';

/**
 * The receipt behind /seva-receipt/:token: public, addressed only by the order's random 256-bit token
 * (ARCHITECTURE rule 6). It shows what a printed receipt shows, nothing more (no mobile, no email). Its
 * notes are in the language of the account that booked it (issue #17 §3), whoever holds the link;
 * a counter bill, which has no account, is in English.
 */
export async function getReceipt(db: Executor, token: string, publicUrl: string): Promise<Receipt> {
  const order = await selectOrder(db, { receiptToken: token });
  if (!order) throw new DomainError('NOT_FOUND', 'No receipt with this link');
  const [lines, languages, refunded] = await Promise.all([
    selectOrderLines(db, order.id),
    selectUserLanguages(db, [order.userId]),
    order.status === 'refunded' ? findRefundedAmounts(db, order.id) : null,
  ]);
  const language = (order.userId === null ? undefined : languages.get(order.userId)) ?? 'en';
  const base = publicUrl.replace(/\/$/, '');
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: order.status as Receipt['status'],
    language,
    statusMessage: orderStatusMessage(order, language, refunded?.isByTemple ?? false),
    isVerified: order.isVerified,
    paymentMode: order.paymentMode,
    paymentCode: order.paymentCode,
    paidAt: order.paidAt?.toISOString() ?? null,
    temple: {
      id: order.templeId,
      name: order.templeName,
      nameNarration: order.templeNameNarration,
      address: order.templeAddress,
      shortCode: order.templeShortCode,
      manthra: order.templeManthra,
      logoUrl: imageUrl('temple-logo', order.templeId),
      timeZone: order.timeZone,
    },
    lines: lines.map((line, index) => ({
      serialNo: index + 1,
      sevaName: line.sevaName,
      deityName: line.deityName,
      devoteeName: line.devoteeName,
      starName: line.starName,
      performDate: line.performDate,
      series: seriesOf(line.starSeriesEvery),
      quantity: line.quantity,
      rate: line.rate,
      postageCharge: line.postageCharge,
      lineTotal: (line.rate + line.postageCharge) * line.quantity,
      status: line.status,
      performedAt: line.performedAt?.toISOString() ?? null,
      performedPhotoUrl: line.performedPhotoToken ? performancePhotoUrl(line.performedPhotoToken) : null,
    })),
    totals: toTotalsView(order),
    receiptUrl: `${base}/seva-receipt/${token}`,
    pdfUrl: `/api/v1/receipts/${token}/pdf`,
  };
}
