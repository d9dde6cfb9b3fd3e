import { findStar, type PaymentSummary, regionalName, starNameIn } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { formatAmount } from '../../../lib/money.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useTemple } from '../../../lib/temple.ts';
import { BankAccount } from '../../../ui/bank-account.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { CheckIcon, ErrorIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PushOffer } from '../../../ui/push-offer.tsx';
import { outcomeOf, useCartAfterPayment, usePaymentSummary } from '../api/get-payment-summary.ts';
import { SignedIn } from './devotee-only.tsx';
import { OrderDetailsOpener } from './order-details-opener.tsx';

type BookedLine = PaymentSummary['orders'][number]['lines'][number];

/** One seva booked: seva, date(s) (dd-MMM-yyyy, or that the temple is to give it), name and star. */
function BookedLineItem({ line }: { line: BookedLine }) {
  const { t, i18n } = useTranslation();
  const star = findStar(line.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  const date = line.performDate
    ? line.tillDate && line.tillDate !== line.performDate
      ? `${formatDisplayDate(line.performDate)} – ${formatDisplayDate(line.tillDate)}`
      : formatDisplayDate(line.performDate)
    : t('payment.dateAwaited');
  return (
    <li className="py-2" data-testid="paid-line">
      <p className="font-medium text-stone-900">
        {regionalName(line.sevaName, line.sevaNameNarration, i18n.language)}
        {line.quantity > 1 ? ` ${t('payment.lineQuantity', { count: line.quantity })}` : ''}
      </p>
      <p className="text-sm text-stone-700">{date}</p>
      <p className="text-sm text-stone-700">
        {line.devoteeName} - {starName}
      </p>
    </li>
  );
}

function Orders({ summary, onOpen }: { summary: PaymentSummary; onOpen: (orderId: number) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {summary.orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          data-testid="paid-order"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{order.templeName}</p>
              <p className="text-sm text-stone-700">
                {t('orders.bookingNo')}: <span className="font-mono font-semibold">{order.orderNumber}</span>
              </p>
            </div>
            <p className="shrink-0 font-bold text-orange-900 tabular-nums">
              {formatAmount(order.totalAmount)}
            </p>
          </div>
          {order.lines.length > 0 ? (
            <ul
              className="divide-y divide-stone-100 border-t border-stone-100"
              aria-label={t('payment.booked')}
            >
              {order.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list in booking order.
                <BookedLineItem key={index} line={line} />
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            onClick={() => onOpen(order.id)}
            className="self-start text-sm font-semibold text-orange-800 hover:underline"
          >
            {t('payment.detailsAndReceipt')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** For a bank transfer: the account to pay each temple into, again (the devotee may have closed the step). */
function TransferTo({ templeId }: { templeId: number }) {
  const temple = useTemple(templeId);
  return temple.data?.bankDetails ? <BankAccount bankDetails={temple.data.bankDetails} /> : null;
}

function PaymentOutcome({
  paymentId,
  expected,
  summary,
}: {
  paymentId: number;
  expected: 'success' | 'failed';
  summary: ReturnType<typeof usePaymentSummary>;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const outcome = summary.data ? outcomeOf(summary.data) : null;
  const removed = useCartAfterPayment(paymentId, outcome);
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <ErrorMessage error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  if (outcome === 'pending') {
    return (
      <Card className="flex flex-col gap-3">
        <Loading className="p-2" />
        <p className="text-stone-800">{t('payment.waiting')}</p>
      </Card>
    );
  }
  if (outcome === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <div
          className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950"
          role="alert"
        >
          <ErrorIcon className="size-7 shrink-0" />
          <div>
            <p className="font-semibold">{t('payment.failedTitle')}</p>
            <p>{t(`payment.failed.${data.status}`, { defaultValue: data.message })}</p>
            <p className="mt-2 text-sm">{t('payment.cartKept')}</p>
          </div>
        </div>
        <ButtonLink to="/cart" className="w-full">
          {t('payment.retry')}
        </ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary" className="w-full">
          {t('nav.contact')}
        </ButtonLink>
      </div>
    );
  }
  const isBankTransfer = data.gateway === 'bank-transfer';
  const awaitingApproval = data.orders.reduce((sum, order) => sum + order.awaitingApproval, 0);
  return (
    <div className="flex flex-col gap-4">
      {expected === 'failed' ? <Notice>{t('payment.wentThrough')}</Notice> : null}
      <div
        className="flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950"
        role="status"
      >
        <CheckIcon className="size-7 shrink-0" />
        <div>
          <p className="font-semibold">
            {isBankTransfer
              ? t('payment.bankTitle')
              : awaitingApproval > 0
                ? t('payment.receivedTitle')
                : t('payment.successTitle')}
          </p>
          <p>
            {isBankTransfer
              ? t('payment.bankMessage')
              : awaitingApproval > 0
                ? t('payment.receivedMessage')
                : t('payment.successMessage')}
          </p>
          {awaitingApproval > 0 ? (
            <p className="mt-2">{t('payment.awaitingApproval', { count: awaitingApproval })}</p>
          ) : null}
          {removed > 0 ? (
            <p className="mt-2 text-sm">{t('payment.cartCleared', { count: removed })}</p>
          ) : null}
        </div>
      </div>
      <p className="flex justify-between gap-3 font-semibold text-stone-900">
        <span>{isBankTransfer ? t('payment.toTransfer') : t('payment.paid')}</span>
        <span className="tabular-nums">{formatAmount(data.amount)}</span>
      </p>
      <Orders summary={data} onOpen={setOpenId} />
      <PushOffer />
      {isBankTransfer
        ? data.orders.map((order) => <TransferTo key={order.id} templeId={order.templeId} />)
        : null}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/devotee-transaction-list?paymentId=${paymentId}`} variant="secondary">
          {t('payment.orderDetails')}
        </ButtonLink>
        <ButtonLink to="/devotee-booking-history" variant="secondary">
          {t('nav.bookings')}
        </ButtonLink>
      </div>
      <Link to="/devotee-home-page" className="text-center font-semibold text-orange-800 hover:underline">
        {t('payment.continue')}
      </Link>
      <OrderDetailsOpener orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function titleKey(expected: 'success' | 'failed', summary: PaymentSummary | undefined): string {
  const outcome = summary ? outcomeOf(summary) : null;
  if (outcome === 'pending') return 'payment.pendingPage';
  if (outcome === 'success' && summary?.gateway === 'bank-transfer') return 'payment.bankPage';
  if (outcome) return outcome === 'success' ? 'payment.successPage' : 'payment.failedPage';
  return expected === 'success' ? 'payment.successPage' : 'payment.failedPage';
}

/** payment-success/:id and payment-failed/:id: the payment's real status decides what is shown. */
export function PaymentOutcomePage({ expected }: { expected: 'success' | 'failed' }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const paymentId = parseId(useParams().id);
  const summary = usePaymentSummary(paymentId, user !== null);
  return (
    <Page
      title={t(titleKey(expected, summary.data))}
      helpPage={expected === 'success' ? 'payment-success' : 'payment-failed'}
    >
      <SignedIn>
        {paymentId === null ? (
          <Notice>{t('orders.noPayment')}</Notice>
        ) : (
          <PaymentOutcome paymentId={paymentId} expected={expected} summary={summary} />
        )}
      </SignedIn>
    </Page>
  );
}
