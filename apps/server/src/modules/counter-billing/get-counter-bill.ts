import { type CounterBill, DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { getReceipt } from '../receipts/index.ts';
import { toCounterBillSummary } from './counter-bill-dto.ts';
import { selectCounterBill } from './counter-billing-repository.ts';

/** spec billing: one counter bill of the temple, with the receipt its printers print. */
export async function getCounterBill(
  deps: Pick<AppDeps, 'db' | 'config'>,
  templeId: number,
  orderId: number,
): Promise<CounterBill> {
  const row = await selectCounterBill(deps.db, templeId, orderId);
  if (!row) throw new DomainError('NOT_FOUND', 'No counter bill with this number at this temple');
  const receipt = await getReceipt(deps.db, row.receiptToken, deps.config.publicUrl);
  return { ...toCounterBillSummary(row), remarks: row.remarks, receipt };
}
