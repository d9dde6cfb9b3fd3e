import type { Executor } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is for (otp:signup, booking-confirmed, …), shown in the SMS report. */
  purpose: string;
  templeId?: number | null;
}

/** Outside SMS providers plug in here; every message is also kept in sms_outbox for the SMS report. */
export interface SmsAdapter {
  readonly name: string;
  send(db: Executor, message: SmsMessage, now: Date): Promise<void>;
}

/**
 * The built-in adapter delivers to the outbox itself: the message is stored as sent, and administrators
 * read it at GET /api/v1/admin/sms-outbox. It is how OTPs reach a person on an install with no SMS provider.
 */
export const outboxSmsAdapter: SmsAdapter = {
  name: 'outbox',
  async send(db, message, now) {
    await db.insert(smsOutbox).values({
      toMobile: message.to,
      body: message.body,
      purpose: message.purpose,
      templeId: message.templeId ?? null,
      adapter: 'outbox',
      status: 'sent',
      createdAt: now,
      sentAt: now,
    });
  },
};
