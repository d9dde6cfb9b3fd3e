import {
  findStar,
  formatRupees,
  type OrderDetail,
  type OrderLineView,
  starNameIn,
  UserType,
} from '@nivedya/domain';

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { openExternal } from '../../../lib/browser.ts';
import { SITE_URL } from '../../../lib/config.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../ui/fallback-image.tsx';
import { EditIcon, ReceiptIcon } from '../../../ui/feature-icons.tsx';
import { HelpButton } from '../../../ui/help-button.tsx';
import { BackIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { LineSeriesBadge } from '../../../ui/series-badge.tsx';
import { TotalsBreakdown } from '../../../ui/totals-breakdown.tsx';
import { useMyOrder } from '../api/get-my-order.ts';
import { BANNER_KEYS, lineCardView } from '../line-card-rules.ts';
import { CancellationRequest } from './cancellation-request.tsx';
import { ParcelPosting } from './parcel-posting.tsx';
import { SevaPerformance } from './seva-performance.tsx';

const PerformPostponeModal = lazy(() => import('./perform-postpone-modal.tsx'));

/** spec §2: TempleDeityImageUpload/{DeityId}.jpg, served with the default deity image when missing. */
function deityImagePath(line: OrderLineView): string | null {
  return line.deityId ? `/assets/images/TempleDeityImageUpload/${line.deityId}.jpg` : line.deityImageUrl;
}

const BANNER_CLASS = {
  'Seva Rejected': 'bg-red-700 text-white',
  'Seva Approved': 'bg-green-700 text-white',
  'Approval Pending': 'bg-amber-500 text-stone-950',
} as const;

function LineCard({
  line,
  userType,
  onEdit,
}: {
  line: OrderLineView;
  userType: number;
  onEdit: (canEditDateNameStar: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const view = lineCardView(line, userType);
  const star = findStar(line.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : line.starName;
  return (
    <li
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
      data-testid="seva-card"
    >
      {view.isRefunded ? (
        <p
          className="bg-sky-800 px-4 py-1.5 text-center text-sm font-bold text-white"
          data-testid="refunded-banner"
        >
          {t('orders.banner.refunded')}
        </p>
      ) : view.banner ? (
        <p className={`px-4 py-1.5 text-center text-sm font-bold ${BANNER_CLASS[view.banner]}`}>
          {t(BANNER_KEYS[view.banner])}
        </p>
      ) : null}
      <div className="flex gap-3 p-4">
        <FallbackImage
          src={deityImagePath(line)}
          fallback={DEFAULT_DEITY_IMAGE}
          alt=""
          width="64"
          height="64"
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-amber-50 object-cover"
        />
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('orders.serialNo')}</dt>
          <dd className="text-stone-900">{line.serialNo}</dd>
          {view.isPerformDateShown && line.performDate ? (
            <>
              <dt className="text-stone-500">{t('orders.performDate')}</dt>
              <dd className="font-semibold text-stone-900" data-testid="perform-date">
                {formatDisplayDate(line.performDate)}
              </dd>
            </>
          ) : null}
          {line.deityName ? (
            <>
              <dt className="text-stone-500">{t('orders.deity')}</dt>
              <dd className="text-stone-900">{line.deityName}</dd>
            </>
          ) : null}
          <dt className="text-stone-500">{t('orders.devotee')}</dt>
          <dd className="text-stone-900">
            {line.devoteeName} - {starName}
            {line.series ? (
              <span className="ml-2">
                <LineSeriesBadge series={line.series} />
              </span>
            ) : null}
          </dd>
          <dt className="text-stone-500">{t('orders.seva')}</dt>
          <dd className="text-stone-900">{view.sevaLabel}</dd>
          <dt className="text-stone-500">{t('orders.quantity')}</dt>
          <dd className="text-stone-900">{line.quantity}</dd>
          <dt className="text-stone-500">{t('orders.lineTotal')}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{formatRupees(view.lineTotal)}</dd>
          {line.refundedAmount ? (
            <>
              <dt className="text-stone-500">{t('orders.refundedLine')}</dt>
              <dd className="font-semibold text-sky-900 tabular-nums">{formatRupees(line.refundedAmount)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {/* Below the facts, across the card: on a phone a third column would squeeze them. */}
      {line.performance || line.posting ? (
        <div className="flex flex-col gap-2 px-4 pb-4">
          {line.performance ? <SevaPerformance performance={line.performance} /> : null}
          {line.posting ? <ParcelPosting posting={line.posting} /> : null}
        </div>
      ) : null}
      {view.isEditShown ? (
        <div className="border-t border-stone-100 px-4 py-2">
          <Button variant="ghost" onClick={() => onEdit(view.canEditDateNameStar)} className="px-2 text-sm">
            <EditIcon className="size-4" />
            {t('orders.edit')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Details({
  order,
  onEdit,
}: {
  order: OrderDetail;
  onEdit: (line: OrderLineView, canEdit: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useUser();
  const userType = user?.userType ?? UserType.Devotee;
  return (
    <div className="flex flex-col gap-4">
      {order.statusMessage ? (
        <p
          className={`rounded-lg p-3 text-sm ${
            order.status === 'paid' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-950'
          }`}
          role="status"
        >
          {order.statusMessage}
        </p>
      ) : null}
      {order.refundedAmount > 0 ? (
        <p
          className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950"
          role="status"
          data-testid="refunded-total"
        >
          {t('orders.refundedTotal', { amount: formatRupees(order.refundedAmount) })}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() =>
          void openExternal(`${SITE_URL}/seva-receipt/${encodeURIComponent(order.receiptToken)}`)
        }
      >
        <ReceiptIcon className="size-5" />
        {t('orders.downloadReceipt')}
      </Button>
      <ul className="flex flex-col gap-3">
        {order.lines.map((line) => (
          <LineCard
            key={line.id}
            line={line}
            userType={userType}
            onEdit={(canEdit) => onEdit(line, canEdit)}
          />
        ))}
      </ul>
      <TotalsBreakdown totals={order.totals} numberOfPoojas={order.totals.numberOfPoojas} />
      {order.status === 'paid' || order.cancellationRequest ? <CancellationRequest order={order} /> : null}
    </div>
  );
}

/**
 * spec devotee-transaction-details (modal): back and help in the header with the temple name and
 * Booking No; Download Receipt; one card per seva line; the totals with their breakdown toggle, Total
 * Amount and Total Number of Pooja. Edit opens perform-postpone for lines that allow it.
 */
export default function TransactionDetailsModal({
  orderId,
  onClose,
}: {
  orderId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const order = useMyOrder(orderId);
  const release = useCloseOnBack(true, onClose);
  const close = () => void release().then(onClose);
  const [editing, setEditing] = useState<{ line: OrderLineView; canEditDateNameStar: boolean } | null>(null);
  const title = order.data
    ? `${order.data.templeName} · ${t('orders.bookingNo')} ${order.data.orderNumber}`
    : t('orders.detailsTitle');
  return (
    <ModalShell title={title} onDismiss={close} className="sm:w-[min(40rem,calc(100vw-2rem))]">
      <header className="flex items-center gap-2 bg-orange-900 px-2 py-2 text-white">
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1" aria-hidden="true">
          <p className="truncate text-lg font-semibold">
            {order.data?.templeName ?? t('orders.detailsTitle')}
          </p>
          {order.data ? (
            <p className="text-sm text-orange-100">
              {t('orders.bookingNo')}:{' '}
              <span className="font-mono font-semibold">{order.data.orderNumber}</span>
            </p>
          ) : null}
        </div>
        <HelpButton
          pageName="devotee-transaction-details"
          className="shrink-0 text-white hover:bg-white/15"
        />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto bg-stone-50 p-4">
        {order.isPending ? <Loading /> : null}
        {order.isError ? <ErrorMessage error={order.error} onRetry={() => void order.refetch()} /> : null}
        {order.data ? (
          <Details
            order={order.data}
            onEdit={(line, canEditDateNameStar) => setEditing({ line, canEditDateNameStar })}
          />
        ) : null}
      </div>
      {editing && order.data ? (
        <Suspense fallback={null}>
          <PerformPostponeModal
            order={order.data}
            line={editing.line}
            canEditDateNameStar={editing.canEditDateNameStar}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </ModalShell>
  );
}
