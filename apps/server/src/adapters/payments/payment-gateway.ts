import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ARCHITECTURE rule 7: outside payment services sit behind this interface. The built-in `demo` gateway
 * (a hosted page on our own server) is the default; `razorpay` is chosen by PAYMENT_GATEWAY.
 * Amounts are integer paise (rule 1).
 */
export type GatewayName = 'demo' | 'razorpay';

export interface PaymentCustomer {
  name: string;
  email: string | null;
  mobile: string | null;
}

export interface CreatePaymentInput {
  /** Our random reference for the checkout, kept by the gateway as its receipt. */
  reference: string;
  amount: number;
  currency: 'INR';
  description: string;
  customer: PaymentCustomer;
}

export interface CreatedPayment {
  gatewayOrderId: string;
  /** Where the browser goes to pay (hosted page), or null when the client opens the gateway's own widget. */
  checkoutUrl: string | null;
  /** What the client needs to open the gateway's widget (Razorpay Checkout), or null. */
  clientParams: Record<string, unknown> | null;
}

/** The outcome a gateway reports for one payment. */
export type GatewayPaymentStatus = 'captured' | 'failed';

export type CallbackVerdict =
  | { ok: true; gatewayPaymentId: string; status: GatewayPaymentStatus; remarks: string | null }
  | { ok: false; reason: string };

export interface GatewayEvent {
  /** The gateway's id of this event; deliveries of the same event share it (dedupe key). */
  eventId: string;
  type: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  /** null: an event that does not settle a payment (recorded, otherwise ignored). */
  status: GatewayPaymentStatus | null;
  amount: number | null;
  remarks: string | null;
  payload: unknown;
}

export type WebhookVerdict = { ok: true; events: GatewayEvent[] } | { ok: false; reason: string };

export type HeaderBag = Record<string, string | string[] | undefined>;

/** A refund of (part of) a captured payment. */
export interface GatewayRefundRequest {
  gatewayPaymentId: string;
  /** Paise, above zero. */
  amount: number;
  /**
   * Our idempotency key (refundReference): the same refund asked twice — a retry after a lost answer —
   * is made once, and the gateway answers the refund it already made.
   */
  reference: string;
}

/** The idempotency key of one of our refunds rows: at least 10 characters of [A-Za-z0-9_-] (Razorpay's rule). */
export function refundReference(refundId: number): string {
  return `nivedya-refund-${refundId}`;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks what the browser brought back from the gateway. `stored` is OUR record of the payment: the
   * signature is checked against our gateway order id, never one taken from the request.
   */
  verifyCallback(params: Record<string, unknown>, stored: { gatewayOrderId: string }): CallbackVerdict;
  /** Checks a webhook's signature over the exact bytes received. */
  verifyWebhook(rawBody: Buffer, headers: HeaderBag): WebhookVerdict;
  /** Returns money of a captured payment; throws when the gateway refuses (the reason in the message). */
  refund(request: GatewayRefundRequest): Promise<{ gatewayRefundId: string }>;
}

export function hmacSha256Hex(key: string, message: string | Buffer): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

/** Constant-time comparison of two hex signatures; false for anything malformed. */
export function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const left = Buffer.from(expected, 'hex');
  const right = Buffer.from(received.toLowerCase(), 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function stringParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
