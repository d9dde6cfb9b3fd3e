import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import {
  forgetPendingCheckout,
  pendingCheckoutPaymentId,
  settlePaidCheckout,
} from '../../../lib/cart-store.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { outcomeOf, usePaymentSummary } from '../../orders/api/get-payment-summary.ts';

const linkClass = 'font-semibold underline underline-offset-2';

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
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (paymentId === null) return;
    if (outcome === 'success') setRemoved(settlePaidCheckout(paymentId));
    if (outcome === 'failed') forgetPendingCheckout(paymentId);
  }, [outcome, paymentId]);
  if (paymentId === null) return null;
  if (outcome === 'pending') {
    return (
      <div className="mb-5">
        <Notice>
          {t('cart.paymentUnderWay')}{' '}
          <Link to={`/payment-success/${paymentId}`} className={linkClass}>
            {t('cart.seePayment')}
          </Link>
        </Notice>
      </div>
    );
  }
  if (outcome === 'success' && removed > 0) {
    return (
      <div className="mb-5">
        <Notice tone="success">
          {t('cart.paidMeanwhile', { count: removed })}{' '}
          <Link to={`/payment-success/${paymentId}`} className={linkClass}>
            {t('cart.seeBookings')}
          </Link>
        </Notice>
      </div>
    );
  }
  return null;
}
