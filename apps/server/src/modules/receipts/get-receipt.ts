import { DomainError, imageUrl, performancePhotoUrl, type Receipt } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { orderStatusMessage, selectOrder, selectOrderLines, toTotalsView } from '../orders/index.ts';

/**
 * The receipt behind /seva-receipt/:token: public, addressed only by the order's random 256-bit token
 * (ARCHITECTURE rule 6). It shows what a printed receipt shows, nothing more (no mobile, no email).
 */
export async function getReceipt(db: Executor, token: string, publicUrl: string): Promise<Receipt> {
  const order = await selectOrder(db, { receiptToken: token });
  if (!order) throw new DomainError('NOT_FOUND', 'No receipt with this link');
  const lines = await selectOrderLines(db, order.id);
  const base = publicUrl.replace(/\/$/, '');
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: order.status as Receipt['status'],
    statusMessage: orderStatusMessage(order),
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
