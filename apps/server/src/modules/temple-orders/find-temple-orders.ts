import {
  ORDER_STATUSES,
  ORDER_TYPE_OF_NAME,
  type OrderStatusCounts,
  PAYMENT_MODE_NAMES,
  type PaymentModeValue,
  type TempleOrderList,
  type TempleOrderListQuery,
  type TempleOrderTotals,
} from '@nivedya/domain';
import type { Database, Executor } from '../../db/client.ts';
import { dateRangeLine, type ListFileColumn, listFile, listFileTemple } from '../../lib/list-files.ts';
import type { ReportAnswer } from '../../lib/report-files.ts';
import { readInBatches } from '../reports/index.ts';
import { toTempleOrderListItem } from './temple-order-dto.ts';
import {
  selectTempleOrders,
  type TempleOrderFilter,
  type TempleOrderTotalsRow,
  templeOrderFileRows,
  templeOrderTotals,
} from './temple-orders-repository.ts';

function filterOf(templeId: number, query: TempleOrderListQuery): TempleOrderFilter {
  return {
    templeId,
    from: query.from,
    to: query.to,
    status: query.status,
    paymentMode: query.paymentMode,
    type: query.type === undefined ? undefined : ORDER_TYPE_OF_NAME[query.type],
    isVerified: query.isVerified,
    search: query.q,
  };
}

function toTempleOrderTotals(row: TempleOrderTotalsRow): TempleOrderTotals {
  return {
    orders: Number(row.orders ?? 0),
    paidAmount: Number(row.paidAmount ?? 0),
    byStatus: Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, Number(row[status] ?? 0)]),
    ) as OrderStatusCounts,
  };
}

/**
 * spec transaction (and payment-verification-report): the temple's orders, online and counter, newest
 * first, filtered by order date, status, payment mode, type and verification, searched by order number,
 * mobile or devotee name; with the totals over every order the filters select.
 */
export async function findTempleOrders(
  db: Executor,
  templeId: number,
  query: TempleOrderListQuery,
): Promise<TempleOrderList> {
  const { rows, totals } = await selectTempleOrders(db, {
    ...filterOf(templeId, query),
    offset: query.offset,
    limit: query.limit,
  });
  const figures = toTempleOrderTotals(totals);
  return { items: rows.map(toTempleOrderListItem), total: figures.orders, totals: figures };
}

const ORDER_FILE_COLUMNS: readonly ListFileColumn[] = [
  { id: 'orderNumber', header: 'Booking no', kind: 'text', width: 14 },
  { id: 'orderDate', header: 'Date', kind: 'date', width: 12 },
  { id: 'time', header: 'Time', kind: 'text', width: 7 },
  { id: 'type', header: 'Type', kind: 'text', width: 8 },
  { id: 'bookerName', header: 'Booked by', kind: 'text', width: 20 },
  { id: 'bookerMobile', header: 'Mobile', kind: 'text', width: 12 },
  { id: 'sevaNames', header: 'Sevas', kind: 'text', width: 26 },
  { id: 'paymentMode', header: 'Payment', kind: 'paymentMode', width: 12 },
  { id: 'status', header: 'Status', kind: 'text', width: 10 },
  { id: 'verified', header: 'Verified', kind: 'text', width: 8 },
  { id: 'totalAmount', header: 'Amount', kind: 'money', width: 12 },
];

function orderFilterLines(query: TempleOrderListQuery): string[] {
  return [
    dateRangeLine(query.from, query.to),
    query.status ? `Status: ${query.status}` : null,
    query.paymentMode !== undefined
      ? `Payment: ${PAYMENT_MODE_NAMES[query.paymentMode as PaymentModeValue] ?? query.paymentMode}`
      : null,
    query.type ? `Type: ${query.type}` : null,
    query.isVerified !== undefined ? `Verified: ${query.isVerified ? 'yes' : 'no'}` : null,
    query.q ? `Search: ${query.q}` : null,
  ].filter((line) => line !== null);
}

/** "3 orders: 1 paid, 1 pending, 1 refunded": the statuses that have any. */
function statusLine(totals: TempleOrderTotals): string {
  const counts = ORDER_STATUSES.filter((status) => totals.byStatus[status] > 0).map(
    (status) => `${totals.byStatus[status]} ${status}`,
  );
  return `${totals.orders} orders${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
}

/**
 * transaction as a file: every order the filters select, newest first, and a totals row with the paid
 * orders' money and how many orders are in each status.
 */
export async function templeOrdersFile(
  db: Database,
  templeId: number,
  query: TempleOrderListQuery & { format: 'csv' | 'xlsx' | 'pdf' },
  now: Date,
): Promise<ReportAnswer<never>> {
  const temple = await listFileTemple(db, templeId);
  const filter = filterOf(templeId, query);
  const { totals, batches } = await readInBatches(db, {
    totals: templeOrderTotals(db, filter).getSQL(),
    rows: templeOrderFileRows(db, filter, temple.timeZone).getSQL(),
  });
  const figures = toTempleOrderTotals(totals);
  const range = [query.from, query.to].filter(Boolean).join('-to-');
  const file = listFile({
    format: query.format,
    name: range ? `transactions-${range}` : 'transactions',
    sheet: 'transactions',
    title: 'Transactions',
    temple,
    filters: orderFilterLines(query),
    columns: ORDER_FILE_COLUMNS,
    batches,
    totals: { orderNumber: 'Paid total', sevaNames: statusLine(figures), totalAmount: figures.paidAmount },
    now,
  });
  return { kind: 'file', file };
}
