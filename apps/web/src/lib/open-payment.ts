import type { NavigateFunction } from 'react-router';
import { SITE_URL } from './config.ts';

/**
 * Takes the devotee to pay a payment just opened (a checkout, or a date of a star series): the gateway's
 * hosted page, a page of its own that returns to payment-success/:id or payment-failed/:id; without one
 * (a bank transfer), straight to the payment's outcome page. Answers whether the app is being left.
 */
export function openPayment(
  payment: { paymentId: number; checkoutUrl: string | null },
  navigate: NavigateFunction,
): boolean {
  if (!payment.checkoutUrl) {
    void navigate(`/payment-success/${payment.paymentId}`);
    return false;
  }
  // The demo gateway's page is a path on our own server: in the browser this origin (the host the
  // devotee came by), in the native apps the site's address.
  window.location.assign(new URL(payment.checkoutUrl, `${SITE_URL}/`).toString());
  return true;
}
