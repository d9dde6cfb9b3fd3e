import {
  APPROVAL_STATES,
  type ApprovalItem,
  type ApprovalKind,
  type ApprovalState,
  findStar,
  formatRupees,
  MessageType,
  starNameIn,
} from '@nivedya/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDisplayDate, formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { Notice } from '../../../../ui/error-message.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { PostponeType } from '../../../../ui/perform-postpone-modal.tsx';
import { useApprovals } from '../api/find-approvals.ts';
import { useRejectOrderLine } from '../api/reject-order-line.ts';
import { BANNER_LABELS, refundPath } from '../order-labels.ts';
import { DATE_FILTERS, orderSearchQuery } from '../order-list-query.ts';
import { useOpenedOrder } from '../use-opened-order.ts';
import { OpenedOrder } from './opened-order.tsx';
import { OrderFilters } from './order-filters.tsx';
import type { StaffPostponeTarget } from './staff-postpone.tsx';
import { StatusPill } from './status-pill.tsx';

const StaffPostpone = lazy(() => import('./staff-postpone.tsx'));
const ReasonDialog = lazy(() => import('../../../../ui/reason-dialog.tsx'));

const REPORTS: { kind: ApprovalKind; to: string; labelKey: string }[] = [
  { kind: 'pre-booking', to: '/pre-booking-report', labelKey: 'templeOrders.approvals.preBookings' },
  { kind: 'vazhipad', to: '/vazhipad-approval-report', labelKey: 'templeOrders.approvals.vazhipads' },
];

function toTarget(item: ApprovalItem): StaffPostponeTarget {
  return {
    type: PostponeType.Approve,
    orderId: item.orderId,
    orderNumber: item.orderNumber,
    line: {
      id: item.lineId,
      sevaId: item.sevaId,
      sevaName: item.sevaName,
      performDate: item.performDate,
      minPerformDate: item.minPerformDate,
      devoteeName: item.devoteeName,
      starId: item.starId,
      description: item.description,
    },
  };
}

