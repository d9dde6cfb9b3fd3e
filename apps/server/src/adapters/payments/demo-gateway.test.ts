import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDemoGateway } from './demo-gateway.ts';

const APP_SECRET = 'demo-gateway-test-secret-of-32-characters';
const demo = createDemoGateway({ appSecret: APP_SECRET });

describe('demo gateway', () => {
  it('creates a hosted page for an unguessable gateway order id', async () => {
    const created = await demo.createPayment({
      reference: 'r1',
      amount: 100,
      currency: 'INR',
      description: 'x',
      customer: { name: 'A', email: null, mobile: null },
    });
    expect(created.gatewayOrderId).toMatch(/^order_demo_[A-Za-z0-9_-]{16}$/);
    // A path on our own server: the devotee stays on the host they came by (issue #18).
    expect(created.checkoutUrl).toBe(`/pay/demo/${created.gatewayOrderId}`);
  });

  it('signs the callback as HMAC-SHA256(appSecret, gatewayOrderId|gatewayPaymentId|status)', () => {
    const settled = demo.settle('order_demo_A', 'captured');
    const expected = createHmac('sha256', APP_SECRET)
      .update(`order_demo_A|${settled.gatewayPaymentId}|captured`)
      .digest('hex');
    expect(settled.signature).toBe(expected);
    expect(demo.verifyCallback({ ...settled }, { gatewayOrderId: 'order_demo_A' })).toMatchObject({
      ok: true,
      status: 'captured',
      gatewayPaymentId: settled.gatewayPaymentId,
    });
  });

  it('refuses a declined payment presented as captured, and a callback for another order', () => {
    const declined = demo.settle('order_demo_A', 'failed');
    expect(
      demo.verifyCallback({ ...declined, status: 'captured' }, { gatewayOrderId: 'order_demo_A' }).ok,
    ).toBe(false);
    expect(demo.verifyCallback({ ...declined }, { gatewayOrderId: 'order_demo_B' }).ok).toBe(false);
    expect(demo.verifyCallback({ ...declined }, { gatewayOrderId: 'order_demo_A' })).toMatchObject({
      ok: true,
      status: 'failed',
    });
  });

  it('signs webhooks over the raw body; a changed byte is refused', () => {
    const webhook = demo.webhook(
      {
        event: 'payment.captured',
        gatewayOrderId: 'order_demo_A',
        gatewayPaymentId: 'pay_demo_1',
        amount: 500,
      },
      new Date('2026-01-01T00:00:00Z'),
    );
    const verdict = demo.verifyWebhook(Buffer.from(webhook.rawBody), webhook.headers);
    expect(verdict).toMatchObject({
      ok: true,
      events: [{ status: 'captured', amount: 500, gatewayPaymentId: 'pay_demo_1' }],
    });
    const tampered = webhook.rawBody.replace('500', '5');
    expect(demo.verifyWebhook(Buffer.from(tampered), webhook.headers).ok).toBe(false);
    const other = createDemoGateway({ appSecret: `${APP_SECRET}-other` });
    expect(other.verifyWebhook(Buffer.from(webhook.rawBody), webhook.headers).ok).toBe(false);
  });
});
