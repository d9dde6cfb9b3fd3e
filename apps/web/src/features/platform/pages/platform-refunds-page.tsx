import { formatRupees, type PlatformRefundListItem, REFUND_STATUSES } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { usePlatformRefunds } from '../api/platform-refunds.ts';
import { useAdminTemples } from '../api/platform-temples.ts';

/**
 * Refunds across temples (the dashboard's "refunds waiting"): what each temple still has to approve or
 * pay back. Read only: each temple's administrator approves its own refunds (refund-list).
 */
export default function PlatformRefundsPage() {
  const { t } = useTranslation();
  const list = useListState(['status', 'templeId']);
  const { status, templeId } = list.filters;
  const refunds = usePlatformRefunds({
    offset: list.offset,
    limit: list.limit,
    ...(status ? { status: status as (typeof REFUND_STATUSES)[number] } : {}),
    ...(templeId ? { templeId: Number(templeId) } : {}),
  });
  const temples = useAdminTemples({ offset: 0, limit: 100 });
  const columns: TableColumn<PlatformRefundListItem>[] = [
    {
      id: 'order',
      header: t('platformRefunds.order'),
      isRowHeader: true,
      cell: (refund) => refund.orderNumber,
    },
    { id: 'temple', header: t('platformRefunds.temple'), phone: 'line', cell: (refund) => refund.templeName },
    {
      id: 'amount',
      header: t('platformRefunds.amount'),
      isNumeric: true,
      phone: 'badge',
      cell: (refund) => formatRupees(refund.amount),
    },
    {
      id: 'status',
      header: t('platformRefunds.status'),
      phone: 'plain',
      cell: (refund) => t(`platformRefunds.statuses.${refund.status}`),
    },
    {
      id: 'devotee',
      header: t('platformRefunds.devotee'),
      phone: 'line',
      cell: (refund) => refund.devoteeName ?? refund.mobile ?? '—',
    },
    { id: 'reason', header: t('platformRefunds.reason'), phone: 'line', cell: (refund) => refund.reason },
    {
      id: 'requested',
      header: t('platformRefunds.requested'),
      phone: 'plain',
      cell: (refund) => formatInstantDateTime(refund.requestedAt),
    },
  ];
  return (
    <Page title={t('platformRefunds.title')} helpPage="platform-refunds" width="wide">
      <p className="mb-4 text-stone-700">{t('platformRefunds.note')}</p>
      <ListFilters>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('platformRefunds.status')}
            value={status}
            onChange={(event) => list.setFilters({ status: event.target.value })}
          >
            <option value="">{t('platformRefunds.allStatuses')}</option>
            {REFUND_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`platformRefunds.statuses.${each}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('platformRefunds.temple')}
            value={templeId}
            onChange={(event) => list.setFilters({ templeId: event.target.value })}
          >
            <option value="">{t('platformRefunds.allTemples')}</option>
            {(temples.data?.items ?? []).map((temple) => (
              <option key={temple.id} value={temple.id}>
                {temple.name}
              </option>
            ))}
          </SelectField>
        </div>
      </ListFilters>
      <ListResults
        query={refunds}
        emptyText={t('platformRefunds.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('platformRefunds.title')}
            columns={columns}
            items={items}
            itemKey={(refund) => refund.id}
            itemTestId="platform-refund"
          />
        )}
      </ListResults>
    </Page>
  );
}