function ApprovalCard({
  item,
  canDecide,
  canRefund,
  onApprove,
  onReject,
  onOpen,
}: {
  item: ApprovalItem;
  canDecide: boolean;
  canRefund: boolean;
  onApprove: () => void;
  onReject: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const star = findStar(item.starId);
  const timeZone = useTempleTimeZone();
  const starName = star ? starNameIn(star.name, i18n.language) : item.starName;
  const banner = BANNER_LABELS[item.banner];
  const isPending = item.status === 2;
  const isRejected = item.status === 3;
  return (
    <li className="flex flex-col gap-3 p-4" data-testid="approval-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{item.sevaName}</p>
          <p className="text-sm text-stone-800">
            {item.devoteeName} - {starName}
          </p>
        </div>
        {banner ? <StatusPill tone={banner.tone}>{t(banner.key)}</StatusPill> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('templeOrders.list.bookingNo')}</dt>
        <dd>
          <button
            type="button"
            onClick={onOpen}
            className="font-mono font-semibold text-orange-900 hover:underline"
          >
            {item.orderNumber}
          </button>
          <span className="text-stone-600"> · {formatDisplayDate(item.orderDate)}</span>
        </dd>
        <dt className="text-stone-600">{t('templeOrders.list.devotee')}</dt>
        <dd className="text-stone-900">
          {[item.booker.name, item.booker.mobile].filter(Boolean).join(' · ') || '—'}
        </dd>
        <dt className="text-stone-600">{t('orders.quantity')}</dt>
        <dd className="text-stone-900">
          {item.quantity} · {formatRupees(item.amount)}
        </dd>
        {item.description ? (
          <>
            <dt className="text-stone-600">{t('postpone.remarks')}</dt>
            <dd className="text-stone-900 whitespace-pre-line">{item.description}</dd>
          </>
        ) : null}
        <dt className="text-stone-600">
          {isPending && item.performDate
            ? t('templeOrders.approvals.requestedDate')
            : t('orders.performDate')}
        </dt>
        <dd className="font-semibold text-stone-900" data-testid="approval-date">
          {item.performDate
            ? formatDisplayDate(item.performDate)
            : isRejected
              ? t('templeOrders.approvals.notAllotted')
              : t('templeOrders.approvals.earliest', { date: formatDisplayDate(item.minPerformDate) })}
        </dd>
        {item.decidedByName && item.decidedAt ? (
          <>
            <dt className="text-stone-600">
              {isRejected ? t('templeOrders.line.rejectedBy') : t('templeOrders.line.approvedBy')}
            </dt>
            <dd className="text-stone-900">
              {item.decidedByName}, {formatInstantDateTime(item.decidedAt, timeZone)}
            </dd>
          </>
        ) : null}
        {isRejected && item.remarks ? (
          <>
            <dt className="text-stone-600">{t('templeOrders.reason')}</dt>
            <dd className="text-stone-900">{item.remarks}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {isPending && canDecide ? (
          <>
            <Button onClick={onApprove}>{t('templeOrders.line.approve')}</Button>
            <Button variant="secondary" onClick={onReject}>
              {t('templeOrders.line.reject')}
            </Button>
          </>
        ) : null}
        {isRejected && canRefund ? (
          <ButtonLink variant="secondary" to={refundPath(item.orderId)}>
            {t('templeOrders.refund')}
          </ButtonLink>
        ) : null}
        <Button variant="ghost" onClick={onOpen}>
          {t('templeOrders.list.details')}
        </Button>
      </div>
    </li>
  );
}

/**
 * spec pre-booking-report and vazhipad-approval-report: the lines waiting for the temple (oldest booking
 * first) or those already approved or rejected, with date filters, search and pages; Approve opens the
 * perform-postpone modal Type 1, Reject asks the reason and then offers the refund.
 */
export function ApprovalReport({ templeId, kind }: { templeId: number; kind: ApprovalKind }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const { pathname } = useLocation();
  const { can } = useMyRights();
  const list = useListState([...DATE_FILTERS, 'state']);
  // The address names the lines shown; none (or a state it does not know) is those awaiting the temple.
  const state: ApprovalState = APPROVAL_STATES.find((option) => option === list.filters.state) ?? 'pending';
  const { open } = useOpenedOrder();
  const approvals = useApprovals(templeId, {
    kind,
    status: state,
    ...orderSearchQuery(list.query),
    offset: list.offset,
    limit: list.limit,
  });
  const reject = useRejectOrderLine(templeId);
  const [approving, setApproving] = useState<StaffPostponeTarget | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const [rejected, setRejected] = useState<ApprovalItem | null>(null);

  return (
    <>
      <nav className="mb-4 flex flex-wrap gap-2" aria-label={t('templeOrders.approvals.reports')}>
        {REPORTS.map((report) => (
          <Link
            key={report.kind}
            to={report.to}
            aria-current={report.kind === kind ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
              report.kind === kind
                ? 'bg-orange-800 text-white'
                : 'border border-orange-800/30 bg-white text-orange-900 hover:bg-orange-50'
            }`}
          >
            {t(report.labelKey)}
          </Link>
        ))}
      </nav>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('templeOrders.approvals.show')}</legend>
        {APPROVAL_STATES.map((option) => (
          <Button
            key={option}
            variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => list.setFilters({ state: option === 'pending' ? null : option })}
          >
            {t(`templeOrders.approvals.state.${option}`)}
          </Button>
        ))}
      </fieldset>
      <OrderFilters
        searchText={list.searchText}
        onSearch={list.setSearchText}
        filters={list.filters}
        onChange={list.setFilters}
        showSelects={false}
      />
      {rejected ? (
        <div className="mb-4">
          <Notice tone="success">
            <p>
              {t('templeOrders.rejectLine.doneFor', {
                seva: rejected.sevaName,
                number: rejected.orderNumber,
              })}
            </p>
            {can('refunds') ? (
              <Link to={refundPath(rejected.orderId)} className="mt-2 inline-block font-semibold underline">
                {t('templeOrders.rejectLine.refundNow')}
              </Link>
            ) : null}
          </Notice>
        </div>
      ) : null}
      <ListResults
        query={approvals}
        emptyText={t(`templeOrders.approvals.none.${state}`)}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="grid divide-y divide-stone-100 lg:grid-cols-2 lg:divide-x">
            {items.map((item) => (
              <ApprovalCard
                key={item.lineId}
                item={item}
                canDecide={can('approvals')}
                canRefund={can('refunds')}
                onApprove={() => setApproving(toTarget(item))}
                onReject={() => setRejecting(item)}
                onOpen={() => open(item.orderId)}
              />
            ))}
          </ul>
        )}
      </ListResults>
      <Suspense fallback={null}>
        {approving ? (
          <StaffPostpone
            templeId={templeId}
            target={approving}
            showPanchangam={approvals.data?.showPanchangam ?? false}
            returnTo={`${pathname}?orderId=${approving.orderId}&approve=${approving.line.id}`}
            onClose={() => setApproving(null)}
          />
        ) : null}
        {rejecting ? (
          <ReasonDialog
            title={t('templeOrders.rejectLine.title', { seva: rejecting.sevaName })}
            hint={t('templeOrders.rejectLine.hint')}
            submitText={t('templeOrders.line.reject')}
            onSubmit={(reason) => reject.mutateAsync({ lineId: rejecting.lineId, reason })}
            onDone={() => {
              setRejected(rejecting);
              alert.show(MessageType.Success, t('templeOrders.rejectLine.done'));
            }}
            onClose={() => setRejecting(null)}
          />
        ) : null}
      </Suspense>
      <OpenedOrder templeId={templeId} />
    </>
  );
}
