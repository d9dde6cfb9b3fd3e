import { DomainError } from '@nivedya/domain';
import {
  deliveryReportOf,
  isMsg91WebhookTokenValid,
  Msg91ReportError,
  readMsg91DeliveryReport,
} from '../../adapters/sms/msg91-delivery-report.ts';
import { recordSmsDeliveryReport } from '../../adapters/sms/sms-outbox-repository.ts';
import type { AppDeps } from '../../app-deps.ts';

/**
 * MSG91's delivery reports for messages it accepted: delivered, undelivered or failed is recorded on the
 * message its request id names, with MSG91's description. MSG91 signs nothing, so the report must come
 * with MSG91_WEBHOOK_TOKEN in the URL; without it, or with none configured, nothing changes (403). The
 * token is checked before the body is read: a caller without it learns nothing about the format.
 * Unknown request ids, statuses that are not final and reports on a message already settled change
 * nothing (the first final report wins: delivered never goes back).
 */
export async function recordMsg91SmsStatus(
  deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
  request: { token: string | undefined; body: unknown },
): Promise<{ recorded: number }> {
  const { sms } = deps.config;
  if (sms.adapter !== 'msg91') {
    throw new DomainError('NOT_FOUND', 'MSG91 is not the SMS provider of this server');
  }
  if (!sms.msg91.webhookToken) {
    throw new DomainError(
      'FORBIDDEN',
      'MSG91_WEBHOOK_TOKEN is not set: this server takes no MSG91 delivery reports',
    );
  }
  if (!isMsg91WebhookTokenValid(sms.msg91.webhookToken, request.token)) {
    throw new DomainError('FORBIDDEN', 'The token in the address does not match MSG91_WEBHOOK_TOKEN');
  }
  let reports: ReturnType<typeof readMsg91DeliveryReport>;
  try {
    reports = readMsg91DeliveryReport(request.body);
  } catch (error) {
    if (!(error instanceof Msg91ReportError)) throw error;
    throw new DomainError('VALIDATION_FAILED', `${error.field}: ${error.message}`, {
      errors: [{ field: error.field, message: error.message }],
    });
  }
  const now = deps.now();
  let recorded = 0;
  for (const report of reports) {
    const outcome = deliveryReportOf(report, now);
    if (outcome && (await recordSmsDeliveryReport(deps.db, 'msg91', report.requestId, outcome))) {
      recorded += 1;
    }
  }
  return { recorded };
}
