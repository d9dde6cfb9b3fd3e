import type { Language } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { insertQueuedSms, insertSentSms, type NewSms } from './sms-outbox-repository.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is for (otp:signup, booking-confirmed, …), shown in the SMS report. */
  purpose: string;
  templeId?: number | null;
  /**
   * The language the body is written in (devoteeMessage's); English unless said. MSG91 sends each
   * language under its own DLT template.
   */
  language?: Language;
}

/** How a message's row starts in sms_outbox: delivered by the outbox itself, or waiting for a provider. */
export type OutboxStatus = 'sent' | 'queued';

/**
 * What use cases send SMS through. `send` takes the caller's transaction: the message is recorded in
 * sms_outbox with the business change, so a change rolled back sends nothing, and with a provider it is
 * delivered only after the commit (sms-dispatcher.ts).
 */
export interface SmsAdapter {
  readonly name: string;
  /** One message, or many at once (a temple's message to its devotees). */
  send(db: Executor, message: SmsMessage | readonly SmsMessage[], now: Date): Promise<void>;
  /**
   * For a hot path that writes its message's sms_outbox row in its own statement, to make one round
   * trip (a queue booking at a season's opening): the status the row starts with, and what to call
   * once that statement has committed.
   */
  readonly outbox: { status: OutboxStatus; afterWrite(db: Executor): Promise<void> };
}

function newSms(messages: SmsMessage | readonly SmsMessage[], adapter: string): NewSms[] {
  return ((Array.isArray(messages) ? messages : [messages]) as readonly SmsMessage[]).map((message) => ({
    ...message,
    templeId: message.templeId ?? null,
    language: message.language ?? 'en',
    adapter,
  }));
}

/**
 * The built-in adapter delivers to the outbox itself: the message is stored as sent, and administrators
 * read it at GET /api/v1/admin/sms-outbox. It is how OTPs reach a person on an install with no SMS provider.
 */
export const outboxSmsAdapter: SmsAdapter = {
  name: 'outbox',
  async send(db, message, now) {
    await insertSentSms(db, newSms(message, 'outbox'), now);
  },
  outbox: { status: 'sent', afterWrite: async () => {} },
};

/**
 * With a provider: the message is queued in the caller's transaction, and `onQueued` (in that same
 * transaction) announces it to the dispatcher, which hears of it only once the transaction is over.
 */
export function createQueuedSmsAdapter(
  providerName: string,
  onQueued: (db: Executor) => Promise<void>,
): SmsAdapter {
  return {
    name: providerName,
    async send(db, message, now) {
      const queued = newSms(message, providerName);
      if (queued.length === 0) return;
      await insertQueuedSms(db, queued, now);
      await onQueued(db);
    },
    outbox: { status: 'queued', afterWrite: onQueued },
  };
}
