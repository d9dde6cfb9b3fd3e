import { formatRupees, isIsoDate, type RefundListItem, type RefundStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { Button } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useRefunds } from '../api/find-refunds.ts';
import { NewRefundPanel } from '../components/new-refund-panel.tsx';
import { RefundStatusBadge } from '../components/refund-status-badge.tsx';

/** The tabs of refund-list; 'approved' (being paid out) lasts only while the gateway answers. */
const TABS: readonly RefundStatus[] = ['requested', 'processed', 'rejected', 'failed'];

function RefundRow({ refund }: { refund: RefundListItem }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  return (
    <li>
      <Link
        to={`/refund-details?id=${refund.id}`}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-orange-50 focus-visible:bg-orange-50"
        data-testid="refund-row"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-mono font-semibold text-stone-900">{refund.orderNumber}</span>
          {refund.isAskedByDevotee ? (
            <span
              className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950"
              data-testid="asked-by-devotee"
            >
              {t('refunds.askedByDevotee')}
            </span>
          ) : null}
          <span className="block text-sm text-stone-700">
            {[refund.devoteeName, refund.mobile].filter(Boolean).join(' · ')}
          </span>
          <span className="block text-xs text-stone-500">
            {t('refunds.requestedOn', { date: formatInstantDateTime(refund.requestedAt, timeZone) })} ·{' '}
            {t('refunds.sevaCount', { count: refund.lineCount })}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold text-stone-900 tabular-nums">{formatRupees(refund.amount)}</span>
          <RefundStatusBadge status={refund.status} />
        </span>
      </Link>
    </li>
  );
}

function RefundList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState(['status', 'from', 'to']);
  const { filters } = list;
  // The address names the tab; none (or one it does not know) is the refunds awaiting a decision.
  const status = TABS.find((tab) => tab === filters.status) ?? 'requested';
  const refunds = useRefunds(templeId, {
    status,
    offset: list.offset,
    limit: list.limit,
    ...(list.query.search ? { q: list.query.search } : {}),
    ...(isIsoDate(filters.from) ? { from: filters.from } : {}),
    ...(isIsoDate(filters.to) ? { to: filters.to } : {}),
  });
  const isFiltered = Boolean(list.searchText.trim() || filters.from || filters.to);

  return (
    <>
      <ListFilters
        search={{
          label: t('refunds.searchLabel'),
          placeholder: t('refunds.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <DatePickerField
          label={t('refunds.fromDate')}
          value={filters.from || null}
          max={filters.to || null}
          onChange={(date) => list.setFilters({ from: date })}
        />
        <DatePickerField
          label={t('refunds.toDate')}
          value={filters.to || null}
          min={filters.from || null}
          onChange={(date) => list.setFilters({ to: date })}
        />
        {isFiltered ? (
          <Button
            variant="ghost"
            onClick={() => {
              list.setSearchText('');
              list.setFilters({ from: null, to: null });
            }}
          >
            {t('refunds.clearFilters')}
          </Button>
        ) : null}
      </ListFilters>
      <div role="tablist" aria-label={t('refunds.tabsLabel')} className="mb-3 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            onClick={() => list.setFilters({ status: tab === 'requested' ? null : tab })}
            className="min-h-11 shrink-0 rounded-full border border-orange-800/20 px-4 text-sm font-semibold text-orange-900 hover:bg-orange-100 aria-selected:border-orange-800 aria-selected:bg-orange-800 aria-selected:text-white"
          >
            {t(`refunds.status.${tab}`)}
          </button>
        ))}
      </div>
      <ListResults
        query={refunds}
        emptyText={isFiltered ? t('refunds.noneSearched') : t('refunds.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}

/**
 * refund-list: the temple's refunds by status (requested, processed, rejected, failed), searched by
 * booking number, devotee or mobile and by request day, paged. "New refund" (?new=1) finds a booking by
 * its number; ?orderId= (the transaction screen links here) opens that booking at once.
 */
export default function RefundListPage() {
  return <StaffTemple>{(templeId) => <RefundListScreen templeId={templeId} />}</StaffTemple>;
}

function RefundListScreen({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  const isCreating = orderId !== null || params.get('new') === '1';
  // Opening or closing the new refund leaves the list's search, filters and page as they are.
  const creating = (isNew: '1' | null) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.delete('orderId');
    if (isNew) next.set('new', isNew);
    else next.delete('new');
    return next;
  };
  return (
    <Page
      title={t('refunds.listTitle')}
      helpPage="refund-list"
      width="wide"
      actions={
        isCreating ? null : (
          <Button onClick={() => setParams(creating('1'))} data-testid="new-refund">
            {t('refunds.newRefund')}
          </Button>
        )
      }
    >
      {isCreating ? (
        <NewRefundPanel
          key={orderId ?? 'new'}
          templeId={templeId}
          orderId={orderId}
          onClose={() => setParams(creating(null), { replace: true })}
        />
      ) : null}
      <RefundList templeId={templeId} />
    </Page>
  );
}
