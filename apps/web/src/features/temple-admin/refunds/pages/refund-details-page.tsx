import type { Refund } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDisplayDate, formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useRefund } from '../api/get-refund.ts';
import { RefundDecision } from '../components/refund-decision.tsx';
import { RefundMethodNote } from '../components/refund-method-note.tsx';
import { RefundStatusBadge } from '../components/refund-status-badge.tsx';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="contents">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-stone-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Result({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const isDecided = refund.status !== 'requested';
  const isRejected = refund.status === 'rejected';
  if (!isDecided) return null;
  return (
    <Card>
      <h2 className="mb-3 font-serif text-lg font-bold text-orange-950">{t('refunds.details.result')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="refund-result">
        {refund.approvedBy ? (
          <Row
            label={isRejected ? t('refunds.details.decidedBy') : t('refunds.details.approvedBy')}
            testId="approved-by"
          >
            {refund.approvedBy.userName}
          </Row>
        ) : null}
        {refund.approvedAt ? (
          <Row label={isRejected ? t('refunds.details.decidedAt') : t('refunds.details.approvedAt')}>
            {formatInstantDateTime(refund.approvedAt, timeZone)}
          </Row>
        ) : null}
        {refund.processedAt ? (
          <Row label={t('refunds.details.processedAt')}>
            {formatInstantDateTime(refund.processedAt, timeZone)}
          </Row>
        ) : null}
        {refund.status === 'processed' ? (
          <Row label={t('refunds.details.gatewayRefundId')} testId="gateway-refund-id">
            {refund.gatewayRefundId ? (
              <span className="font-mono">{refund.gatewayRefundId}</span>
            ) : (
              t('refunds.details.noGateway')
            )}
          </Row>
        ) : null}
        {refund.remarks ? (
          <Row
            label={
              refund.status === 'failed'
                ? t('refunds.details.failureReason')
                : isRejected
                  ? t('refunds.details.rejectionReason')
                  : t('refunds.details.remarks')
            }
          >
            {refund.remarks}
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}

function Details({ templeId, refund }: { templeId: number; refund: Refund }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="flex flex-col gap-4">
        <Card className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-lg font-bold text-stone-900">{refund.orderNumber}</p>
            <RefundStatusBadge status={refund.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row label={t('refunds.details.amount')} testId="refund-amount-shown">
              <span className="text-lg font-bold tabular-nums">{formatRupees(refund.amount)}</span>
            </Row>
            <Row label={t('refunds.order.devotee')}>
              {[refund.devoteeName, refund.mobile].filter(Boolean).join(' · ') || '—'}
            </Row>
            <Row label={t('refunds.order.orderDate')}>{formatDisplayDate(refund.orderDate)}</Row>
            <Row label={t('refunds.order.paidTotal')}>{formatRupees(refund.orderTotal)}</Row>
            <Row label={t('refunds.details.reason')}>
              {refund.isAskedByDevotee ? `${t('refunds.askedByDevotee')}: ` : ''}
              {refund.reason}
            </Row>
            {refund.requestedBy ? (
              <Row label={t('refunds.details.requestedBy')}>{refund.requestedBy.userName}</Row>
            ) : null}
            <Row label={t('refunds.details.requestedAt')}>
              {formatInstantDateTime(refund.requestedAt, timeZone)}
            </Row>
          </dl>
          <RefundMethodNote
            method={refund.method}
            gateway={refund.gateway}
            paymentMode={refund.paymentMode}
            amount={refund.amount}
          />
        </Card>
        <Card isPadded={false}>
          <h2 className="border-b border-stone-200 px-5 py-3 font-serif text-lg font-bold text-orange-950">
            {t('refunds.details.sevas')}
          </h2>
          <ul className="divide-y divide-stone-100">
            {refund.lines.map((line) => (
              <li key={line.orderLineId} className="flex items-start justify-between gap-3 px-5 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{line.sevaName}</span>
                  <span className="block text-stone-700">
                    {line.devoteeName} ·{' '}
                    {line.performDate ? formatDisplayDate(line.performDate) : t('refunds.order.pendingDate')}{' '}
                    · {t('refunds.order.quantity', { count: line.quantity })}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatRupees(line.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className="flex flex-col gap-4">
        {refund.canApprove || refund.canReject ? (
          <RefundDecision templeId={templeId} refund={refund} />
        ) : null}
        <Result refund={refund} />
        <ButtonLink variant="secondary" to="/refund-list">
          {t('refunds.details.backToList')}
        </ButtonLink>
      </div>
    </div>
  );
}

function RefundScreen({ templeId, refundId }: { templeId: number; refundId: number }) {
  const refund = useRefund(templeId, refundId);
  if (refund.isPending) return <Loading />;
  if (refund.isError) return <ErrorMessage error={refund.error} onRetry={() => void refund.refetch()} />;
  return <Details templeId={templeId} refund={refund.data} />;
}

/**
 * refund-details?id=…: one refund, its sevas and how the money goes back; Approve or Reject while it
 * waits (or after it failed), and the result: who approved and when, the gateway's refund id.
 */
export default function RefundDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refundId = parseId(params.get('id'));
  return (
    <Page title={t('refunds.detailsTitle')} helpPage="refund-details" width="wide" showBack>
      <StaffTemple>
        {(templeId) =>
          refundId === null ? (
            <Notice>
              <Link to="/refund-list" className="underline">
                {t('refunds.details.backToList')}
              </Link>
            </Notice>
          ) : (
            <RefundScreen templeId={templeId} refundId={refundId} />
          )
        }
      </StaffTemple>
    </Page>
  );
}
