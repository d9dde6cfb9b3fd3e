import type { TempleOrderListItem } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { DataTable, type TableColumn } from '../../../../ui/data-table.tsx';
import { orderStateLabel, paymentModeKey } from '../order-labels.ts';
import { StatusPill } from './status-pill.tsx';

function OrderState({ order }: { order: TempleOrderListItem }) {
  const { t } = useTranslation();
  const state = orderStateLabel(order);
  return (
    <span className="flex flex-wrap gap-1">
      <StatusPill tone={state.tone}>{t(state.key)}</StatusPill>
      {order.awaitingApproval > 0 ? (
        <StatusPill tone="amber">
          {t('templeOrders.list.awaiting', { count: order.awaitingApproval })}
        </StatusPill>
      ) : null}
    </span>
  );
}

function Verification({ order }: { order: TempleOrderListItem }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const { verification } = order;
  if (!verification.isVerified || !verification.verifiedAt) return null;
  return (
    <span className="block text-xs text-green-800">
      {t('templeOrders.list.verifiedBy', {
        name: verification.verifiedByName ?? '—',
        at: formatInstantDateTime(verification.verifiedAt, timeZone),
      })}
    </span>
  );
}

/**
 * Orders as a table from md up and as cards on a phone: booking no, date, who booked, sevas, payment,
 * amount and state. The booking number opens its details; `actions` adds buttons per order
 * (verification).
 */
export function OrderList({
  orders,
  onOpen,
  actions,
  caption,
}: {
  orders: readonly TempleOrderListItem[];
  onOpen: (orderId: number) => void;
  actions?: (order: TempleOrderListItem) => ReactNode;
  caption: string;
}) {
  const { t } = useTranslation();
  const bookerOf = (order: TempleOrderListItem) => order.booker.name ?? order.booker.mobile ?? '—';
  const columns: TableColumn<TempleOrderListItem>[] = [
    {
      id: 'bookingNo',
      header: t('templeOrders.list.bookingNo'),
      isRowHeader: true,
      cell: (order) => (
        <button
          type="button"
          onClick={() => onOpen(order.id)}
          className="-my-2.5 inline-flex min-h-11 items-center font-mono font-semibold text-orange-900 hover:underline md:my-0 md:min-h-0"
        >
          {order.orderNumber}
        </button>
      ),
    },
    {
      id: 'date',
      header: t('templeOrders.list.date'),
      cell: (order) => formatDisplayDate(order.orderDate),
      className: 'whitespace-nowrap',
    },
    {
      id: 'devotee',
      header: t('templeOrders.list.devotee'),
      phone: 'plain',
      cell: (order) => (
        <>
          {bookerOf(order)}
          {order.booker.mobile && order.booker.name ? (
            <span className="block text-xs text-stone-600">{order.booker.mobile}</span>
          ) : null}
        </>
      ),
    },
    { id: 'sevas', header: t('templeOrders.list.sevas'), cell: (order) => order.sevaNames.join(', ') },
    {
      id: 'payment',
      header: t('templeOrders.list.payment'),
      cell: (order) => (
        <>
          {t(paymentModeKey(order.paymentMode))}
          {order.type === 'counter' ? (
            <span className="block text-xs text-stone-600">{t('templeOrders.type.counter')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('templeOrders.list.amount'),
      isNumeric: true,
      phone: 'badge',
      cell: (order) => (
        <span className="font-semibold text-stone-900">{formatRupees(order.totalAmount)}</span>
      ),
    },
    {
      id: 'state',
      header: t('templeOrders.list.state'),
      phone: 'plain',
      cell: (order) => (
        <>
          <OrderState order={order} />
          <Verification order={order} />
        </>
      ),
    },
  ];
  if (actions) {
    columns.push({ id: 'actions', header: t('templeOrders.list.actions'), phone: 'plain', cell: actions });
  }
  return (
    <DataTable
      label={caption}
      columns={columns}
      items={orders}
      itemKey={(order) => order.id}
      itemTestId="temple-order"
    />
  );
}
