import { formatRupees, type TempleDevoteeSummary } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate, formatDisplayMonth } from '../../../../lib/display-dates.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { useTempleDevotees } from '../../devotees/api/temple-devotees.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDevoteeSummary } from '../api/devotee-summary.ts';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-orange-950" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Summary({ summary }: { summary: TempleDevoteeSummary }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-[3fr_2fr]">
      <dl className="grid grid-cols-2 gap-3 self-start sm:grid-cols-3">
        <Stat
          label={t('templeContent.devoteeDash.devotees')}
          value={summary.devotees}
          testId="dash-devotees"
        />
        <Stat
          label={t('templeContent.devoteeDash.newThisMonth', { month: formatDisplayMonth(summary.month) })}
          value={summary.newThisMonth}
          testId="dash-new-devotees"
        />
        <Stat
          label={t('templeContent.devoteeDash.repeat')}
          value={summary.repeatDevotees}
          testId="dash-repeat-devotees"
        />
      </dl>
      <Card isPadded={false}>
        <h2 className="border-b border-stone-200 px-5 py-3 font-serif text-lg font-bold text-orange-950">
          {t('templeContent.devoteeDash.topSevas')}
        </h2>
        {summary.topSevas.length === 0 ? (
          <p className="p-5 text-stone-700">{t('templeContent.devoteeDash.noSevas')}</p>
        ) : (
          <ol className="divide-y divide-stone-100">
            {summary.topSevas.map((seva) => (
              <li
                key={seva.sevaId}
                className="flex items-center justify-between gap-3 px-5 py-3"
                data-testid="top-seva"
              >
                <span className="min-w-0 font-semibold text-stone-900">{seva.sevaName}</span>
                <span className="shrink-0 text-right text-sm text-stone-700">
                  {t('templeContent.devoteeDash.sevaDevotees', { count: seva.devotees })}
                  <span className="block text-xs text-stone-500">
                    {t('templeContent.devoteeDash.sevaBookings', { count: seva.bookings })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

function Devotees({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState();
  const devotees = useTempleDevotees(templeId, list.query);
  return (
    <section aria-labelledby="devotee-dash-list">
      <h2 id="devotee-dash-list" className="mb-3 font-serif text-xl font-bold text-orange-950">
        {t('templeContent.devoteeDash.list')}
      </h2>
      <ListFilters
        search={{
          label: t('templeDevotees.search'),
          placeholder: t('templeDevotees.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <ListResults
        query={devotees}
        emptyText={list.query.search ? t('templeDevotees.noneFound') : t('templeDevotees.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((devotee) => (
              <li
                key={devotee.userId}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4"
                data-testid="dash-devotee"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/devotee?id=${devotee.userId}`}
                    className="font-semibold text-orange-900 hover:underline"
                  >
                    {devotee.userName}
                  </Link>
                  <span className="block truncate text-sm text-stone-700">
                    {[devotee.mobile, devotee.email].filter(Boolean).join(' · ') || '—'}
                  </span>
                </div>
                <div className="basis-full text-sm text-stone-700 sm:basis-auto sm:text-right">
                  <span className="block font-semibold text-stone-900">
                    {formatRupees(devotee.totalPaid)}
                  </span>
                  {t('templeDevotees.bookingsCount', { count: devotee.bookingsCount })}
                  {devotee.lastBookingDate
                    ? ` · ${t('templeDevotees.lastOn', { date: formatDisplayDate(devotee.lastBookingDate) })}`
                    : ''}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}

function Dashboard({ templeId }: { templeId: number }) {
  const summary = useDevoteeSummary(templeId);
  return (
    <>
      {summary.isPending ? <Loading /> : null}
      {summary.isError ? <ErrorMessage error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {summary.isSuccess ? <Summary summary={summary.data} /> : null}
      <Devotees templeId={templeId} />
    </>
  );
}

/**
 * spec devoteedash: the devotees who booked here — how many, how many are new this month, how many
 * come back, what they book most — and the searchable list, each opening devotee.
 */
export default function DevoteeDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeContent.devoteeDash.title')} helpPage="devoteedash" width="wide">
      <StaffTemple>{(templeId) => <Dashboard templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
