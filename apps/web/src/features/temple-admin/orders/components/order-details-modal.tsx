import { formatRupees, MessageType, type TempleOrderDetail, type TempleOrderLine } from '@nivedya/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCloseOnBack } from '../../../../lib/back-button.ts';
import { openExternal } from '../../../../lib/browser.ts';
import { SITE_URL } from '../../../../lib/config.ts';
import { formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { ReceiptIcon } from '../../../../ui/feature-icons.tsx';
import { HelpButton } from '../../../../ui/help-button.tsx';
import { BackIcon } from '../../../../ui/icons.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { ModalShell } from '../../../../ui/modal.tsx';
import { PostponeType } from '../../../../ui/perform-postpone-modal.tsx';
import ReasonDialog from '../../../../ui/reason-dialog.tsx';
import { TotalsBreakdown } from '../../../../ui/totals-breakdown.tsx';
import { PrintReceiptButton } from '../../../printing/components/print-receipt-button.tsx';
import { useOrderReceipt } from '../api/get-receipt.ts';
import { useTempleOrder } from '../api/get-temple-order.ts';
import { useRejectOrderLine } from '../api/reject-order-line.ts';
import { orderStateLabel, paymentModeKey, refundPath } from '../order-labels.ts';
import { isAwaitingVerification, PaymentActions } from './payment-actions.tsx';
import { StaffLineCard } from './staff-line-card.tsx';
import StaffPostpone, { type StaffPostponeTarget } from './staff-postpone.tsx';
import { StatusPill } from './status-pill.tsx';

/** The address that reopens this order's approval of a line (the Panchangam's way back). */
function approvalReturnPath(pathname: string, orderId: number, lineId: number): string {
  return `${pathname}?orderId=${orderId}&approve=${lineId}`;
}

export function postponeTarget(
  order: Pick<TempleOrderDetail, 'id' | 'orderNumber'>,
  line: TempleOrderLine,
  type: StaffPostponeTarget['type'],
): StaffPostponeTarget {
  return { type, orderId: order.id, orderNumber: order.orderNumber, line };
}

function Summary({ order }: { order: TempleOrderDetail }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const state = orderStateLabel(order);
  const { verification, booker } = order;
  const rows: [string, string][] = [
    [t('templeOrders.details.bookedOn'), formatInstantDateTime(order.createdAt, timeZone)],
    [t('templeOrders.details.type'), t(`templeOrders.type.${order.type}`)],
    [
      t('templeOrders.details.bookedBy'),
      [booker.name, booker.mobile, booker.email].filter(Boolean).join(' · ') || '—',
    ],
    [t('templeOrders.details.payment'), t(paymentModeKey(order.paymentMode))],
  ];
  if (order.paymentCode) rows.push([t('templeOrders.details.paymentRef'), order.paymentCode]);
  if (order.paidAt)
    rows.push([t('templeOrders.details.paidAt'), formatInstantDateTime(order.paidAt, timeZone)]);
  if (verification.isVerified && verification.verifiedAt) {
    rows.push([
      t('templeOrders.details.verifiedBy'),
      `${verification.verifiedByName ?? '—'}, ${formatInstantDateTime(verification.verifiedAt, timeZone)}`,
    ]);
  }
  if (isAwaitingVerification(order) && order.holdExpiresAt) {
    rows.push([t('templeOrders.details.heldUntil'), formatInstantDateTime(order.holdExpiresAt, timeZone)]);
  }
  if (order.reason) rows.push([t('templeOrders.reason'), order.reason]);
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900 tabular-nums">{formatRupees(order.totalAmount)}</p>
        <StatusPill tone={state.tone}>{t(state.key)}</StatusPill>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 break-words text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrderBody({
  templeId,
  order,
  onPostpone,
  onReject,
}: {
  templeId: number;
  order: TempleOrderDetail;
  onPostpone: (target: StaffPostponeTarget) => void;
  onReject: (line: TempleOrderLine) => void;
}) {
  const { t } = useTranslation();
  const { can } = useMyRights();
  const receipt = useOrderReceipt(order.receiptToken);
  const isLive = order.status === 'paid' || order.status === 'pending';
  return (
    <div className="flex flex-col gap-4">
      <Summary order={order} />
      {isAwaitingVerification(order) && can('billing') ? (
        <section className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">{order.statusMessage}</p>
          <PaymentActions templeId={templeId} order={order} />
        </section>
      ) : null}
      <ul className="flex flex-col gap-3">
        {order.lines.map((line) => (
          <StaffLineCard
            key={line.id}
            line={line}
            orderId={order.id}
            canDecide={can('approvals')}
            canRefund={can('refunds')}
            onApprove={() => onPostpone(postponeTarget(order, line, PostponeType.Approve))}
            onEdit={() => onPostpone(postponeTarget(order, line, PostponeType.Update))}
            onReject={() => onReject(line)}
          />
        ))}
      </ul>
      <TotalsBreakdown totals={order.totals} numberOfPoojas={order.totals.numberOfPoojas} />
      <div className="flex flex-wrap gap-2">
        {receipt.data ? <PrintReceiptButton receipt={receipt.data} /> : null}
        <Button
          variant="secondary"
          onClick={() =>
            void openExternal(`${SITE_URL}/seva-receipt/${encodeURIComponent(order.receiptToken)}`)
          }
        >
          <ReceiptIcon className="size-5" />
          {t('templeOrders.details.receipt')}
        </Button>
        {isLive && order.status === 'paid' && can('refunds') ? (
          <ButtonLink variant="secondary" to={refundPath(order.id)}>
            {t('templeOrders.refund')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The staff's order details (route transaction and the reports): what was booked, by whom, how it was
 * paid and verified; per line Approve / Reject (Type 1) and Edit (Type 0); for a bank transfer Verify
 * and "Payment not received"; print, the receipt and the refund. `approveLineId` reopens that line's
 * approval (coming back from the Panchangam).
 */
export default function OrderDetailsModal({
  templeId,
  orderId,
  approveLineId,
  onClose,
}: {
  templeId: number;
  orderId: number;
  approveLineId?: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const { pathname } = useLocation();
  const order = useTempleOrder(templeId, orderId);
  const reject = useRejectOrderLine(templeId);
  const release = useCloseOnBack(true, onClose);
  const close = () => void release().then(onClose);
  const [postpone, setPostpone] = useState<StaffPostponeTarget | null>(null);
  const [rejecting, setRejecting] = useState<TempleOrderLine | null>(null);
  const reopened = useRef(false);

  useEffect(() => {
    if (reopened.current || !approveLineId || !order.data) return;
    reopened.current = true;
    const line = order.data.lines.find((candidate) => candidate.id === approveLineId);
    if (line?.canApprove) setPostpone(postponeTarget(order.data, line, PostponeType.Approve));
  }, [approveLineId, order.data]);

  const title = order.data
    ? t('templeOrders.details.title', { number: order.data.orderNumber })
    : t('templeOrders.details.loading');
  return (
    <ModalShell title={title} onDismiss={close} className="sm:w-[min(44rem,calc(100vw-2rem))]">
      <header className="flex items-center gap-2 bg-orange-900 px-2 py-2 text-white">
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <p className="min-w-0 flex-1 truncate text-lg font-semibold" aria-hidden="true">
          {title}
        </p>
        <HelpButton pageName="transaction" className="shrink-0 text-white hover:bg-white/15" />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto bg-stone-50 p-4">
        {order.isPending ? <Loading /> : null}
        {order.isError ? <ErrorMessage error={order.error} onRetry={() => void order.refetch()} /> : null}
        {order.data ? (
          <OrderBody
            templeId={templeId}
            order={order.data}
            onPostpone={setPostpone}
            onReject={setRejecting}
          />
        ) : null}
      </div>
      {postpone && order.data ? (
        <StaffPostpone
          templeId={templeId}
          target={postpone}
          showPanchangam={order.data.showPanchangam}
          returnTo={approvalReturnPath(pathname, orderId, postpone.line.id)}
          onClose={() => setPostpone(null)}
        />
      ) : null}
      {rejecting ? (
        <ReasonDialog
          title={t('templeOrders.rejectLine.title', { seva: rejecting.sevaName })}
          hint={t('templeOrders.rejectLine.hint')}
          submitText={t('templeOrders.line.reject')}
          onSubmit={(reason) => reject.mutateAsync({ lineId: rejecting.id, reason })}
          onDone={() => alert.show(MessageType.Success, t('templeOrders.rejectLine.done'))}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </ModalShell>
  );
}
