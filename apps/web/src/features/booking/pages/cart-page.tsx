import {
  type CartEvaluation,
  type CheckoutResult,
  formatRupees,
  isDevotee,
  MessageType,
  type OrderTotals,
  PaymentMode,
  withDakshina,
} from '@nivedya/domain';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/auth.ts';
import {
  type CartLine,
  clearCart,
  readDakshina,
  recordPendingCheckout,
  removeCartLines,
  toCartInput,
  useCart,
  useDakshinaSnapshot,
} from '../../../lib/cart-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { openPayment } from '../../../lib/open-payment.ts';
import { templeQueryOptions, useTemple } from '../../../lib/temple.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { BusyRetryNotice } from '../../../ui/busy-retry-notice.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useCheckout } from '../api/checkout.ts';
import { useCartEvaluation } from '../api/evaluate-cart.ts';
import { CartOrderCard, lineName, useProblemText } from '../components/cart-order-card.tsx';
import { PaymentUnderWay } from '../components/payment-under-way.tsx';

/** How long after the last keystroke in a dakshina the server prices the cart again. */
const DAKSHINA_DEBOUNCE_MS = 400;

const BankDetailsModal = lazy(() => import('../components/bank-details-modal.tsx'));

/** Lines whose seva no longer exists: nothing to book, only to remove. */
function UnknownLines({ evaluation, lines }: { evaluation: CartEvaluation; lines: readonly CartLine[] }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  if (evaluation.unknownLines.length === 0) return null;
  return (
    <Card>
      <ul className="divide-y divide-stone-100">
        {evaluation.unknownLines.map((unknown) => {
          const line = lines[unknown.index];
          if (!line) return null;
          return (
            <li key={line.tempId} className="flex flex-col gap-2 py-3" data-testid="cart-line">
              <p className="font-semibold text-stone-900">
                {lineName(line, i18n.language)} · {line.templeName}
              </p>
              {unknown.problems.map((problem) => (
                <p
                  key={problem.code}
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900"
                >
                  {problemText(problem)}
                </p>
              ))}
              <button
                type="button"
                onClick={() => removeCartLines([line.tempId])}
                className="self-start text-sm font-semibold text-red-800 hover:underline"
              >
                {t('cart.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

interface BankTransfer {
  templeId: number;
  templeName: string;
  amount: number;
}

/** The bank-transfer step for a temple that takes no online payment (spec bank-details-checkout). */
function BankTransferStep({
  transfer,
  onClose,
}: {
  transfer: BankTransfer;
  onClose: (isBooked?: true) => void;
}) {
  const { t } = useTranslation();
  const temple = useTemple(transfer.templeId);
  if (temple.isPending) return <Loading />;
  if (!temple.data?.bankDetails) {
    return <Notice>{t('bank.noAccount', { temple: transfer.templeName })}</Notice>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <BankDetailsModal
        templeName={transfer.templeName}
        amount={transfer.amount}
        bankDetails={temple.data.bankDetails}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * The devotee's cart ('cart'; the spec names no route for it): checked by the server on opening
 * (POST /api/v1/cart/evaluate), each line's problem said with a way to fix or remove it, each
 * temple's dakshina and the server's totals; then checkout: the gateway's hosted page, or for a
 * temple without a gateway the bank-details step.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const { user } = useUser();
  const lines = useCart();
  const dakshinaKey = useDakshinaSnapshot();
  // The server re-prices the cart once typing stops; until then the totals are its last ones with
  // the dakshina as typed (a dakshina is only added to the total, see withDakshina).
  const evaluatedDakshinaKey = useDebouncedValue(dakshinaKey, DAKSHINA_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dakshina is read from storage; its snapshot says when it changed.
  const cartInput = useMemo(
    () => (lines.length > 0 ? toCartInput(lines) : null),
    [lines, evaluatedDakshinaKey],
  );
  const evaluation = useCartEvaluation(cartInput);
  // Each order card shows its temple's dakshina field (or not) above its totals: the temples are read
  // with the evaluation, not after it, and the orders show once both are in, so nothing jumps.
  const templeIds = useMemo(() => [...new Set(lines.map((line) => line.templeId))], [lines]);
  const isTempleLoading = useQueries({
    queries: templeIds.map((templeId) => templeQueryOptions(templeId)),
    combine: (results) => results.some((result) => result.isPending),
  });
  const checkout = useCheckout();
  const [bankTransfer, setBankTransfer] = useState<BankTransfer | null>(null);
  const [gatewayless, setGatewayless] = useState<number[]>([]);
  const [isLeaving, setIsLeaving] = useState(false);

  const data = evaluation.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above, the snapshot says when a dakshina changed.
  const totalsOf = useMemo(() => {
    const byTemple = new Map<number, OrderTotals>();
    for (const order of data?.orders ?? []) {
      const isRefused = order.problems.some((problem) => problem.code === 'DAKSHINA_NOT_ACCEPTED');
      byTemple.set(
        order.templeId,
        isRefused ? order.totals : withDakshina(order.totals, readDakshina(order.templeId)),
      );
    }
    return (templeId: number, fallback: OrderTotals) => byTemple.get(templeId) ?? fallback;
  }, [data, dakshinaKey]);
  const grandTotal =
    data?.orders.reduce((sum, order) => sum + totalsOf(order.templeId, order.totals).totalAmount, 0) ?? 0;
  // Pay waits for the server to have checked these lines; a dakshina it is still re-pricing does not
  // hold Pay back, as checkout prices the dakshina sent with it.
  const linesKey = JSON.stringify(cartInput?.lines ?? []);
  const checkedLinesKey = useRef<string | null>(null);
  if (evaluation.isSuccess && !evaluation.isPlaceholderData) checkedLinesKey.current = linesKey;
  const isReady = Boolean(data?.isValid) && checkedLinesKey.current === linesKey;

  const onPaid = (result: CheckoutResult, paidLines: readonly CartLine[]) => {
    recordPendingCheckout(result.paymentId, paidLines);
    if (openPayment(result, navigate)) setIsLeaving(true);
  };

  const onCheckoutError = (error: unknown) => {
    if (isApiError(error, 'UNAUTHENTICATED') || isApiError(error, 'SESSION_EXPIRED')) {
      void navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
      return;
    }
    if (isApiError(error, 'PAYMENT_MODE_NOT_AVAILABLE') && Array.isArray(error.extensions.templeIds)) {
      const templeIds = error.extensions.templeIds.filter((id): id is number => typeof id === 'number');
      const order = data?.orders.find((candidate) => candidate.templeId === templeIds[0]);
      if (order && data?.orders.length === 1) {
        setBankTransfer({
          templeId: order.templeId,
          templeName: order.templeName,
          amount: totalsOf(order.templeId, order.totals).totalAmount,
        });
      } else {
        setGatewayless(templeIds);
      }
      return;
    }
    void evaluation.refetch();
    alert.show(MessageType.Error, errorText(error, { FORBIDDEN: t('cart.devoteesOnly') }));
  };

  const pay = () => {
    if (!user) {
      void navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
      return;
    }
    if (!isDevotee(user.userType)) {
      alert.show(MessageType.Warning, t('cart.devoteesOnly'));
      return;
    }
    checkout.mutate(
      { ...toCartInput(lines), paymentMode: PaymentMode.Gateway },
      { onSuccess: (result) => onPaid(result, lines), onError: onCheckoutError },
    );
  };

  const payByBankTransfer = (templeId: number) => {
    const order = data?.orders.find((candidate) => candidate.templeId === templeId);
    if (order) {
      setBankTransfer({
        templeId,
        templeName: order.templeName,
        amount: totalsOf(templeId, order.totals).totalAmount,
      });
    }
  };

  const onBankStepClosed = (isBooked?: true) => {
    const transfer = bankTransfer;
    setBankTransfer(null);
    if (!isBooked || !transfer) return;
    const templeLines = lines.filter((line) => line.templeId === transfer.templeId);
    checkout.mutate(
      { ...toCartInput(templeLines), paymentMode: PaymentMode.BankTransfer },
      { onSuccess: (result) => onPaid(result, templeLines), onError: onCheckoutError },
    );
  };

  return (
    <Page title={t('cart.title')} helpPage="cart" showBack>
      <PaymentUnderWay />
      {lines.length === 0 ? (
        <Card className="flex flex-col items-start gap-4">
          <p className="text-stone-700">{t('cart.empty')}</p>
          <ButtonLink to="/devotee-home-page">{t('cart.findSevas')}</ButtonLink>
        </Card>
      ) : null}
      {lines.length > 0 && (evaluation.isPending || isTempleLoading) ? <Loading /> : null}
      {evaluation.isError ? (
        <div className="flex flex-col gap-3">
          <ErrorMessage error={evaluation.error} onRetry={() => void evaluation.refetch()} />
          {isApiError(evaluation.error, 'VALIDATION_FAILED') ? (
            <Button variant="danger" onClick={clearCart}>
              {t('cart.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {data && lines.length > 0 && !isTempleLoading ? (
        <div className={`flex flex-col gap-5 ${checkedLinesKey.current === linesKey ? '' : 'opacity-70'}`}>
          <UnknownLines evaluation={data} lines={lines} />
          {data.orders.map((order) => (
            <CartOrderCard
              key={order.templeId}
              order={order}
              totals={totalsOf(order.templeId, order.totals)}
              lines={lines}
            />
          ))}
          {gatewayless.length > 0 ? (
            <Notice>
              <p className="mb-2">{t('cart.bankOnly')}</p>
              <div className="flex flex-wrap gap-2">
                {data.orders
                  .filter((order) => gatewayless.includes(order.templeId))
                  .map((order) => (
                    <Button
                      key={order.templeId}
                      variant="secondary"
                      onClick={() => payByBankTransfer(order.templeId)}
                    >
                      {t('cart.payByBank', { temple: order.templeName })}
                    </Button>
                  ))}
              </div>
            </Notice>
          ) : null}
          <Card>
            {data.orders.length > 1 ? (
              <p className="mb-3 flex justify-between gap-3 text-lg font-bold text-stone-950">
                <span>{t('cart.grandTotal')}</span>
                <span className="tabular-nums">{formatRupees(grandTotal)}</span>
              </p>
            ) : null}
            {!data.isValid ? (
              <p className="mb-3 text-sm font-medium text-red-800">{t('cart.fixFirst')}</p>
            ) : null}
            {!user ? <p className="mb-3 text-sm text-stone-700">{t('cart.loginToPay')}</p> : null}
            <Button
              className="w-full text-lg"
              disabled={!isReady || isLeaving}
              isBusy={checkout.isPending || isLeaving}
              onClick={pay}
            >
              {user ? t('cart.pay', { amount: formatRupees(grandTotal) }) : t('cart.loginAndPay')}
            </Button>
            <div className="mt-3 empty:hidden">
              <BusyRetryNotice mutation={checkout} />
            </div>
            <p className="mt-3 text-center text-sm">
              <Link to="/devotee-home-page" className="font-semibold text-orange-800 hover:underline">
                {t('cart.addMore')}
              </Link>
            </p>
          </Card>
        </div>
      ) : null}
      {bankTransfer ? <BankTransferStep transfer={bankTransfer} onClose={onBankStepClosed} /> : null}
    </Page>
  );
}
