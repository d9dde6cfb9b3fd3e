import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createSmtpEmailAdapter } from './smtp-email-adapter.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: every message the platform e-mails is short and must read the same in any mail client. */
  text: string;
  /** What the message is for (otp:delete-temple, …), shown in the e-mail outbox. */
  purpose: string;
  templeId?: number | null;
}

/** Mail servers plug in here; every message, delivered or refused, is also kept in email_outbox. */
export interface EmailAdapter {
  readonly name: string;
  /** Hands the message over; throws when the server refuses it or cannot be reached. */
  deliver(message: EmailMessage): Promise<void>;
}

/**
 * The built-in adapter delivers to the outbox itself: the stored row is the delivery, read by
 * administrators on the e-mail outbox screen. It is how an install with no mail server still shows what
 * it would have sent.
 */
export const outboxEmailAdapter: EmailAdapter = {
  name: 'outbox',
  async deliver() {},
};

export function createEmailAdapter(config: Pick<Config, 'email'>): EmailAdapter {
  return config.email.adapter === 'smtp' ? createSmtpEmailAdapter(config.email.smtp) : outboxEmailAdapter;
}

export type EmailOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/**
 * Sends one e-mail and records it. A refused e-mail is an outcome, not an exception: e-mail is always the
 * second channel beside an SMS, so the caller goes on and says where the message did reach.
 */
export async function sendEmail(
  deps: { db: Executor; email: EmailAdapter; now: () => Date },
  message: EmailMessage,
): Promise<EmailOutcome> {
  const createdAt = deps.now();
  let outcome: EmailOutcome;
  try {
    await deps.email.deliver(message);
    outcome = { status: 'sent' };
  } catch (failure) {
    outcome = { status: 'failed', error: failure instanceof Error ? failure.message : String(failure) };
  }
  await deps.db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    purpose: message.purpose,
    templeId: message.templeId ?? null,
    adapter: deps.email.name,
    status: outcome.status,
    error: outcome.status === 'failed' ? outcome.error : null,
    createdAt,
    sentAt: outcome.status === 'sent' ? deps.now() : null,
  });
  return outcome;
}
