import { formatRupees, ORDER_STATUSES, type TempleOrderTotals } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { apiUrl } from '../../../lib/api-client.ts';
import type { FileFormat } from '../../../ui/file-downloads.tsx';
import type { TotalsFigure } from '../../../ui/totals-panel.tsx';
import type { TempleOrderQuery } from './api/find-temple-orders.ts';

/**
 * The transaction list's totals as the screen shows them: how many orders, how many in each status
 * that has any, and the paid orders' money last.
 */
export function orderTotalsFigures(totals: TempleOrderTotals, t: TFunction): TotalsFigure[] {
  return [
    { id: 'orders', label: t('templeOrders.totals.orders'), value: String(totals.orders) },
    ...ORDER_STATUSES.filter((status) => totals.byStatus[status] > 0).map((status) => ({
      id: status,
      label: t(`orders.status.${status}`),
      value: String(totals.byStatus[status]),
    })),
    { id: 'paidAmount', label: t('templeOrders.totals.paidAmount'), value: formatRupees(totals.paidAmount) },
  ];
}

/** The address of the transaction list's file of every order the query's filters select. */
export function ordersFileUrl(templeId: number, query: TempleOrderQuery, format: FileFormat): string {
  const { offset: _offset, limit: _limit, status, isVerified, ...filters } = query;
  return apiUrl('/api/v1/temples/{templeId}/orders', {
    path: { templeId },
    query: {
      ...filters,
      status: ORDER_STATUSES.find((value) => value === status),
      isVerified: isVerified === undefined ? undefined : isVerified ? 'true' : 'false',
      format,
    },
  });
}
