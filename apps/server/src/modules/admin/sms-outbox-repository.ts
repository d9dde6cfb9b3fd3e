import type { SmsMessage } from '@nivedya/domain';
import { count, desc, like, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

/** The only file of the admin module that speaks SQL: the SMS outbox the built-in adapter writes. */
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
