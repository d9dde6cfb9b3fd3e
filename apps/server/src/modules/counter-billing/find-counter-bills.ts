import type { CounterBillList, CounterBillListQuery, CounterBillTotals } from '@nivedya/domain';
import type { Database, Executor } from '../../db/client.ts';
import { dateRangeLine, type ListFileColumn, listFile, listFileTemple } from '../../lib/list-files.ts';
import type { ReportAnswer } from '../../lib/report-files.ts';
import { readInBatches } from '../reports/index.ts';
import { toCounterBillSummary } from './counter-bill-dto.ts';
import {
  type CounterBillFilter,
  type CounterBillTotalsRow,
  counterBillFileRows,
  counterBillTotals,
  selectCounterBills,
} from './counter-billing-repository.ts';

function toCounterBillTotals(row: CounterBillTotalsRow): CounterBillTotals {
  return {
    bills: Number(row.bills ?? 0),
    paidBills: Number(row.paidBills ?? 0),
    cancelledBills: Number(row.cancelledBills ?? 0),
    sevaAmount: Number(row.sevaAmount ?? 0),
    dakshinaAmount: Number(row.dakshinaAmount ?? 0),
    collected: Number(row.collected ?? 0),
  };
}

/** spec bill-list: the temple's counter bills, newest first, found by bill number, devotee or mobile. */
export async function findCounterBills(
  db: Executor,
  templeId: number,
  query: CounterBillListQuery,
): Promise<CounterBillList> {
  const page = await selectCounterBills(db, { templeId, ...query });
  return {
    items: page.rows.map(toCounterBillSummary),
    total: page.total,
    totals: toCounterBillTotals(page.totals),
  };
}

const BILL_FILE_COLUMNS: readonly ListFileColumn[] = [
  { id: 'orderNumber', header: 'Bill no', kind: 'text', width: 14 },
  { id: 'orderDate', header: 'Date', kind: 'date', width: 12 },
  { id: 'time', header: 'Time', kind: 'text', width: 7 },
  { id: 'devoteeNames', header: 'Devotees', kind: 'text', width: 26 },
  { id: 'mobile', header: 'Mobile', kind: 'text', width: 12 },
  { id: 'paymentMode', header: 'Paid by', kind: 'paymentMode', width: 8 },
  { id: 'paymentReference', header: 'Reference', kind: 'text', width: 14 },
  { id: 'numberOfPoojas', header: 'Poojas', kind: 'count', width: 7 },
  { id: 'status', header: 'Status', kind: 'text', width: 10 },
  { id: 'sevaAmount', header: 'Seva amount', kind: 'money', width: 12 },
  { id: 'dakshinaAmount', header: 'Dakshina', kind: 'money', width: 11 },
  { id: 'totalAmount', header: 'Total', kind: 'money', width: 12 },
  { id: 'billedBy', header: 'Billed by', kind: 'text', width: 14 },
];

/** What a bill-list file says its filters were. */
function billFilterLines(query: CounterBillListQuery): string[] {
  return [
    dateRangeLine(query.fromDate, query.toDate),
    query.paymentMode ? `Paid by: ${query.paymentMode}` : null,
    query.status ? `Status: ${query.status}` : null,
    query.q ? `Search: ${query.q}` : null,
  ].filter((line) => line !== null);
}

/**
 * bill-list as a file: every bill the filters select, newest first, and a totals row that adds up the
 * paid bills only (a cancelled bill is listed but is not money), saying how many were cancelled.
 */
export async function counterBillsFile(
  db: Database,
  templeId: number,
  query: CounterBillListQuery & { format: 'csv' | 'xlsx' | 'pdf' },
  now: Date,
): Promise<ReportAnswer<never>> {
  const temple = await listFileTemple(db, templeId);
  const filter: CounterBillFilter = { templeId, ...query };
  const { totals, batches } = await readInBatches(db, {
    totals: counterBillTotals(db, filter).getSQL(),
    rows: counterBillFileRows(db, filter, temple.timeZone).getSQL(),
  });
  const sums = toCounterBillTotals(totals as CounterBillTotalsRow);
  const range = [query.fromDate, query.toDate].filter(Boolean).join('-to-');
  const file = listFile({
    format: query.format,
    name: range ? `counter-bills-${range}` : 'counter-bills',
    sheet: 'counter-bills',
    title: 'Counter bills',
    temple,
    filters: billFilterLines(query),
    columns: BILL_FILE_COLUMNS,
    batches,
    totals: {
      orderNumber: 'Collected',
      devoteeNames: `${sums.bills} bills: ${sums.paidBills} paid, ${sums.cancelledBills} cancelled`,
      sevaAmount: sums.sevaAmount,
      dakshinaAmount: sums.dakshinaAmount,
      totalAmount: sums.collected,
    },
    now,
  });
  return { kind: 'file', file };
}
