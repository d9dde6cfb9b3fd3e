import { formatDisplayDate, formatRupees, PAGE_SIZE_DEFAULT, type TempleDevotee } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { SearchCard, useSearchedPage } from '../../shared/searched-page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleDevotees } from '../api/temple-devotees.ts';

const detailsOf = (devotee: TempleDevotee) => `/devotee?id=${devotee.userId}`;

function DevoteeList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { search, setSearch, offset, setOffset, query } = useSearchedPage();
  const devotees = useTempleDevotees(templeId, query);

  return (
    <>
      <SearchCard
        label={t('templeDevotees.search')}
        placeholder={t('templeDevotees.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {devotees.isPending ? <Loading /> : null}
      {devotees.isError ? (
        <ErrorMessage error={devotees.error} onRetry={() => void devotees.refetch()} />
      ) : null}
      {devotees.isSuccess ? (
        <Card isPadded={false} className={devotees.isPlaceholderData ? 'opacity-60' : ''}>
          {devotees.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">
              {query.search ? t('templeDevotees.noneFound') : t('templeDevotees.none')}
            </p>
          ) : (
            <>
              <ul className="divide-y divide-stone-100 md:hidden">
                {devotees.data.items.map((devotee) => (
                  <li key={devotee.userId} className="flex flex-col gap-1 p-4" data-testid="temple-devotee">
                    <div className="flex items-center justify-between gap-2">
                      <Link to={detailsOf(devotee)} className="font-semibold text-stone-900 hover:underline">
                        {devotee.userName}
                      </Link>
                      <span className="shrink-0 font-semibold text-stone-900">
                        {formatRupees(devotee.totalPaid)}
                      </span>
                    </div>
                    <span className="text-sm text-stone-700">{devotee.mobile ?? devotee.email ?? '—'}</span>
                    <span className="text-xs text-stone-600">
                      {t('templeDevotees.bookingsCount', { count: devotee.bookingsCount })}
                      {devotee.lastBookingDate
                        ? ` · ${t('templeDevotees.lastOn', { date: formatDisplayDate(devotee.lastBookingDate) })}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('templeDevotees.title')}</caption>
                  <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeDevotees.name')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeDevotees.mobile')}
                      </th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">
                        {t('templeDevotees.bookings')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeDevotees.lastBooking')}
                      </th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">
                        {t('templeDevotees.totalPaid')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {devotees.data.items.map((devotee) => (
                      <tr key={devotee.userId} data-testid="temple-devotee">
                        <td className="px-4 py-3">
                          <Link
                            to={detailsOf(devotee)}
                            className="font-semibold text-orange-900 hover:underline"
                          >
                            {devotee.userName}
                          </Link>
                          {devotee.email ? (
                            <span className="block text-xs text-stone-600">{devotee.email}</span>
                          ) : null}
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {devotee.mobile ?? '—'}
                        </td>
                        <td className="px-4 py-3 text-right text-stone-700">{devotee.bookingsCount}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {formatDisplayDate(devotee.lastBookingDate) || '—'}
                        </td>
                        <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900">
                          {formatRupees(devotee.totalPaid)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <div className="px-4 pb-4">
            <Pager
              offset={offset}
              limit={PAGE_SIZE_DEFAULT}
              total={devotees.data.total}
              onChange={setOffset}
            />
          </div>
        </Card>
      ) : null}
    </>
  );
}

/** spec devoteelist: the devotees who booked at this temple, searchable, with what they paid. */
export default function DevoteeListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeDevotees.title')} helpPage="devoteelist" width="wide">
      <StaffTemple>{(templeId) => <DevoteeList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
