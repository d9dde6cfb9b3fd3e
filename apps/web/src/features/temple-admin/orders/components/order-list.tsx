import type { TempleOrderListItem } from '@nivedya/domain';
import { formatDisplayDate, formatInstantDateTime, formatRupees } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
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
 * Orders as cards on a phone and as a table from md up: booking no, date, who booked, sevas, payment,
 * amount and state. Tapping one opens its details; `actions` adds buttons per order (verification).
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
  return (
    <>
      <ul className="divide-y divide-stone-100 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-col gap-2 p-4" data-testid="temple-order">
            <button
              type="button"
              onClick={() => onOpen(order.id)}
              className="flex flex-col gap-1 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              <span className="flex w-full items-baseline justify-between gap-2">
                <span className="font-mono font-semibold text-orange-900">{order.orderNumber}</span>
                <span className="font-semibold text-stone-900 tabular-nums">
                  {formatRupees(order.totalAmount)}
                </span>
              </span>
              <span className="text-sm text-stone-800">
                {bookerOf(order)}
                {order.booker.mobile && order.booker.name ? ` · ${order.booker.mobile}` : ''}
              </span>
              <span className="text-sm text-stone-600">
                {formatDisplayDate(order.orderDate)} · {order.sevaNames.join(', ')}
              </span>
              <span className="text-xs text-stone-600">
                {t(paymentModeKey(order.paymentMode))}
                {order.type === 'counter' ? ` · ${t('templeOrders.type.counter')}` : ''}
              </span>
              <OrderState order={order} />
              <Verification order={order} />
            </button>
            {actions ? actions(order) : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.bookingNo')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.date')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.devotee')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.sevas')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.payment')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('templeOrders.list.amount')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('templeOrders.list.state')}
              </th>
              {actions ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{t('templeOrders.list.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {orders.map((order) => (
              <tr key={order.id} data-testid="temple-order" className="align-top">
                <td className="px-4 py-3">
                  <button
                    type="button"
                    onClick={() => onOpen(order.id)}
                    className="font-mono font-semibold text-orange-900 hover:underline"
                  >
                    {order.orderNumber}
                  </button>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  {formatDisplayDate(order.orderDate)}
                </td>
                <td className="px-4 py-3 text-stone-800">
                  {bookerOf(order)}
                  {order.booker.mobile && order.booker.name ? (
                    <span className="block text-xs text-stone-600">{order.booker.mobile}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-stone-800">{order.sevaNames.join(', ')}</td>
                <td className="px-4 py-3 text-stone-700">
                  {t(paymentModeKey(order.paymentMode))}
                  {order.type === 'counter' ? (
                    <span className="block text-xs text-stone-600">{t('templeOrders.type.counter')}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatRupees(order.totalAmount)}
                </td>
                <td className="px-4 py-3">
                  <OrderState order={order} />
                  <Verification order={order} />
                </td>
                {actions ? <td className="px-4 py-3">{actions(order)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
