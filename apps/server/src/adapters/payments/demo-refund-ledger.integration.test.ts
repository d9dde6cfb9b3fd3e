import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createDemoGateway, type DemoGateway } from './demo-gateway.ts';
import { createDemoRefundLedger } from './demo-refund-ledger.ts';

describe('demo gateway refunds: its own ledger', () => {
  let context: TestContext;
  let demo: DemoGateway;
  let sequence = 0;

  beforeAll(async () => {
    context = await createTestContext();
    demo = createDemoGateway({
      appSecret: context.config.appSecret,
      ledger: createDemoRefundLedger(context.db),
    });
  });
  afterAll(async () => context.close());

  async function aPayment(amount: number, status = 'captured', gateway = 'demo'): Promise<string> {
    sequence += 1;
    const gatewayPaymentId = `pay_demo_ledger_${sequence}`;
    await context.db.insert(payments).values({ gateway, gatewayPaymentId, amount, status });
    return gatewayPaymentId;
  }

  it('refunds a captured payment in parts, never beyond what was captured', async () => {
    const payment = await aPayment(10_000);
    const first = await demo.refund({
      gatewayPaymentId: payment,
      amount: 6_000,
      reference: 'nivedya-refund-a1',
    });
    expect(first.gatewayRefundId).toMatch(/^rfnd_demo_/);
    await expect(
      demo.refund({ gatewayPaymentId: payment, amount: 4_001, reference: 'nivedya-refund-a2' }),
    ).rejects.toThrow('only ₹40.00 of the ₹100.00 captured is left');
    const rest = await demo.refund({
      gatewayPaymentId: payment,
      amount: 4_000,
      reference: 'nivedya-refund-a3',
    });
    expect(rest.gatewayRefundId).not.toBe(first.gatewayRefundId);
    await expect(
      demo.refund({ gatewayPaymentId: payment, amount: 1, reference: 'nivedya-refund-a4' }),
    ).rejects.toThrow('only ₹0.00');
  });

  it('answers the refund it already made when the same reference comes again', async () => {
    const payment = await aPayment(5_000);
    const first = await demo.refund({
      gatewayPaymentId: payment,
      amount: 5_000,
      reference: 'nivedya-refund-b1',
    });
    const retry = await demo.refund({
      gatewayPaymentId: payment,
      amount: 5_000,
      reference: 'nivedya-refund-b1',
    });
    expect(retry).toEqual(first);
    await expect(
      demo.refund({ gatewayPaymentId: payment, amount: 100, reference: 'nivedya-refund-b1' }),
    ).rejects.toThrow('already used reference');
  });

  it('refuses a payment it never captured, another gateway’s payment and a zero amount', async () => {
    const declined = await aPayment(5_000, 'failed');
    const razorpay = await aPayment(5_000, 'captured', 'razorpay');
    await expect(
      demo.refund({ gatewayPaymentId: declined, amount: 100, reference: 'nivedya-refund-c1' }),
    ).rejects.toThrow('no captured payment');
    await expect(
      demo.refund({ gatewayPaymentId: razorpay, amount: 100, reference: 'nivedya-refund-c2' }),
    ).rejects.toThrow('no captured payment');
    await expect(
      demo.refund({ gatewayPaymentId: 'pay_demo_unknown', amount: 100, reference: 'nivedya-refund-c3' }),
    ).rejects.toThrow('no captured payment');
    const captured = await aPayment(5_000);
    await expect(
      demo.refund({ gatewayPaymentId: captured, amount: 0, reference: 'nivedya-refund-c4' }),
    ).rejects.toThrow('refuses a refund of 0 paise');
  });

  it('adds up refunds asked at the same moment before allowing either', async () => {
    const payment = await aPayment(10_000);
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        demo.refund({ gatewayPaymentId: payment, amount: 4_000, reference: `nivedya-refund-d${n}` }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
  });

  it('without a ledger, refuses every refund', async () => {
    const bare = createDemoGateway({ appSecret: 'x'.repeat(32) });
    await expect(
      bare.refund({ gatewayPaymentId: 'p', amount: 1, reference: 'nivedya-refund-e1' }),
    ).rejects.toThrow('no refund ledger');
  });
});
