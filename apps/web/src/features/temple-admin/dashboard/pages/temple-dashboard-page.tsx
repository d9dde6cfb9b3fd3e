import type { TempleDashboard, TempleFeatures, User } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { useTemple } from '../../../../lib/temple.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleDashboard } from '../api/get-temple-dashboard.ts';
import { TodaysWork, todaysWork } from '../components/todays-work.tsx';

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-orange-950" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The screens of the catalogue that exist today, each offered only to users holding its right. */
const SHORTCUTS = [
  { to: '/sevalist', labelKey: 'nav.sevas', right: 'sevas.manage' },
  { to: '/deitylist', labelKey: 'nav.deities', right: 'deities.manage' },
] as const;

function Figures({ data, features }: { data: TempleDashboard; features: TempleFeatures | undefined }) {
  const { t } = useTranslation();
  const { can } = useMyRights();
  const shortcuts = SHORTCUTS.filter((shortcut) => can(shortcut.right));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">{t('templeDash.forDay', { date: formatDisplayDate(data.date) })}</p>
      <TodaysWork boxes={todaysWork(data, can, features)} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('templeDash.orders')} value={data.bookings.orders} testId="dash-orders" />
        <Stat label={t('templeDash.poojas')} value={data.bookings.poojas} testId="dash-poojas" />
        <Stat
          label={t('templeDash.collection')}
          value={formatRupees(data.collection.total)}
          testId="dash-collection"
        />
        <Stat
          label={t('templeDash.toPerform')}
          value={data.sevasToPerform.quantity}
          testId="dash-to-perform"
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card isPadded={false}>
          <h2
            id="sevas-today"
            className="scroll-mt-20 border-b border-stone-200 px-5 py-3 font-serif text-lg font-bold text-orange-950"
          >
            {t('templeDash.sevasToday')}
          </h2>
          {data.sevasToPerform.items.length === 0 ? (
            <p className="p-5 text-stone-700">{t('templeDash.noSevasToday')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.sevasToPerform.items.map((item) => (
                <li key={item.sevaId} className="flex items-center justify-between gap-3 px-5 py-3">
                  <span className="min-w-0">
                    <span className="block font-semibold text-stone-900">{item.sevaName}</span>
                    {item.performTime ? (
                      <span className="text-sm text-stone-600">{item.performTime}</span>
                    ) : null}
                  </span>
                  <span className="shrink-0 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
                    × {item.quantity}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <div className="flex flex-col gap-4">
          <Card>
            <h2 className="mb-3 font-serif text-lg font-bold text-orange-950">{t('templeDash.waiting')}</h2>
            <dl className="flex flex-col gap-2 text-stone-800">
              <div className="flex justify-between gap-2">
                <dt>
                  <Link to="/pre-booking-report" className="text-orange-900 underline hover:text-orange-950">
                    {t('templeDash.pendingApprovals')}
                  </Link>
                </dt>
                <dd className="font-semibold" data-testid="dash-approvals">
                  {data.pendingApprovals.preBookings}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>
                  <Link
                    to="/vazhipad-approval-report"
                    className="text-orange-900 underline hover:text-orange-950"
                  >
                    {t('templeDash.pendingVazhipads')}
                  </Link>
                </dt>
                <dd className="font-semibold" data-testid="dash-vazhipad-approvals">
                  {data.pendingApprovals.vazhipads}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>
                  {can('refunds') ? (
                    <Link to="/refund-list" className="text-orange-900 underline hover:text-orange-950">
                      {t('templeDash.pendingRefunds')}
                    </Link>
                  ) : (
                    t('templeDash.pendingRefunds')
                  )}
                </dt>
                <dd className="font-semibold" data-testid="dash-refunds">
                  {data.pendingRefunds.count} · {formatRupees(data.pendingRefunds.amount)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>
                  <Link
                    to="/payment-verification-report"
                    className="text-orange-900 underline hover:text-orange-950"
                  >
                    {t('templeDash.pendingBankTransfers')}
                  </Link>
                </dt>
                <dd className="font-semibold" data-testid="dash-bank-transfers">
                  {data.pendingBankTransfers.count} · {formatRupees(data.pendingBankTransfers.amount)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>{t('templeDash.unread')}</dt>
                <dd className="font-semibold">{data.notificationCounts.unreadNotifications}</dd>
              </div>
            </dl>
          </Card>
          {shortcuts.length > 0 ? (
            <Card>
              <h2 className="mb-3 font-serif text-lg font-bold text-orange-950">{t('templeDash.manage')}</h2>
              <ul className="flex flex-wrap gap-2">
                {shortcuts.map((shortcut) => (
                  <li key={shortcut.to}>
                    <Link
                      to={shortcut.to}
                      className="inline-flex min-h-11 items-center rounded-lg border border-orange-800/30 px-4 font-semibold text-orange-900 hover:bg-orange-50"
                    >
                      {t(shortcut.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Dashboard({ templeId, user }: { templeId: number; user: User }) {
  const { t } = useTranslation();
  const dashboard = useTempleDashboard(templeId);
  // Whether the temple runs a virtual queue or visit counting: their gates join the day's work.
  const temple = useTemple(templeId);
  return (
    <Page
      title={t('templeDash.greeting', { name: user.userName })}
      helpPage={user.userType === 2 ? 'templiadmindash' : 'templeuserdash'}
      width="wide"
      actions={
        <Button variant="ghost" onClick={() => void dashboard.refetch()} isBusy={dashboard.isFetching}>
          {t('templeDash.refresh')}
        </Button>
      }
    >
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? (
        <ErrorMessage error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {dashboard.isSuccess ? <Figures data={dashboard.data} features={temple.data?.features} /> : null}
    </Page>
  );
}

/** spec templiadmindash (temple administrator) and templeuserdash (temple staff): the temple's day. */
export default function TempleDashboardPage() {
  return <StaffTemple>{(templeId, user) => <Dashboard templeId={templeId} user={user} />}</StaffTemple>;
}
