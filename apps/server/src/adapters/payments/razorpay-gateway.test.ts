import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

const KEY_SECRET = 'razorpay-test-key-secret';
const WEBHOOK_SECRET = 'razorpay-test-webhook-secret';

const gateway = createRazorpayGateway({
  keyId: 'rzp_test_key',
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  productName: 'Nivedya',
  fetch: () => {
    throw new Error('the Razorpay API is never called in tests');
  },
});

/** Computed here, independently of the adapter, as Razorpay's documentation defines them. */
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

describe('Razorpay adapter: payment signature (razorpay_signature)', () => {
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IluGXGlTLQEPmk';
  const signature = hmac(KEY_SECRET, `${orderId}|${paymentId}`);

  it('matches a known vector: HMAC_SHA256(order_id|payment_id, key_secret)', () => {
    // RFC 4231 test case 2 pins the HMAC the adapter computes with.
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      gateway.verifyCallback(
        { razorpay_payment_id: paymentId, razorpay_signature: signature },
        { gatewayOrderId: orderId },
      ),
    ).toEqual({
      ok: true,
      gatewayPaymentId: paymentId,
      status: 'captured',
      remarks: 'Razorpay callback verified',
    });
  });

  it('uses OUR stored order id: a signature made for another order is refused', () => {
    const forged = hmac(KEY_SECRET, `order_other|${paymentId}`);
    const verdict = gateway.verifyCallback(
      { razorpay_order_id: 'order_other', razorpay_payment_id: paymentId, razorpay_signature: forged },
      { gatewayOrderId: orderId },
    );
    expect(verdict.ok).toBe(false);
  });

  it.each([
    {
      name: 'a flipped digit',
      params: {
        razorpay_payment_id: paymentId,
        razorpay_signature: signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      },
    },
    {
      name: 'another payment id',
      params: { razorpay_payment_id: 'pay_other', razorpay_signature: signature },
    },
    {
      name: 'the wrong key',
      params: {
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac('wrong', `${orderId}|${paymentId}`),
      },
    },
    { name: 'no signature', params: { razorpay_payment_id: paymentId } },
    { name: 'a non-hex signature', params: { razorpay_payment_id: paymentId, razorpay_signature: 'zz' } },
    {
      name: 'a signature as an array',
      params: { razorpay_payment_id: paymentId, razorpay_signature: [signature] },
    },
  ])('refuses $name', ({ params }) => {
    expect(gateway.verifyCallback(params, { gatewayOrderId: orderId }).ok).toBe(false);
  });
});

describe('Razorpay adapter: webhooks (X-Razorpay-Signature over the raw body)', () => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: { entity: { id: 'pay_A', order_id: 'order_A', amount: 12_345, status: 'captured' } },
    },
    created_at: 1_767_225_600,
  });
  const signature = hmac(WEBHOOK_SECRET, body);

  it('accepts a correctly signed body and reads the event id, payment and amount', () => {
    const verdict = gateway.verifyWebhook(Buffer.from(body), {
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': 'evt_1',
    });
    expect(verdict).toMatchObject({
      ok: true,
      events: [
        {
          eventId: 'evt_1',
          type: 'payment.captured',
          gatewayOrderId: 'order_A',
          gatewayPaymentId: 'pay_A',
          status: 'captured',
          amount: 12_345,
        },
      ],
    });
  });

  it('verifies the exact bytes: the same JSON re-serialised with a space is refused', () => {
    const respaced = body.replace('"event":', '"event": ');
    expect(JSON.parse(respaced)).toEqual(JSON.parse(body));
    expect(
      gateway.verifyWebhook(Buffer.from(respaced), {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': 'evt_1',
      }).ok,
    ).toBe(false);
  });

  it('refuses a tampered amount, a missing event id and the key secret used as webhook secret', () => {
    const tampered = body.replace('12345', '1');
    expect(
      gateway.verifyWebhook(Buffer.from(tampered), {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': 'e',
      }).ok,
    ).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from(body), { 'x-razorpay-signature': signature }).ok).toBe(false);
    expect(
      gateway.verifyWebhook(Buffer.from(body), {
        'x-razorpay-signature': hmac(KEY_SECRET, body),
        'x-razorpay-event-id': 'e',
      }).ok,
    ).toBe(false);
  });

  it('maps payment.failed with its error as a failure, and unknown events as non-settling', () => {
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_B',
            order_id: 'order_B',
            amount: 100,
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Card declined',
          },
        },
      },
    });
    const verdict = gateway.verifyWebhook(Buffer.from(failed), {
      'x-razorpay-signature': hmac(WEBHOOK_SECRET, failed),
      'x-razorpay-event-id': 'evt_2',
    });
    expect(verdict).toMatchObject({
      ok: true,
      events: [{ status: 'failed', remarks: 'BAD_REQUEST_ERROR: Card declined' }],
    });
    const other = JSON.stringify({ event: 'refund.created', payload: {} });
    const ignored = gateway.verifyWebhook(Buffer.from(other), {
      'x-razorpay-signature': hmac(WEBHOOK_SECRET, other),
      'x-razorpay-event-id': 'evt_3',
    });
    expect(ignored).toMatchObject({ ok: true, events: [{ status: null }] });
  });
});

