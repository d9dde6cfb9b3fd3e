import { type DevoteeAccount, UserStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate, formatInstantDate } from '../../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../../ui/data-table.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
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
  const list = useListState();
  const accounts = useDevoteeAccounts(templeId, list.query);
  const columns: TableColumn<DevoteeAccount>[] = [
    {
      id: 'name',
      header: t('templeContent.devoteeUsers.name'),
      isRowHeader: true,
      cell: (account) => <AccountName account={account} />,
    },
    {
      id: 'mobile',
      header: t('templeContent.devoteeUsers.mobile'),
      cell: (account) => account.mobile ?? '—',
      phone: 'plain',
      className: 'whitespace-nowrap',
    },
    {
      id: 'email',
      header: t('templeContent.devoteeUsers.email'),
      cell: (account) => account.email ?? '—',
      phone: 'plain',
      className: 'break-all',
    },
    {
      id: 'joined',
      header: t('templeContent.devoteeUsers.joined'),
      cell: (account) => formatInstantDate(account.joinedAt, timeZone),
      className: 'whitespace-nowrap',
    },
    {
      id: 'bookings',
      header: t('templeContent.devoteeUsers.bookings'),
      cell: (account) => account.bookingsCount,
      isNumeric: true,
    },
    {
      id: 'lastBooking',
      header: t('templeContent.devoteeUsers.lastBooking'),
      cell: (account) => formatDisplayDate(account.lastBookingDate),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('templeContent.devoteeUsers.status'),
      cell: (account) => <AccountStatus status={account.status} />,
      phone: 'badge',
    },
  ];
  return (
    <>
      <ListFilters
        search={{
          label: t('templeContent.devoteeUsers.search'),
          placeholder: t('templeContent.devoteeUsers.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <ListResults
        query={accounts}
        emptyText={
          list.query.search ? t('templeContent.devoteeUsers.noneFound') : t('templeContent.devoteeUsers.none')
        }
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('templeContent.devoteeUsers.title')}
            columns={columns}
            items={items}
            itemKey={(account) => account.userId}
            itemTestId="devotee-account"
          />
        )}
      </ListResults>
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
