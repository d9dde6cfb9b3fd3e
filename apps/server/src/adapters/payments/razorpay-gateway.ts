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

export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const apiBase = options.apiBase ?? 'https://api.razorpay.com/v1';
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await doFetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new Error(
        `Razorpay ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
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

    async refund(gatewayPaymentId, amount) {
      const refund = await call<{ id: string }>(`/payments/${encodeURIComponent(gatewayPaymentId)}/refund`, {
        amount,
      });
      return { gatewayRefundId: refund.id };
    },
  };
}
