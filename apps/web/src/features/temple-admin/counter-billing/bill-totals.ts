import { type CounterBillListQuery, type CounterBillTotals, formatRupees } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { apiUrl } from '../../../lib/api-client.ts';
import type { FileFormat } from '../../../ui/file-downloads.tsx';
import type { TotalsFigure } from '../../../ui/totals-panel.tsx';

/** Filters of one day (from = to) total "the day's" bills; any other selection just "the totals". */
export function isOneDay(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && from === to;
}

/** bill-list's totals as the screen shows them: the collected money last, the cancelled bills counted. */
export function billTotalsFigures(totals: CounterBillTotals, t: TFunction): TotalsFigure[] {
  return [
    { id: 'bills', label: t('counter.list.totalBills'), value: String(totals.bills) },
    { id: 'cancelledBills', label: t('counter.list.totalCancelled'), value: String(totals.cancelledBills) },
    { id: 'sevaAmount', label: t('counter.list.totalSevaAmount'), value: formatRupees(totals.sevaAmount) },
    {
      id: 'dakshinaAmount',
      label: t('counter.list.totalDakshina'),
      value: formatRupees(totals.dakshinaAmount),
    },
    { id: 'collected', label: t('counter.list.totalCollected'), value: formatRupees(totals.collected) },
  ];
}

/** The address of bill-list's file of every bill the query's filters select (the page is left out). */
export function billsFileUrl(templeId: number, query: CounterBillListQuery, format: FileFormat): string {
  const { offset: _offset, limit: _limit, ...filters } = query;
  return apiUrl('/api/v1/temples/{templeId}/counter-bills', {
    path: { templeId },
    query: { ...filters, format },
  });
}
