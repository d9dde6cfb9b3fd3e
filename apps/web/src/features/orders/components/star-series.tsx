import {
  findStar,
  type MyStarSeries,
  malayalamMonthName,
  OrderLineStatus,
  regionalName,
  starNameIn,
} from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate, formatInstantDate } from '../../../lib/display-dates.ts';
import { formatAmount } from '../../../lib/money.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useMyStarSeries } from '../api/find-my-star-series.ts';
import { useMoveStarSeriesDate } from '../api/move-star-series-date.ts';

const StopStarSeriesDialog = lazy(() => import('./stop-star-series-dialog.tsx'));

type SeriesDate = MyStarSeries['dates'][number];
type DateState =
  | 'performed'
  | 'booked'
  | 'cancelled'
  | 'awaiting'
  | 'rejected'
  | 'refunded'
  | 'closed'
  | 'due'
  | 'paying'
  | 'lapsed';

/**
 * What became of one date of the series: performed, closed by the temple since, still to be paid (a
 * series paid date by date), or its line's status.
 */
function dateState(date: SeriesDate): DateState {
  if (date.isPerformed) return 'performed';
  if (date.isClosed) return 'closed';
  if (date.due?.state === 'due' || date.due?.state === 'paying' || date.due?.state === 'lapsed') {
    return date.due.state;
  }
  switch (date.lineStatus) {
    case OrderLineStatus.Cancelled:
      return 'cancelled';
    case OrderLineStatus.AwaitingApproval:
      return 'awaiting';
    case OrderLineStatus.Rejected:
      return 'rejected';
    case OrderLineStatus.Refunded:
      return 'refunded';
    default:
      return 'booked';
  }
}

const DATE_STATE_CLASS: Record<DateState, string> = {
  performed: 'bg-green-100 text-green-900',
  booked: 'bg-orange-50 text-orange-950',
  awaiting: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-stone-200 text-stone-700',
  rejected: 'bg-red-100 text-red-900',
  refunded: 'bg-sky-100 text-sky-900',
  closed: 'bg-red-100 text-red-900',
  due: 'bg-amber-100 text-amber-950',
  paying: 'bg-amber-100 text-amber-950',
  lapsed: 'bg-stone-200 text-stone-700',
};

function seriesStarName(series: MyStarSeries, language: string): string {
  return starNameIn(findStar(series.star)?.name ?? String(series.star), language);
}

/** "Every month on Rohini", "Every year on Rohini in Chingam", in the reader's language. */
function seriesRule(series: MyStarSeries, t: TFunction, language: string): string {
  const star = seriesStarName(series, language);
  if (series.every === 'year' && series.month !== null) {
    return t('orders.starSeries.everyYear', { star, month: malayalamMonthName(series.month, language) });
  }
  return t('orders.starSeries.everyMonth', { star });
}

/**
 * A date the temple closed after it was booked (issue #19): the temple's words, and the star's next open
 * day to move it to with one tap.
 */
function ClosedDateNotice({ series, date }: { series: MyStarSeries; date: SeriesDate }) {
  const { t, i18n } = useTranslation();
  const move = useMoveStarSeriesDate();
  const star = seriesStarName(series, i18n.language);
  const day = formatDisplayDate(date.date);
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950"
      role="alert"
    >
      <p className="font-semibold">
        {date.closedReason
          ? t('orders.starSeries.closedOnBecause', { date: day, reason: date.closedReason })
          : t('orders.starSeries.closedOn', { date: day })}
      </p>
      {date.alternative ? (
        <>
          <p>
            {t('orders.starSeries.nextStarDay', { star, alternative: formatDisplayDate(date.alternative) })}
          </p>
          <Button
            className="self-start"
            isBusy={move.isPending}
            onClick={() =>
              move.mutate({
                seriesId: series.id,
                orderLineId: date.orderLineId,
                date: date.alternative ?? date.date,
              })
            }
          >
            {t('orders.starSeries.moveTo', { date: formatDisplayDate(date.alternative) })}
          </Button>
        </>
      ) : (
        <p>{t('orders.starSeries.noAlternative', { star })}</p>
      )}
      {move.isError ? <ErrorMessage error={move.error} /> : null}
    </div>
  );
}

/** The server's rule for stopping, followed beforehand: not stopped yet, paid, and a date still to come. */
function canStop(series: MyStarSeries): boolean {
  return series.stoppedAt === null && series.orderStatus === 'paid' && series.nextDate !== null;
}

/**
 * One star series of the devotee (issue #19): the seva and temple, the rule it follows, for whom, the
 * next date and every date with what became of it, the booking it was paid in (tapping opens its
 * details), and "Stop this series" — or, once stopped, when, and the temple's answer on the refund.
 */
