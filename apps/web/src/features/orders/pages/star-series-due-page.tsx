import { findStar, regionalName, starNameIn } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatAmount } from '../../../lib/money.ts';
import { openPayment } from '../../../lib/open-payment.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { LineSeriesBadge } from '../../../ui/series-badge.tsx';
import { usePayStarSeriesDue, useStarSeriesDue } from '../api/star-series-due.ts';

/**
 * star-series-due/:token (issue #19): the pay link a reminder carries for one later date of a star series
 * paid date by date. It opens without login (the token is the authority, as a receipt's link is): the
 * seva, the day, for whom, what it costs and by when, and one button that opens the payment.
 */
export default function StarSeriesDuePage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const token = useParams().token;
  const due = useStarSeriesDue(token);
  const pay = usePayStarSeriesDue();
  const [isLeaving, setIsLeaving] = useState(false);
  const data = due.data;

  const startPayment = () => {
    if (!token) return;
    pay.mutate(token, {
      onSuccess: (payment) => {
        if (openPayment(payment, navigate)) setIsLeaving(true);
      },
      onError: () => void due.refetch(),
    });
  };

  const star = data ? findStar(data.star) : undefined;
  return (
    <Page title={t('orders.starSeries.due.title')}>
      {due.isPending && token ? <Loading /> : null}
      {due.isError ? <ErrorMessage error={due.error} onRetry={() => void due.refetch()} /> : null}
      {data ? (
        <div data-testid="star-series-due">
          <Card className="flex flex-col gap-3">
            <header className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold text-stone-900">
                {regionalName(data.sevaName, data.sevaNameNarration, i18n.language)}
              </h2>
              <p className="text-stone-700">
                {regionalName(data.templeName, data.templeNameNarration, i18n.language)}
              </p>
              <span>
                <LineSeriesBadge series={data.every} />
              </span>
            </header>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
              <dt className="text-stone-600">{t('orders.starSeries.due.date')}</dt>
              <dd className="font-semibold tabular-nums">{formatDisplayDate(data.date)}</dd>
              <dt className="text-stone-600">{t('orders.starSeries.due.for')}</dt>
              <dd>
                {data.devoteeName}
                {star ? ` - ${starNameIn(star.name, i18n.language)}` : ''}
              </dd>
              <dt className="text-stone-600">{t('orders.starSeries.due.amount')}</dt>
              <dd className="font-semibold tabular-nums">{formatAmount(data.totalAmount)}</dd>
              <dt className="text-stone-600">{t('orders.bookingNo')}</dt>
              <dd className="font-mono">{data.orderNumber}</dd>
            </dl>
            {data.state === 'due' ? (
              <>
                <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                  {t('orders.starSeries.due.payBy', { date: formatDisplayDate(data.payBy) })}
                </p>
                {pay.isError ? (
                  <p className="text-sm font-medium text-red-700" role="alert">
                    {errorText(pay.error)}
                  </p>
                ) : null}
                <Button onClick={startPayment} disabled={pay.isPending || isLeaving} className="w-full">
                  {t('orders.starSeries.due.pay', { amount: formatAmount(data.totalAmount) })}
                </Button>
              </>
            ) : (
              <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800" role="status">
                {t(`orders.starSeries.due.state.${data.state}`, { date: formatDisplayDate(data.payBy) })}
              </p>
            )}
            <Link
              to="/devotee-booking-history"
              className="text-sm font-semibold text-orange-800 hover:underline"
            >
              {t('orders.starSeries.due.myBookings')}
            </Link>
          </Card>
        </div>
      ) : null}
    </Page>
  );
}
