import type { AffectedBooking, SevaBlocking } from '@nivedya/domain';
import type { AffectedLineRow, BlockingRow } from './availability-management-repository.ts';

export function toSevaBlocking(row: BlockingRow): SevaBlocking {
  return {
    id: row.id,
    templeId: row.templeId,
    seva:
      row.sevaId === null || row.sevaName === null
        ? null
        : { id: row.sevaId, name: row.sevaName, nameNarration: row.sevaNameNarration },
    fromDate: row.fromDate,
    toDate: row.toDate,
    reason: row.reason,
    blockedBy:
      row.blockedById === null || row.blockedByName === null
        ? null
        : { id: row.blockedById, userName: row.blockedByName },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAffectedBooking(row: AffectedLineRow): AffectedBooking {
  return {
    lineId: row.lineId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    paymentMode: row.paymentMode,
    seva: { id: row.sevaId, name: row.sevaName, nameNarration: row.sevaNameNarration },
    // Lines on a blocked date have a date: the query selects by it.
    performDate: row.performDate!,
    quantity: row.quantity,
    amount: row.amount,
    devoteeName: row.devoteeName,
    starName: row.starName,
    contact: { userId: row.userId, userName: row.userName, mobile: row.mobile, email: row.email },
  };
}
