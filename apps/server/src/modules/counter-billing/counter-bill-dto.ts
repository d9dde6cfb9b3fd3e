import { type CounterBillSummary, counterPaymentMethodOf, type OrderListItem } from '@nivedya/domain';
import type { CounterBillRow } from './counter-billing-repository.ts';

/** A bill row to its summary (STYLE: responses are DTOs, never rows). */
export function toCounterBillSummary(row: CounterBillRow): CounterBillSummary {
  const paymentMode = counterPaymentMethodOf(row.paymentMode);
  // The repository reads only orders paid in one of the counter's ways.
  if (!paymentMode)
    throw new Error(`order ${row.id} is not a counter bill (payment mode ${row.paymentMode})`);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OrderListItem['status'],
    paymentMode,
    paymentReference: row.paymentReference,
    devoteeNames: row.devoteeNames,
    mobile: row.mobile,
    totalAmount: row.totalAmount,
    numberOfPoojas: row.numberOfPoojas,
    receiptToken: row.receiptToken,
    createdBy:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, userName: row.createdByName }
        : null,
    cancelReason: row.status === 'cancelled' ? row.reason : null,
  };
}
