import { PaymentOutcomePage } from '../components/payment-outcome.tsx';

/** spec payment-failed/:id: where the gateway sends the devotee back when the payment did not go through. */
export default function PaymentFailedPage() {
  return <PaymentOutcomePage expected="failed" />;
}