describe('Razorpay adapter: refunds (POST /v1/payments/{id}/refund) against a local HTTP server', () => {
  interface Received {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: Record<string, unknown>;
  }
  const received: Received[] = [];
  /** What the fake Razorpay answers next: refunds made per idempotency key, like the real API. */
  const made = new Map<string, { id: string; amount: number }>();
  let refuseNext: { status: number; body: unknown } | null = null;
  let server: Server;
  let apiBase = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        });
        response.setHeader('content-type', 'application/json');
        if (refuseNext) {
          response.statusCode = refuseNext.status;
          response.end(JSON.stringify(refuseNext.body));
          refuseNext = null;
          return;
        }
        const key = String(request.headers['x-refund-idempotency'] ?? '');
        const refund = made.get(key) ?? { id: `rfnd_local_${made.size + 1}`, amount: Number(body.amount) };
        made.set(key, refund);
        response.end(
          JSON.stringify({
            id: refund.id,
            entity: 'refund',
            amount: refund.amount,
            currency: 'INR',
            payment_id: request.url?.split('/')[3],
            receipt: body.receipt,
            status: 'processed',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const live = () =>
    createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      productName: 'Nivedya',
      apiBase,
    });

  it('posts the amount in paise with basic auth, the reference as receipt, notes and idempotency key', async () => {
    const result = await live().refund({
      gatewayPaymentId: 'pay_A1',
      amount: 12_550,
      reference: 'nivedya-refund-7',
    });
    expect(result).toEqual({ gatewayRefundId: 'rfnd_local_1' });
    const request = received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_A1/refund',
      body: {
        amount: 12_550,
        speed: 'normal',
        receipt: 'nivedya-refund-7',
        notes: { reference: 'nivedya-refund-7' },
      },
    });
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(request?.headers['x-refund-idempotency']).toBe('nivedya-refund-7');
  });

  it('asks again with the same key after a lost answer, so the gateway answers the same refund', async () => {
    const first = await live().refund({
      gatewayPaymentId: 'pay_B',
      amount: 100,
      reference: 'nivedya-refund-8',
    });
    const again = await live().refund({
      gatewayPaymentId: 'pay_B',
      amount: 100,
      reference: 'nivedya-refund-8',
    });
    expect(again.gatewayRefundId).toBe(first.gatewayRefundId);
  });

  it("fails with Razorpay's own description when it refuses (e.g. more than captured)", async () => {
    refuseNext = {
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The refund amount provided is greater than amount captured',
        },
      },
    };
    await expect(
      live().refund({ gatewayPaymentId: 'pay_C', amount: 999_999, reference: 'nivedya-refund-9' }),
    ).rejects.toThrow(
      'Razorpay answered 400: BAD_REQUEST_ERROR: The refund amount provided is greater than amount captured',
    );
  });
});
