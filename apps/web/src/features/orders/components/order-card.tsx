import type { MyOrderListItem, OrderListItem } from '@nivedya/domain';
import { regionalName } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { formatAmount } from '../../../lib/money.ts';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';

/** The logo path of spec §2: /assets/images/TempleLogoUpload/{TempleId}.jpg (the server falls back too). */
export function templeLogoPath(templeId: number): string {
  return `/assets/images/TempleLogoUpload/${templeId}.jpg`;
}

const STATUS_CLASS: Record<OrderListItem['status'], string> = {
  paid: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-stone-200 text-stone-700',
  cancelled: 'bg-stone-200 text-stone-700',
  refunded: 'bg-sky-100 text-sky-900',
  due: 'bg-amber-100 text-amber-950',
};

/** The pooja date(s) of an order: one day, the first to the last, or that the temple is to give it. */
function poojaDates(sevas: MyOrderListItem['sevas'], t: TFunction): string {
  const days = sevas
    .flatMap((seva) => [seva.performDate, seva.tillDate])
    .filter((day): day is string => day !== null)
    .sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return t('orders.dateByTemple');
  const dates =
    first === last ? formatDisplayDate(first) : `${formatDisplayDate(first)} – ${formatDisplayDate(last)}`;
  return sevas.some((seva) => seva.performDate === null)
    ? `${dates} · ${t('orders.someDatesByTemple')}`
    : dates;
}

/**
 * One order in a list (spec Order Details list): temple logo (default when broken), temple name, its
 * sevas and pooja date(s) dd-MMM-yyyy (issue #18: what and when, rather than the order's date),
 * booking number and the total amount followed by /-. Tapping opens it.
 */
export function OrderCard({ order, onOpen }: { order: MyOrderListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const sevaNames = [
    ...new Set(order.sevas.map((seva) => regionalName(seva.sevaName, seva.sevaNameNarration, i18n.language))),
  ].join(', ');
  const status =
    order.status === 'pending' && order.paymentMode === 2 && !order.isVerified
      ? 'awaitingVerification'
      : order.status;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 text-left shadow-sm hover:border-orange-300 hover:bg-orange-50/40"
      data-testid="order-card"
    >
      <FallbackImage
        src={templeLogoPath(order.templeId)}
        fallback={DEFAULT_TEMPLE_ICON}
        alt=""
        width="56"
        height="56"
        className="size-14 shrink-0 rounded-xl object-cover"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 font-semibold text-stone-900">{order.templeName}</span>
        {sevaNames ? (
          <span className="line-clamp-2 text-sm font-medium text-stone-800" data-testid="order-sevas">
            {sevaNames}
          </span>
        ) : null}
        <span className="flex items-baseline justify-between gap-2 text-sm text-stone-700">
          <span>
            {t('orders.bookingNo')}: <span className="font-mono font-semibold">{order.orderNumber}</span>
          </span>
          <span className="shrink-0 text-base font-bold text-orange-900 tabular-nums">
            {formatAmount(order.totalAmount)}
          </span>
        </span>
        <span className="flex items-center justify-between gap-2 text-sm text-stone-600">
          <span data-testid="order-dates">{poojaDates(order.sevas, t)}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[order.status]}`}>
            {t(`orders.status.${status}`)}
          </span>
        </span>
      </span>
    </button>
  );
}
