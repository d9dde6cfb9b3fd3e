import { isLanguage, type Language } from '@nivedya/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

/** Sign-in codes go before every other message (sms_outbox.priority). */
const OTP_PRIORITY = 0;
const OTHER_PRIORITY = 1;

export function priorityOf(purpose: string): number {
  return purpose.startsWith('otp:') ? OTP_PRIORITY : OTHER_PRIORITY;
}

export interface NewSms {
  to: string;
  body: string;
  purpose: string;
  templeId: number | null;
  /** The language the body is written in: MSG91 picks the purpose's DLT template for it. */
  language: Language;
  adapter: string;
}

/** Rows per statement: a temple's message to thousands goes in a few statements, not one each. */
const CHUNK = 500;

async function insertSms(
  db: Executor,
  messages: NewSms | readonly NewSms[],
  state: { status: 'sent' | 'queued'; now: Date },
): Promise<void> {
  const rows = (Array.isArray(messages) ? messages : [messages]) as readonly NewSms[];
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(smsOutbox).values(
      rows.slice(start, start + CHUNK).map((message) => ({
        toMobile: message.to,
        body: message.body,
        purpose: message.purpose,
        templeId: message.templeId,
        language: message.language,
        adapter: message.adapter,
        status: state.status,
        priority: priorityOf(message.purpose),
        createdAt: state.now,
        ...(state.status === 'sent' ? { sentAt: state.now } : { nextAttemptAt: state.now }),
      })),
    );
  }
}

/** The built-in adapter's delivery: the stored row is the message, sent at once. */
export async function insertSentSms(
  db: Executor,
  messages: NewSms | readonly NewSms[],
  now: Date,
): Promise<void> {
  await insertSms(db, messages, { status: 'sent', now });
}

/** Messages for a provider, due at once; the dispatcher delivers them after the caller's commit. */
export async function insertQueuedSms(
  db: Executor,
  messages: NewSms | readonly NewSms[],
  now: Date,
): Promise<void> {
  await insertSms(db, messages, { status: 'queued', now });
}

export interface ClaimedSms {
  id: number;
  to: string;
  body: string;
  purpose: string;
  language: Language;
  /** Counting this one. */
  attempts: number;
}

/**
 * Claims up to `limit` queued messages that are due, sign-in codes first, then oldest first, for
 * `adapter` (messages queued before a change of provider go by the new one). FOR UPDATE SKIP LOCKED: two dispatchers claiming at once take different messages; each claim
 * counts an attempt and moves the message's due time to `leaseUntil`, so no other dispatcher takes it
 * while it is being sent, and one that died mid-send leaves it due again after the lease.
 */
export async function claimDueSms(
  db: Executor,
  options: { adapter: string; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedSms[]> {
  const result = await db.execute(sql`
    with due as (
      select id from sms_outbox
      where status = 'queued' and next_attempt_at <= ${options.now}
      order by priority, created_at, id
      limit ${options.limit}
      for update skip locked
    )
    update sms_outbox as message
    set attempts = message.attempts + 1, next_attempt_at = ${options.leaseUntil}, adapter = ${options.adapter}
    from due
    where message.id = due.id
    returning message.id, message.to_mobile as "to", message.body, message.purpose, message.language,
              message.attempts, message.priority, message.created_at as "createdAt"`);
  const rows = rowsOf<
    Omit<ClaimedSms, 'language'> & { language: string; priority: number; createdAt: Date | string }
  >(result);
  return rows
    .map((row) => ({ ...row, createdAtMs: new Date(row.createdAt).getTime() }))
    .sort((a, b) => a.priority - b.priority || a.createdAtMs - b.createdAtMs || a.id - b.id)
    .map(({ id, to, body, purpose, language, attempts }) => ({
      id,
      to,
      body,
      purpose,
      language: isLanguage(language) ? language : 'en',
      attempts: Number(attempts),
    }));
}

const stillQueued = (id: number) => and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'queued'));

export async function recordSmsSent(
  db: Executor,
  id: number,
  providerMessageId: string,
  now: Date,
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt: now, providerMessageId, error: null, nextAttemptAt: null })
    .where(stillQueued(id));
}

/** A retryable failure: the message stays queued, due again at `retryAt`, with the reason kept. */
export async function recordSmsRetry(db: Executor, id: number, error: string, retryAt: Date): Promise<void> {
  await db.update(smsOutbox).set({ error, nextAttemptAt: retryAt }).where(stillQueued(id));
}

export async function recordSmsFailed(db: Executor, id: number, error: string): Promise<void> {
  await db.update(smsOutbox).set({ status: 'failed', error, nextAttemptAt: null }).where(stillQueued(id));
}

export type DeliveryReport =
  | { status: 'delivered'; at: Date }
  | { status: 'undelivered' | 'failed'; error: string };

/**
 * A provider's delivery report on a message it accepted. The first final status wins: a late or
 * repeated report (they may come out of order) changes nothing. Answers whether a message changed.
 */
export async function recordSmsDeliveryReport(
  db: Executor,
  adapter: string,
  providerMessageId: string,
  report: DeliveryReport,
): Promise<boolean> {
  const changed = await db
    .update(smsOutbox)
    .set(
      report.status === 'delivered'
        ? { status: 'delivered', deliveredAt: report.at, error: null }
        : { status: report.status, error: report.error },
    )
    .where(
      and(
        eq(smsOutbox.adapter, adapter),
        eq(smsOutbox.providerMessageId, providerMessageId),
        eq(smsOutbox.status, 'sent'),
      ),
    )
    .returning({ id: smsOutbox.id });
  return changed.length > 0;
}
