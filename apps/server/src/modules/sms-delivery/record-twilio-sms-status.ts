import { DomainError } from '@nivedya/domain';
import { type DeliveryReport, recordSmsDeliveryReport } from '../../adapters/sms/sms-outbox-repository.ts';
import { isTwilioSignatureValid } from '../../adapters/sms/twilio-sms-provider.ts';
import type { AppDeps } from '../../app-deps.ts';

export interface TwilioStatusCallback {
  /** The address Twilio posted to, as it signed it: PUBLIC_URL and the path with its query. */
  url: string;
  signature: string | undefined;
  /** The form Twilio posted: MessageSid, MessageStatus, ErrorCode, … */
  fields: Record<string, string>;
}

/** What a few of Twilio's delivery error codes mean, for the SMS report (twilio.com/docs/api/errors). */
const TWILIO_DELIVERY_ERRORS: Record<string, string> = {
  '30003': 'Unreachable destination handset',
  '30004': 'Message blocked',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Message filtered by the carrier',
  '30008': 'Unknown error',
};

/**
 * Twilio's status callback for a message it accepted: delivered, undelivered or failed is recorded on
 * the message (the other statuses, queued / sending / sent, are steps on the way and change nothing).
 * A report without Twilio's signature over PUBLIC_URL changes nothing and is refused.
 */
export async function recordTwilioSmsStatus(
  deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
  callback: TwilioStatusCallback,
): Promise<{ recorded: boolean }> {
  const { sms } = deps.config;
  if (sms.adapter !== 'twilio') {
    throw new DomainError('NOT_FOUND', 'Twilio is not the SMS provider of this server');
  }
  if (!(await isTwilioSignatureValid(sms.twilio, callback.signature, callback.url, callback.fields))) {
    throw new DomainError('FORBIDDEN', 'The X-Twilio-Signature does not match this request');
  }
  const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode } = callback.fields;
  if (!sid) return { recorded: false };
  let report: DeliveryReport;
  if (status === 'delivered') {
    report = { status: 'delivered', at: deps.now() };
  } else if (status === 'undelivered' || status === 'failed') {
    const meaning = errorCode ? TWILIO_DELIVERY_ERRORS[errorCode] : undefined;
    const error = errorCode
      ? `Twilio ${errorCode}${meaning ? `: ${meaning}` : ''}`
      : `Twilio reported the message ${status}`;
    report = { status, error };
  } else {
    return { recorded: false };
  }
  return { recorded: await recordSmsDeliveryReport(deps.db, 'twilio', sid, report) };
}
