import { addDays, formatRupees, type PlatformDashboard, TempleStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';
import { usePlatformDashboard } from '../api/platform-temples.ts';

/** One figure, and the screen or report that shows what it counts, where administrators have one. */
function Figure({
  label,
  value,
  detail,
  to,
  testId,
}: {
  label: string;
  value: string | number;
  detail?: string;
  to?: string;
  testId: string;
}) {
  const body = (
    <>
      <span className="text-sm text-stone-600">{label}</span>
      <span className="mt-1 text-2xl font-bold text-orange-950" data-testid={testId}>
        {value}
      </span>
      {detail ? <span className="mt-0.5 text-sm text-stone-700">{detail}</span> : null}
    </>
  );
  const frame = 'flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
  return to ? (
    <Link
      to={to}
      className={`${frame} hover:border-orange-300 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700`}
    >
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

function Figures({ data }: { data: PlatformDashboard }) {
  const { t } = useTranslation();
  const today = `from=${data.today}&to=${data.today}`;
  const month = `from=${data.monthStart}&to=${data.today}`;
  const orders = (figure: { count: number; amount: number }) =>
    t('platformDash.ordersAmount', { count: figure.count, amount: formatRupees(figure.amount) });
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-700">{t('platformDash.forDay', { date: formatDisplayDate(data.today) })}</p>
      <section className="flex flex-col gap-3" aria-labelledby="dash-temples">
        <h2 id="dash-temples" className="font-serif text-lg font-bold text-orange-950">
          {t('platformDash.temples')}
        </h2>
        <div className="grid grid-cols-3 gap-3">
          <Figure
            label={t(`templeStatus.${TempleStatus.Active}`)}
            value={data.temples.active}
            to="/temple-list?status=1"
            testId="dash-temples-active"
          />
          <Figure
            label={t(`templeStatus.${TempleStatus.Onboarding}`)}
            value={data.temples.onboarding}
            to="/temple-list?status=3"
            testId="dash-temples-onboarding"
          />
          <Figure
            label={t(`templeStatus.${TempleStatus.Disabled}`)}
            value={data.temples.disabled}
            to="/temple-list?status=0"
            testId="dash-temples-disabled"
          />
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="dash-bookings">
        <h2 id="dash-bookings" className="font-serif text-lg font-bold text-orange-950">
          {t('platformDash.bookings')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Figure
            label={t('platformDash.collectionToday')}
            value={formatRupees(data.bookingsToday.amount)}
            detail={t('platformDash.bookingsCount', { count: data.bookingsToday.count })}
            to={`/consolidated-report?${today}`}
            testId="dash-collection-today"
          />
          <Figure
            label={t('platformDash.collectionMonth')}
            value={formatRupees(data.bookingsThisMonth.amount)}
            detail={t('platformDash.bookingsCount', { count: data.bookingsThisMonth.count })}
            to={`/consolidated-report?${month}`}
            testId="dash-collection-month"
          />
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting" className="font-serif text-lg font-bold text-orange-950">
          {t('platformDash.waiting')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            label={t('platformDash.paymentsFailed')}
            value={data.paymentsFailedToday.count}
            detail={orders(data.paymentsFailedToday)}
            to={`/payment-failed-report?${today}`}
            testId="dash-payments-failed"
          />
          <Figure
            label={t('platformDash.paymentsPending')}
            value={data.paymentsPending.count}
            detail={orders(data.paymentsPending)}
            to="/payment-pendingreport"
            testId="dash-payments-pending"
          />
          <Figure
            label={t('platformDash.refundsWaiting')}
            value={data.refundsWaiting.count}
            detail={formatRupees(data.refundsWaiting.amount)}
            to="/platform-refunds?status=requested"
            testId="dash-refunds-waiting"
          />
          <Figure
            label={t('platformDash.enquiries')}
            value={data.enquiriesUnanswered}
            to={`/enquiry-report?from=${addDays(data.today, -365)}&to=${data.today}&status=open`}
            testId="dash-enquiries"
          />
        </div>
      </section>
    </div>
  );
}

/** spec dash: the platform at a glance for its administrators; every figure opens what it counts. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = usePlatformDashboard();
  return (
    <Page title={t('platformDash.title')} helpPage="dash" width="wide">
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <ErrorMessage error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Figures data={dashboard.data} />
      )}
    </Page>
  );
}
