import { randomBytes } from 'node:crypto';
import { DomainError, ERROR_MESSAGES } from '@nivedya/domain';
import type {
  CreatedPayment,
  PaymentCustomer,
  PaymentGateway,
} from '../../adapters/payments/payment-gateway.ts';

/**
 * The gateway's order for a payment about to be written (a local id for the demo gateway, one call for
 * Razorpay): it comes first, so the write after it stays one statement; a write that is then refused
 * leaves a gateway order nobody pays.
 */
export async function openGatewayPayment(
  gateway: PaymentGateway,
  payment: { amount: number; description: string; customer: PaymentCustomer },
): Promise<CreatedPayment> {
  try {
    return await gateway.createPayment({
      reference: randomBytes(9).toString('base64url'),
      amount: payment.amount,
      currency: 'INR',
      description: payment.description,
      customer: payment.customer,
    });
  } catch (error) {
    // The devotee reads the catalogue's sentence; what failed underneath is the cause, which the error
    // handler logs and never answers (a 5xx says nothing internal). Nothing is written yet, nothing held.
    throw new DomainError(
      'PAYMENT_GATEWAY_UNAVAILABLE',
      ERROR_MESSAGES.PAYMENT_GATEWAY_UNAVAILABLE,
      undefined,
      { cause: error },
    );
  }
}

/** What the client opens the gateway's widget with (Razorpay Checkout): the gateway's, and where it returns. */
export function gatewayClientParams(
  created: CreatedPayment | null,
  publicUrl: string,
  paymentId: number,
): Record<string, unknown> | null {
  if (!created?.clientParams) return null;
  const callbackUrl = `${publicUrl.replace(/\/$/, '')}/api/v1/payments/${paymentId}/callback`;
  return { ...created.clientParams, callbackUrl };
}
