import {
  formatInstantDateTime,
  formatRupees,
  PAGE_SIZE_DEFAULT,
  type RefundListItem,
  type RefundStatus,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseId } from '../../../../lib/route-params.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
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
  const [status, setStatus] = useState<RefundStatus>('requested');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());
  const filter = {
    status,
    offset,
    limit: PAGE_SIZE_DEFAULT,
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const refunds = useRefunds(templeId, filter);
  const isFiltered = Boolean(q || from || to);
  const resetTo =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  return (
    <>
      <Card className="mb-4 flex flex-col gap-3">
        <TextField
          label={t('refunds.searchLabel')}
          type="search"
          value={search}
          onChange={(event) => resetTo(setSearch)(event.target.value)}
          placeholder={t('refunds.searchPlaceholder')}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={t('refunds.fromDate')}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => resetTo(setFrom)(event.target.value)}
          />
          <TextField
            label={t('refunds.toDate')}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => resetTo(setTo)(event.target.value)}
          />
          {isFiltered ? (
            <Button
              variant="ghost"
              className="col-span-2 sm:col-span-1"
              onClick={() => {
                setSearch('');
                setFrom('');
                setTo('');
                setOffset(0);
              }}
            >
              {t('refunds.clearFilters')}
            </Button>
          ) : null}
        </div>
      </Card>
      <div role="tablist" aria-label={t('refunds.tabsLabel')} className="mb-3 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            onClick={() => resetTo(setStatus)(tab)}
            className="min-h-11 shrink-0 rounded-full border border-orange-800/20 px-4 text-sm font-semibold text-orange-900 hover:bg-orange-100 aria-selected:border-orange-800 aria-selected:bg-orange-800 aria-selected:text-white"
          >
            {t(`refunds.status.${tab}`)}
          </button>
        ))}
      </div>
      {refunds.isPending ? <Loading /> : null}
      {refunds.isError ? <ErrorMessage error={refunds.error} onRetry={() => void refunds.refetch()} /> : null}
      {refunds.data && refunds.data.items.length === 0 ? (
        <Card>
          <p className="text-stone-700">{isFiltered ? t('refunds.noneSearched') : t('refunds.none')}</p>
        </Card>
      ) : null}
      {refunds.data && refunds.data.items.length > 0 ? (
        <>
          <Card isPadded={false}>
            <ul
              className={`divide-y divide-stone-100 ${refunds.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={refunds.isPlaceholderData || undefined}
            >
              {refunds.data.items.map((refund) => (
                <RefundRow key={refund.id} refund={refund} />
              ))}
            </ul>
          </Card>
          <Pager offset={offset} limit={PAGE_SIZE_DEFAULT} total={refunds.data.total} onChange={setOffset} />
        </>
      ) : null}
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
  return (
    <Page
      title={t('refunds.listTitle')}
      helpPage="refund-list"
      width="wide"
      actions={
        isCreating ? null : (
          <Button onClick={() => setParams({ new: '1' })} data-testid="new-refund">
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
          onClose={() => setParams({}, { replace: true })}
        />
      ) : null}
      <RefundList templeId={templeId} />
    </Page>
  );
}
