import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { pendingCheckoutPaymentId } from '../../../lib/cart-store.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { outcomeOf, useCartAfterPayment, usePaymentSummary } from '../../orders/api/get-payment-summary.ts';

/**
 * A payment that left for the gateway without the app learning how it ended: the devotee came back
 * to the cart from the gateway's page, or left the payment's page before its answer came. The cart
 * asks where it stands: once paid, its sevas leave the cart (they are booked, not to be paid again);
 * while still open, the devotee is told before paying for the same sevas a second time.
 */
export function PaymentUnderWay() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [paymentId] = useState(pendingCheckoutPaymentId);
  const summary = usePaymentSummary(paymentId, user !== null);
  const outcome = summary.data ? outcomeOf(summary.data) : null;
  const removed = useCartAfterPayment(paymentId, outcome);
  const notice =
    outcome === 'pending'
      ? { tone: 'info' as const, text: t('cart.paymentUnderWay'), link: t('cart.seePayment') }
      : outcome === 'success' && removed > 0
        ? {
            tone: 'success' as const,
            text: t('cart.paidMeanwhile', { count: removed }),
            link: t('cart.seeBookings'),
          }
        : null;
  if (paymentId === null || !notice) return null;
  return (
    <div className="mb-5">
      <Notice tone={notice.tone}>
        {notice.text}{' '}
        <Link to={`/payment-success/${paymentId}`} className="font-semibold underline underline-offset-2">
          {notice.link}
        </Link>
      </Notice>
    </div>
  );
}
