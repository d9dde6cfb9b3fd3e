import { formatRupees } from '@nivedya/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoGatewayRefunds, payments } from '../../db/schema/index.ts';
import type { DemoRefundLedger } from './demo-gateway.ts';

/**
 * The demo gateway's refunds, kept beside the payments it captured (`payments` rows of gateway 'demo'),
 * in `demo_gateway_refunds`. Like a real gateway it refuses a refund of a payment it never captured and
 * a refund beyond what is left of the capture; the payment row's lock makes two refunds at once of the
 * same payment add up before either is allowed. A reference seen before answers the refund it made.
 */
export function createDemoRefundLedger(db: Database): DemoRefundLedger {
  return {
    async refund(request, newId) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ amount: payments.amount })
          .from(payments)
          .where(
            and(
              eq(payments.gateway, 'demo'),
              eq(payments.gatewayPaymentId, request.gatewayPaymentId),
              inArray(payments.status, ['captured', 'refunded']),
            ),
          )
          .for('update');
        if (!payment) {
          throw new Error(`The demo gateway has no captured payment ${request.gatewayPaymentId}`);
        }
        const [earlier] = await tx
          .select()
          .from(demoGatewayRefunds)
          .where(eq(demoGatewayRefunds.reference, request.reference));
        if (earlier) {
          if (earlier.gatewayPaymentId !== request.gatewayPaymentId || earlier.amount !== request.amount) {
            throw new Error(
              `The demo gateway already used reference ${request.reference} for another refund`,
            );
          }
          return { gatewayRefundId: earlier.id };
        }
        const [refunded] = await tx
          .select({ total: sql<number>`coalesce(sum(${demoGatewayRefunds.amount}), 0)::int` })
          .from(demoGatewayRefunds)
          .where(eq(demoGatewayRefunds.gatewayPaymentId, request.gatewayPaymentId));
        const left = payment.amount - (refunded?.total ?? 0);
        if (request.amount > left) {
          throw new Error(
            `The demo gateway refuses to refund ${formatRupees(request.amount)}: only ${formatRupees(left)} of the ${formatRupees(payment.amount)} captured is left`,
          );
        }
        await tx.insert(demoGatewayRefunds).values({
          id: newId,
          gatewayPaymentId: request.gatewayPaymentId,
          amount: request.amount,
          reference: request.reference,
        });
        return { gatewayRefundId: newId };
      });
    },
  };
}
