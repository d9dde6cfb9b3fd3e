import { formatRupees, type TempleDevotee } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../../ui/data-table.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleDevotees } from '../api/temple-devotees.ts';

const detailsOf = (devotee: TempleDevotee) => `/devotee?id=${devotee.userId}`;

function DevoteeList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState();
  const devotees = useTempleDevotees(templeId, list.query);
  const columns: TableColumn<TempleDevotee>[] = [
    {
      id: 'name',
      header: t('templeDevotees.name'),
      isRowHeader: true,
      cell: (devotee) => (
        <>
          <Link to={detailsOf(devotee)} className="font-semibold text-orange-900 hover:underline">
            {devotee.userName}
          </Link>
          {devotee.email ? (
            <span className="block text-xs font-normal break-all text-stone-600">{devotee.email}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'mobile',
      header: t('templeDevotees.mobile'),
      cell: (devotee) => devotee.mobile ?? '—',
      phone: 'plain',
      className: 'whitespace-nowrap',
    },
    {
      id: 'bookings',
      header: t('templeDevotees.bookings'),
      cell: (devotee) => devotee.bookingsCount,
      isNumeric: true,
    },
    {
      id: 'lastBooking',
      header: t('templeDevotees.lastBooking'),
      cell: (devotee) => formatDisplayDate(devotee.lastBookingDate) || '—',
      className: 'whitespace-nowrap',
    },
    {
      id: 'totalPaid',
      header: t('templeDevotees.totalPaid'),
      cell: (devotee) => formatRupees(devotee.totalPaid),
      isNumeric: true,
      phone: 'badge',
      className: 'font-semibold text-stone-900',
    },
  ];

  return (
    <>
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
          <DataTable
            label={t('templeDevotees.title')}
            columns={columns}
            items={items}
            itemKey={(devotee) => devotee.userId}
            itemTestId="temple-devotee"
          />
        )}
      </ListResults>
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
