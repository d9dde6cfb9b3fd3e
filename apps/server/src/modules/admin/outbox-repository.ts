import {
  type EmailMessage,
  type EmailOutboxQuery,
  SMS_STATUSES,
  type SmsMessage,
  type SmsOutboxQuery,
  type SmsStatus,
} from '@nivedya/domain';
import { and, count, desc, eq, ilike, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { emailOutbox, smsOutbox } from '../../db/schema/index.ts';

/** The SMS outbox the SMS adapters write (adapters/sms), with each message's delivery. */
export async function findSmsOutboxPage(
  db: Executor,
  query: SmsOutboxQuery,
): Promise<{ items: SmsMessage[]; total: number }> {
  const where = and(
    query.mobile ? like(smsOutbox.toMobile, `%${query.mobile.replace(/\D/g, '')}%`) : undefined,
    query.status ? eq(smsOutbox.status, query.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(smsOutbox).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      toMobile: row.toMobile,
      body: row.body,
      purpose: row.purpose,
      templeId: row.templeId,
      adapter: row.adapter,
      status: smsStatusOf(row.status),
      attempts: row.attempts,
      error: row.error,
      nextAttemptAt: row.status === 'queued' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      providerMessageId: row.providerMessageId,
    })),
    total: totals[0]?.total ?? 0,
  };
}

function smsStatusOf(status: string): SmsStatus {
  return (SMS_STATUSES as readonly string[]).includes(status) ? (status as SmsStatus) : 'queued';
}

/** The e-mail outbox the e-mail adapters write (adapters/email): every message, delivered or refused. */
export async function findEmailOutboxPage(
  db: Executor,
  query: EmailOutboxQuery,
): Promise<{ items: EmailMessage[]; total: number }> {
  const where = query.to ? ilike(emailOutbox.toAddress, containing(query.to)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      toAddress: row.toAddress,
      subject: row.subject,
      body: row.body,
      purpose: row.purpose,
      templeId: row.templeId,
      adapter: row.adapter,
      status: row.status === 'failed' ? 'failed' : 'sent',
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: totals[0]?.total ?? 0,
  };
}
