import {
  type DevoteeAccount,
  formatDisplayDate,
  formatInstantDate,
  PAGE_SIZE_DEFAULT,
  UserStatus,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { SearchCard, useSearchedPage } from '../../shared/searched-page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDevoteeAccounts } from '../api/devotee-accounts.ts';

const STATUS_STYLE: Record<number, string> = {
  [UserStatus.Active]: 'bg-green-100 text-green-900',
  [UserStatus.Disabled]: 'bg-amber-100 text-amber-900',
  [UserStatus.Deleted]: 'bg-stone-200 text-stone-700',
};

function AccountStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const key =
    status === UserStatus.Deleted ? 'deleted' : status === UserStatus.Disabled ? 'disabled' : 'active';
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[status] ?? STATUS_STYLE[UserStatus.Active]}`}
    >
      {t(`templeContent.devoteeUsers.statuses.${key}`)}
    </span>
  );
}

/** A deleted account keeps its bookings, not its name: it reads as such, and opens no details. */
function AccountName({ account }: { account: DevoteeAccount }) {
  const { t } = useTranslation();
  if (account.status === UserStatus.Deleted) {
    return (
      <span className="font-semibold text-stone-600">{t('templeContent.devoteeUsers.deletedName')}</span>
    );
  }
  return (
    <Link to={`/devotee?id=${account.userId}`} className="font-semibold text-orange-900 hover:underline">
      {account.userName}
    </Link>
  );
}

function Accounts({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const { search, setSearch, offset, setOffset, query } = useSearchedPage();
  const accounts = useDevoteeAccounts(templeId, query);
  return (
    <>
      <SearchCard
        label={t('templeContent.devoteeUsers.search')}
        placeholder={t('templeContent.devoteeUsers.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {accounts.isPending ? <Loading /> : null}
      {accounts.isError ? (
        <ErrorMessage error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : null}
      {accounts.isSuccess ? (
        <Card isPadded={false} className={accounts.isPlaceholderData ? 'opacity-60' : ''}>
          {accounts.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">
              {query.search
                ? t('templeContent.devoteeUsers.noneFound')
                : t('templeContent.devoteeUsers.none')}
            </p>
          ) : (
            <>
              <ul className="divide-y divide-stone-100 md:hidden">
                {accounts.data.items.map((account) => (
                  <li key={account.userId} className="flex flex-col gap-1 p-4" data-testid="devotee-account">
                    <div className="flex items-center justify-between gap-2">
                      <AccountName account={account} />
                      <AccountStatus status={account.status} />
                    </div>
                    <span className="text-sm text-stone-700">{account.mobile ?? '—'}</span>
                    <span className="truncate text-sm text-stone-700">{account.email ?? '—'}</span>
                    <span className="text-xs text-stone-600">
                      {t('templeContent.devoteeUsers.joinedOn', {
                        date: formatInstantDate(account.joinedAt, timeZone),
                      })}{' '}
                      · {t('templeContent.devoteeUsers.bookingsCount', { count: account.bookingsCount })} ·{' '}
                      {t('templeContent.devoteeUsers.lastOn', {
                        date: formatDisplayDate(account.lastBookingDate),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('templeContent.devoteeUsers.title')}</caption>
                  <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.name')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.mobile')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.email')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.joined')}
                      </th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">
                        {t('templeContent.devoteeUsers.bookings')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.lastBooking')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('templeContent.devoteeUsers.status')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {accounts.data.items.map((account) => (
                      <tr key={account.userId} data-testid="devotee-account">
                        <td className="px-4 py-3">
                          <AccountName account={account} />
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {account.mobile ?? '—'}
                        </td>
                        <td className="px-4 py-3 break-all text-stone-700">{account.email ?? '—'}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {formatInstantDate(account.joinedAt, timeZone)}
                        </td>
                        <td className="px-4 py-3 text-right text-stone-700">{account.bookingsCount}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {formatDisplayDate(account.lastBookingDate)}
                        </td>
                        <td className="px-4 py-3">
                          <AccountStatus status={account.status} />
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
              total={accounts.data.total}
              onChange={setOffset}
            />
          </div>
        </Card>
      ) : null}
    </>
  );
}

/**
 * spec devotee-users: the registered devotee accounts that booked here — when they joined, whether the
 * account is active, how often they booked. Read-only: a temple never edits a devotee's account.
 */
export default function DevoteeUsersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeContent.devoteeUsers.title')} helpPage="devotee-users" width="wide">
      <p className="mb-4 text-stone-700">{t('templeContent.devoteeUsers.intro')}</p>
      <StaffTemple>{(templeId) => <Accounts templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
