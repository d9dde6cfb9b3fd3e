import { findStar, formatRupees, OrderLineStatus, starNameIn, type TempleOrderLine } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { LineSeriesBadge } from '../../../../ui/series-badge.tsx';
import { lineStateLabel, refundPath } from '../order-labels.ts';
import { StatusPill } from './status-pill.tsx';

/**
 * One seva line for the staff: the spec §4 banner, date (or that the temple allots it), devotee and
 * star, amounts, the devotee's remarks and the temple's decision; Approve and Reject for a line
 * awaiting approval, Edit for a booked one, and the refund of a rejected one.
 */
export function StaffLineCard({
  line,
  orderId,
  canDecide,
  canRefund,
  onApprove,
  onReject,
  onEdit,
}: {
  line: TempleOrderLine;
  orderId: number;
  /** The user holds the `approvals` right. */
  canDecide: boolean;
  /** The user holds the `refunds` right. */
  canRefund: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const state = lineStateLabel(line);
  const timeZone = useTempleTimeZone();
  const star = findStar(line.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : line.starName;
  const isRejected = line.status === OrderLineStatus.Rejected;
  const actions = {
    approve: canDecide && line.canApprove,
    edit: canDecide && line.canEdit,
    refund: canRefund && isRejected,
  };
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="staff-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {line.serialNo}. {line.sevaName}
            {line.deityName ? <span className="font-normal text-stone-600"> · {line.deityName}</span> : null}
          </p>
          <p className="text-sm text-stone-800">
            {line.devoteeName} - {starName}
            {line.series ? (
              <span className="ml-2">
                <LineSeriesBadge series={line.series} />
              </span>
            ) : null}
          </p>
        </div>
        {state ? <StatusPill tone={state.tone}>{t(state.key)}</StatusPill> : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('orders.performDate')}</dt>
        <dd className="font-semibold text-stone-900" data-testid="line-date">
          {line.performDate
            ? formatDisplayDate(line.performDate)
            : isRejected
              ? t('templeOrders.approvals.notAllotted')
              : t('templeOrders.line.toAllot')}
        </dd>
        <dt className="text-stone-600">{t('orders.quantity')}</dt>
        <dd className="text-stone-900">
          {line.quantity} × {formatRupees(line.rate + line.postageCharge)} ={' '}
          <span className="font-semibold">{formatRupees(line.lineTotal)}</span>
        </dd>
        {line.description ? (
          <>
            <dt className="text-stone-600">{t('postpone.remarks')}</dt>
            <dd className="text-stone-900 whitespace-pre-line">{line.description}</dd>
          </>
        ) : null}
        {line.decidedByName && line.decidedAt ? (
          <>
            <dt className="text-stone-600">
              {isRejected ? t('templeOrders.line.rejectedBy') : t('templeOrders.line.approvedBy')}
            </dt>
            <dd className="text-stone-900">
              {line.decidedByName}, {formatInstantDateTime(line.decidedAt, timeZone)}
            </dd>
          </>
        ) : null}
        {isRejected && line.remarks ? (
          <>
            <dt className="text-stone-600">{t('templeOrders.reason')}</dt>
            <dd className="text-stone-900">{line.remarks}</dd>
          </>
        ) : null}
      </dl>
      {actions.approve || actions.edit || actions.refund ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {actions.approve ? (
            <>
              <Button onClick={onApprove}>{t('templeOrders.line.approve')}</Button>
              <Button variant="secondary" onClick={onReject}>
                {t('templeOrders.line.reject')}
              </Button>
            </>
          ) : null}
          {actions.edit ? (
            <Button variant="ghost" onClick={onEdit}>
              {t('orders.edit')}
            </Button>
          ) : null}
          {actions.refund ? (
            <ButtonLink variant="secondary" to={refundPath(orderId)}>
              {t('templeOrders.refund')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
