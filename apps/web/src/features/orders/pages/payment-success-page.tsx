import { PaymentOutcomePage } from '../components/payment-outcome.tsx';

/** spec payment-success/:id: where the gateway sends the devotee back after paying. */
export default function PaymentSuccessPage() {
  return <PaymentOutcomePage expected="success" />;
}
