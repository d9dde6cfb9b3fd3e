import {
  type CallbackVerdict,
  type GatewayEvent,
  headerValue,
  hmacSha256Hex,
  type PaymentGateway,
  sameSignature,
  stringParam,
  type WebhookVerdict,
} from './payment-gateway.ts';

/**
 * Razorpay (https://razorpay.com/docs/payments/server-integration/): an order is created through the
 * Orders API, the client opens Razorpay Checkout with it, and the payment comes back as
 * razorpay_payment_id + razorpay_signature = HMAC_SHA256(order_id + "|" + razorpay_payment_id, key_secret),
 * where order_id is the one WE stored. Webhooks carry X-Razorpay-Signature = HMAC_SHA256(raw body,
 * webhook_secret) and X-Razorpay-Event-Id, the dedupe key. Verified callbacks count as captured: the
 * account is expected to capture automatically.
 */
export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  productName: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
  error_code?: string | null;
  error_description?: string | null;
}

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; order?: { entity?: { id?: string } } };
}

const SETTLING_EVENTS: Record<string, 'captured' | 'failed'> = {
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
};

/** Razorpay's errors are `{ error: { code, description } }`; the description is what staff can act on. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; description?: string } };
    const description = parsed.error?.description;
    if (description) return [parsed.error?.code, description].filter(Boolean).join(': ').slice(0, 300);
  } catch {
    // Not JSON: the raw text below.
  }
  return body.slice(0, 300);
}

export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const apiBase = options.apiBase ?? 'https://api.razorpay.com/v1';
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await doFetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new Error(`Razorpay answered ${response.status}: ${errorText(await response.text())}`);
    }
    return (await response.json()) as T;
  }

  return {
    name: 'razorpay',

    async createPayment(input) {
      const order = await call<{ id: string }>('/orders', {
        amount: input.amount,
        currency: input.currency,
        receipt: input.reference,
        notes: { reference: input.reference },
      });
      return {
        gatewayOrderId: order.id,
        checkoutUrl: null,
        clientParams: {
          key: options.keyId,
          orderId: order.id,
          amount: input.amount,
          currency: input.currency,
          name: options.productName,
          description: input.description,
          prefill: { name: input.customer.name, email: input.customer.email, contact: input.customer.mobile },
        },
      };
    },

    verifyCallback(params, stored): CallbackVerdict {
      const paymentId = stringParam(params, 'razorpay_payment_id');
      const signature = stringParam(params, 'razorpay_signature');
      if (!paymentId || !signature) {
        // Checkout reports a failed attempt as error[...] fields; nothing in them is signed, so they are
        // remarks only and never settle the payment.
        return { ok: false, reason: 'The callback lacks razorpay_payment_id or razorpay_signature' };
      }
      const expected = hmacSha256Hex(options.keySecret, `${stored.gatewayOrderId}|${paymentId}`);
      if (!sameSignature(expected, signature)) {
        return { ok: false, reason: 'The razorpay_signature does not match' };
      }
      return {
        ok: true,
        gatewayPaymentId: paymentId,
        status: 'captured',
        remarks: 'Razorpay callback verified',
      };
    },

    verifyWebhook(rawBody, headers): WebhookVerdict {
      const expected = hmacSha256Hex(options.webhookSecret, rawBody);
      if (!sameSignature(expected, headerValue(headers, 'x-razorpay-signature'))) {
        return { ok: false, reason: 'The X-Razorpay-Signature does not match' };
      }
      const eventId = headerValue(headers, 'x-razorpay-event-id');
      if (!eventId) return { ok: false, reason: 'The webhook has no X-Razorpay-Event-Id' };
      let body: RazorpayWebhook;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
      } catch {
        return { ok: false, reason: 'The webhook body is not JSON' };
      }
      const type = typeof body.event === 'string' ? body.event : 'unknown';
      const payment = body.payload?.payment?.entity;
      const status = SETTLING_EVENTS[type] ?? null;
      const event: GatewayEvent = {
        eventId,
        type,
        gatewayOrderId: payment?.order_id ?? body.payload?.order?.entity?.id ?? null,
        gatewayPaymentId: payment?.id ?? null,
        status,
        amount: typeof payment?.amount === 'number' ? payment.amount : null,
        remarks:
          status === 'failed'
            ? [payment?.error_code, payment?.error_description].filter(Boolean).join(': ') || 'Payment failed'
            : null,
        payload: body,
      };
      return { ok: true, events: [event] };
    },

    // Refunds API: POST /payments/{id}/refund with the amount in paise. X-Refund-Idempotency carries our
    // refund's reference, so a retry after a lost answer returns the same refund instead of a second
    // one; receipt and notes carry it too, for the dashboard and the settlement report.
    async refund(request) {
      const refund = await call<{ id: string; status?: string }>(
        `/payments/${encodeURIComponent(request.gatewayPaymentId)}/refund`,
        {
          amount: request.amount,
          speed: 'normal',
          receipt: request.reference,
          notes: { reference: request.reference },
        },
        { 'x-refund-idempotency': request.reference },
      );
      if (typeof refund.id !== 'string' || refund.id.length === 0) {
        throw new Error('Razorpay answered the refund without an id');
      }
      if (refund.status === 'failed') throw new Error(`Razorpay refund ${refund.id} failed`);
      return { gatewayRefundId: refund.id };
    },
  };
}