export function StarSeriesCard({
  series,
  onOpenOrder,
}: {
  series: MyStarSeries;
  onOpenOrder: (orderId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [isStopping, setIsStopping] = useState(false);
  const isAwaitingTransfer = series.orderStatus === 'pending';
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="star-series-card"
    >
      <header className="flex flex-col gap-0.5">
        <h3 className="font-semibold text-stone-900">
          {regionalName(series.sevaName, series.sevaNameNarration, i18n.language)}
        </h3>
        <p className="text-sm text-stone-700">
          {regionalName(series.templeName, series.templeNameNarration, i18n.language)}
        </p>
      </header>
      <div className="flex flex-col gap-0.5 text-sm text-stone-800">
        <p className="font-semibold text-orange-900" data-testid="star-series-rule">
          {seriesRule(series, t, i18n.language)}
        </p>
        <p>{t('orders.starSeries.forWhom', { name: series.devoteeName })}</p>
        {series.nextDate && series.stoppedAt === null ? (
          <p className="font-semibold">
            {t('orders.starSeries.next', { date: formatDisplayDate(series.nextDate) })}
          </p>
        ) : null}
      </div>
      <ul
        className="grid grid-cols-2 gap-1.5 text-sm sm:grid-cols-3"
        aria-label={t('orders.starSeries.dates')}
      >
        {series.dates.map((date) => {
          const state = dateState(date);
          return (
            <li
              key={date.orderLineId}
              className={`flex flex-col rounded-lg px-2 py-1 ${DATE_STATE_CLASS[state]}`}
              data-testid="star-series-date"
            >
              <span className="font-medium tabular-nums">{formatDisplayDate(date.date)}</span>
              <span className="text-xs">
                {state === 'due' && date.due
                  ? t('orders.starSeries.dueBy', { date: formatDisplayDate(date.due.payBy) })
                  : t(`orders.starSeries.dateState.${state}`)}
              </span>
              {state === 'due' && date.due && series.stoppedAt === null ? (
                <Link
                  to={`/star-series-due/${date.due.token}`}
                  className="mt-1 inline-flex min-h-9 items-center justify-center rounded-md bg-orange-800 px-2 text-xs font-semibold text-white hover:bg-orange-700"
                >
                  {t('orders.starSeries.payDate', { amount: formatAmount(date.due.totalAmount) })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      {series.stoppedAt === null
        ? series.dates
            .filter((date) => date.isClosed)
            .map((date) => <ClosedDateNotice key={date.orderLineId} series={series} date={date} />)
        : null}
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-stone-700">
        <span>
          {t('orders.bookingNo')}:{' '}
          <button
            type="button"
            onClick={() => onOpenOrder(series.orderId)}
            className="font-mono font-semibold text-orange-900 underline underline-offset-2 hover:text-orange-700"
          >
            {series.orderNumber}
          </button>
        </span>
        {isAwaitingTransfer ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
            {t('orders.status.awaitingVerification')}
          </span>
        ) : null}
      </p>
      {series.stoppedAt !== null || series.refundStatus !== null ? (
        <div
          className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950"
          role="status"
          data-testid="star-series-stopped"
        >
          {series.stoppedAt !== null ? (
            <p className="font-semibold">
              {t('orders.starSeries.stoppedOn', { date: formatInstantDate(series.stoppedAt) })}
            </p>
          ) : null}
          {series.refundStatus !== null ? (
            <p>{t(`orders.starSeries.refund.${series.refundStatus}`)}</p>
          ) : null}
        </div>
      ) : null}
      {canStop(series) ? (
        <Button variant="secondary" className="self-start" onClick={() => setIsStopping(true)}>
          {t('orders.starSeries.stop')}
        </Button>
      ) : null}
      {isStopping ? (
        <Suspense fallback={null}>
          <StopStarSeriesDialog series={series} onClose={() => setIsStopping(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

/**
 * "Sevas on my star" above the devotee's bookings (issue #19): their series, newest first. A devotee
 * with none sees no section at all.
 */
export function StarSeriesSection({
  isSignedIn,
  onOpenOrder,
}: {
  isSignedIn: boolean;
  onOpenOrder: (orderId: number) => void;
}) {
  const { t } = useTranslation();
  const series = useMyStarSeries(isSignedIn);
  if (series.isPending) return <Loading />;
  if (series.isError) return <ErrorMessage error={series.error} onRetry={() => void series.refetch()} />;
  if (series.data.items.length === 0) return null;
  return (
    <section aria-labelledby="star-series-title" className="flex flex-col gap-2">
      <h2 id="star-series-title" className="font-serif text-lg font-bold text-orange-950">
        {t('orders.starSeries.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {series.data.items.map((each) => (
          <li key={each.id}>
            <StarSeriesCard series={each} onOpenOrder={onOpenOrder} />
          </li>
        ))}
      </ul>
    </section>
  );
}
