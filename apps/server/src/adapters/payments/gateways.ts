import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDemoGateway, type DemoGateway } from './demo-gateway.ts';
import { createDemoRefundLedger } from './demo-refund-ledger.ts';
import type { GatewayName, PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

/** The gateways this install can talk to: the configured one takes new payments; each verifies its own. */
export interface PaymentGateways {
  /** The gateway new checkouts use (PAYMENT_GATEWAY). */
  readonly active: PaymentGateway;
  /** The built-in gateway, which also serves its hosted page. */
  readonly demo: DemoGateway;
  byName(name: string): PaymentGateway | undefined;
}

export function createPaymentGateways(config: Config, db: Database): PaymentGateways {
  const demo = createDemoGateway({
    appSecret: config.appSecret,
    ledger: createDemoRefundLedger(db),
  });
  const razorpay = config.payments.razorpay
    ? createRazorpayGateway({
        ...config.payments.razorpay,
        productName: config.productName,
      })
    : undefined;
  const all = new Map<string, PaymentGateway>([['demo', demo]]);
  if (razorpay) all.set('razorpay', razorpay);
  const activeName: GatewayName = config.payments.gateway;
  const active = all.get(activeName);
  if (!active) throw new Error(`Payment gateway ${activeName} is not configured`);
  return { active, demo, byName: (name) => all.get(name) };
}
