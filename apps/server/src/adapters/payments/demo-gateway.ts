import { randomBytes } from 'node:crypto';
import {
  type CallbackVerdict,
  type GatewayPaymentStatus,
  type GatewayRefundRequest,
  headerValue,
  hmacSha256Hex,
  type PaymentGateway,
  sameSignature,
  stringParam,
  type WebhookVerdict,
} from './payment-gateway.ts';

/**
 * The built-in gateway: a hosted page on our own server (GET /pay/demo/:gatewayOrderId) where the devotee
 * approves or declines. Like a real gateway it signs what it sends back: the browser callback carries
 * HMAC-SHA256(appSecret, gatewayOrderId|gatewayPaymentId|status), and its webhook is signed over the
 * raw body with a key derived from appSecret. Its refunds are real in its own ledger
 * (demo-refund-ledger.ts): never more than the payment captured, once per reference.
 */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

export interface DemoWebhookBody {
  id: string;
  event: 'payment.captured' | 'payment.failed';
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amount: number;
  createdAt: string;
}

/** Where the demo gateway keeps its refunds; it refuses (throws) what a real gateway would refuse. */
export interface DemoRefundLedger {
  /** Records the refund under `newId`, or answers the one already made under the request's reference. */
  refund(request: GatewayRefundRequest, newId: string): Promise<{ gatewayRefundId: string }>;
}

export interface DemoGateway extends PaymentGateway {
  /** What the hosted page does when the devotee decides: a new gateway payment id and its signature. */
  settle(
    gatewayOrderId: string,
    status: GatewayPaymentStatus,
  ): { gatewayPaymentId: string; status: GatewayPaymentStatus; signature: string };
  /** The signed webhook the demo gateway delivers for a settled payment. */
  webhook(
    body: Omit<DemoWebhookBody, 'id' | 'createdAt'>,
    now: Date,
  ): { rawBody: string; headers: Record<string, string> };
  /** Signs an exact body as the demo gateway does (tests deliver replays with it). */
  signWebhook(rawBody: string): string;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

export function createDemoGateway(options: {
  appSecret: string;
  /** Without one (a test that only signs), refunds are refused. */
  ledger?: DemoRefundLedger;
}): DemoGateway {
  const webhookKey = hmacSha256Hex(options.appSecret, 'nivedya-demo-gateway-webhook');
  const callbackSignature = (gatewayOrderId: string, gatewayPaymentId: string, status: string) =>
    hmacSha256Hex(options.appSecret, `${gatewayOrderId}|${gatewayPaymentId}|${status}`);

  return {
    name: 'demo',

    async createPayment() {
      const gatewayOrderId = id('order_demo_');
      return {
        gatewayOrderId,
        // The hosted page is served by this same server, so the address is a path: the devotee stays
        // on the host they browse by (127.0.0.1, a LAN address), keeping their session, whatever
        // PUBLIC_URL says (issue #18).
        checkoutUrl: `/pay/demo/${gatewayOrderId}`,
        clientParams: null,
      };
    },

    verifyCallback(params, stored): CallbackVerdict {
      const gatewayPaymentId = stringParam(params, 'gatewayPaymentId');
      const status = stringParam(params, 'status');
      if (!gatewayPaymentId || (status !== 'captured' && status !== 'failed')) {
        return { ok: false, reason: 'The callback lacks a payment id or status' };
      }
      const expected = callbackSignature(stored.gatewayOrderId, gatewayPaymentId, status);
      if (!sameSignature(expected, params.signature)) {
        return { ok: false, reason: 'The callback signature does not match' };
      }
      return {
        ok: true,
        gatewayPaymentId,
        status,
        remarks: status === 'captured' ? 'Approved on the demo gateway' : 'Declined on the demo gateway',
      };
    },

    verifyWebhook(rawBody, headers): WebhookVerdict {
      const expected = hmacSha256Hex(webhookKey, rawBody);
      if (!sameSignature(expected, headerValue(headers, DEMO_SIGNATURE_HEADER))) {
        return { ok: false, reason: 'The webhook signature does not match' };
      }
      let body: DemoWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as DemoWebhookBody;
      } catch {
        return { ok: false, reason: 'The webhook body is not JSON' };
      }
      if (typeof body.id !== 'string' || typeof body.event !== 'string') {
        return { ok: false, reason: 'The webhook has no event id' };
      }
      const status =
        body.event === 'payment.captured' ? 'captured' : body.event === 'payment.failed' ? 'failed' : null;
      return {
        ok: true,
        events: [
          {
            eventId: body.id,
            type: body.event,
            gatewayOrderId: typeof body.gatewayOrderId === 'string' ? body.gatewayOrderId : null,
            gatewayPaymentId: typeof body.gatewayPaymentId === 'string' ? body.gatewayPaymentId : null,
            status,
            amount: typeof body.amount === 'number' ? body.amount : null,
            remarks: status === 'failed' ? 'Declined on the demo gateway' : null,
            payload: body,
          },
        ],
      };
    },

    async refund(request) {
      if (!options.ledger) throw new Error('The demo gateway has no refund ledger here');
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new Error(`The demo gateway refuses a refund of ${request.amount} paise`);
      }
      return options.ledger.refund(request, id('rfnd_demo_'));
    },

    settle(gatewayOrderId, status) {
      const gatewayPaymentId = id('pay_demo_');
      return {
        gatewayPaymentId,
        status,
        signature: callbackSignature(gatewayOrderId, gatewayPaymentId, status),
      };
    },

    webhook(body, now) {
      const full: DemoWebhookBody = { id: id('evt_demo_'), ...body, createdAt: now.toISOString() };
      const rawBody = JSON.stringify(full);
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [DEMO_SIGNATURE_HEADER]: hmacSha256Hex(webhookKey, rawBody),
        },
      };
    },

    signWebhook(rawBody) {
      return hmacSha256Hex(webhookKey, rawBody);
    },
  };
}
