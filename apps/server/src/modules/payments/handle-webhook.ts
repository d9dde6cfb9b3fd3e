import { DomainError } from '@nivedya/domain';
import type { HeaderBag } from '../../adapters/payments/payment-gateway.ts';
import type { AppDeps } from '../../app-deps.ts';
import { confirmPayment } from './confirm-payment.ts';
import {
  findPaymentByGatewayOrder,
  forgetPaymentEvent,
  insertPaymentResponse,
  markEventProcessed,
  recordPaymentEvent,
} from './payments-repository.ts';
import { releasePayment } from './release-payment.ts';

type Deps = Pick<AppDeps, 'db' | 'sms' | 'gateways' | 'now' | 'metrics'>;

export interface WebhookResult {
  received: number;
  duplicates: number;
}

/**
 * A gateway webhook: the signature is checked over the exact bytes received, then each event is
 * recorded once (unique gateway + event id) and settles its payment in the same transaction, so a
 * duplicate delivery, a replay or a concurrent twin is a no-op. Events may arrive in any order: a
 * failure after a capture changes nothing, and a capture after a failure is a late capture.
 */
export async function handleWebhook(
  deps: Deps,
  gatewayName: string,
  rawBody: Buffer,
  headers: HeaderBag,
): Promise<WebhookResult> {
  const gateway = deps.gateways.byName(gatewayName);
  if (!gateway) throw new DomainError('NOT_FOUND', `No payment gateway ${gatewayName}`);
  const verdict = gateway.verifyWebhook(rawBody, headers);
  if (!verdict.ok) throw new DomainError('PAYMENT_SIGNATURE_INVALID', verdict.reason);

  const result: WebhookResult = { received: 0, duplicates: 0 };
  for (const event of verdict.events) {
    const payment = event.gatewayOrderId
      ? await findPaymentByGatewayOrder(deps.db, gateway.name, event.gatewayOrderId)
      : undefined;
    const now = deps.now();
    // Claim the event id first, in its own short transaction: a twin delivery waits on the unique index
    // and then finds it taken. The claim is undone if settling fails, so the gateway's retry is processed.
    const eventRowId = await recordPaymentEvent(deps.db, {
      gateway: gateway.name,
      eventId: event.eventId,
      type: event.type,
      paymentId: payment?.id ?? null,
      payload: event.payload,
      now,
    });
    if (eventRowId === null) {
      result.duplicates += 1;
      continue;
    }
    result.received += 1;
    try {
      if (payment && event.status === 'captured' && event.gatewayPaymentId) {
        await confirmPayment(deps, {
          paymentId: payment.id,
          gatewayPaymentId: event.gatewayPaymentId,
          amount: event.amount,
          source: 'webhook',
        });
      } else if (payment && event.status === 'failed') {
        const released = await deps.db.transaction(async (tx) => {
          const orderIds = await releasePayment(tx, {
            paymentId: payment.id,
            paymentStatus: 'failed',
            orderStatus: 'failed',
            reason: event.remarks ?? 'The payment failed at the gateway',
            actorUserId: null,
            now,
          });
          await insertPaymentResponse(tx, {
            paymentId: payment.id,
            kind: 'error',
            text: event.remarks ?? `Gateway event ${event.type}`,
            now,
          });
          return orderIds.length > 0;
        });
        if (released) deps.metrics.paymentSettled('failed');
      }
      await markEventProcessed(deps.db, eventRowId, deps.now());
    } catch (error) {
      await forgetPaymentEvent(deps.db, eventRowId);
      throw error;
    }
  }
  return result;
}
