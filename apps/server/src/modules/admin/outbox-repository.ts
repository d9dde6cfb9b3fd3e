import type { EmailMessage, EmailOutboxQuery, SmsMessage } from '@nivedya/domain';
import { count, desc, ilike, like, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { emailOutbox, smsOutbox } from '../../db/schema/index.ts';

/** The SMS outbox the built-in SMS adapter writes. */
export async function findSmsOutboxPage(
  db: Executor,
  query: { mobile?: string | undefined; offset: number; limit: number },
): Promise<{ items: SmsMessage[]; total: number }> {
  const where: SQL | undefined = query.mobile
    ? like(smsOutbox.toMobile, `%${query.mobile.replace(/\D/g, '')}%`)
    : undefined;
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
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: totals[0]?.total ?? 0,
  };
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
