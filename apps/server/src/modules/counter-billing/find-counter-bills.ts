import type { CounterBillList, CounterBillListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toCounterBillSummary } from './counter-bill-dto.ts';
import { selectCounterBills } from './counter-billing-repository.ts';

/** spec bill-list: the temple's counter bills, newest first, found by bill number, devotee or mobile. */
export async function findCounterBills(
  db: Executor,
  templeId: number,
  query: CounterBillListQuery,
): Promise<CounterBillList> {
  const page = await selectCounterBills(db, { templeId, ...query });
  return { items: page.rows.map(toCounterBillSummary), total: page.total };
}
