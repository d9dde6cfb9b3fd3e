import { isLanguage, type Language } from '@nivedya/domain';
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Executor, runStatement, type Statement } from '../../db/client.ts';
import { otps, sessions } from '../../db/schema/index.ts';
import { batchedStatement } from '../../db/statement-batches.ts';

/** The only file of the auth module that speaks SQL: sessions and one-time passwords. */

export interface SessionUserRow {
  id: number;
  userName: string;
  userType: number;
  templeId: number | null;
  email: string | null;
  mobile: string | null;
  /** The language chosen in the app: what the server writes to this person is in it (issue #17 §3). */
  language: Language;
}

export async function insertSession(
  db: Executor,
  values: {
    tokenHash: string;
    userId: number;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    userAgent: values.userAgent,
    ip: values.ip,
  });
}

/**
 * The users of live sessions whose accounts are still active. Every authenticated request runs it, so
 * it is a prepared statement (parsed and planned once per connection, no SQL built per request), shared
 * by the requests that arrive together (statement-batches.ts): each asks with its own token and time.
 */
const LIVE_SESSION_USERS: Statement = {
  name: 'live_session_users_v2',
  text: `
    select k.ord, u.id, u.user_name as "userName", u.user_type as "userType", u.temple_id as "templeId",
           u.email, u.mobile, u.language
      from unnest($1::text[], $2::timestamptz[]) with ordinality as k(token_hash, now, ord)
      join sessions s on s.token_hash = k.token_hash
      join users u on u.id = s.user_id
     where s.expires_at > k.now and u.status = 1 and u.deleted_at is null`,
};

const liveSessionUser = batchedStatement<{ tokenHash: string; now: Date }, SessionUserRow | null>({
  maxItems: 1_000,
  async run(db, asked) {
    const rows = await runStatement<
      Omit<SessionUserRow, 'language'> & { ord: number | string; language: string }
    >(db, LIVE_SESSION_USERS, [
      asked.map((session) => session.tokenHash),
      asked.map((session) => session.now.toISOString()),
    ]);
    const byPosition = new Map(
      rows.map(({ ord, language, ...user }) => [
        Number(ord),
        { ...user, language: isLanguage(language) ? language : ('en' as const) },
      ]),
    );
    return asked.map((_, index) => byPosition.get(index + 1) ?? null);
  },
});

export function findLiveSessionUser(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionUserRow | null> {
  return liveSessionUser(db, { tokenHash, now });
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `keepTokenHash`. */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    );
}

export interface OtpRow {
  id: number;
  mobile: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** A new OTP replaces whatever that mobile had for the same purpose, used or not. */
export async function replaceOtp(
  db: Executor,
  values: { mobile: string; purpose: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(otps).where(and(eq(otps.mobile, values.mobile), eq(otps.purpose, values.purpose)));
  await db.insert(otps).values({
    mobile: values.mobile,
    purpose: values.purpose,
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** The newest unused OTP of the mobile for one of the purposes. */
export async function findPendingOtp(
  db: Executor,
  mobile: string,
  purposes: readonly string[],
): Promise<OtpRow | null> {
  const rows = await db
    .select({
      id: otps.id,
      mobile: otps.mobile,
      purpose: otps.purpose,
      codeHash: otps.codeHash,
      attempts: otps.attempts,
      expiresAt: otps.expiresAt,
    })
    .from(otps)
    .where(and(eq(otps.mobile, mobile), inArray(otps.purpose, [...purposes]), isNull(otps.consumedAt)))
    .orderBy(desc(otps.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts one wrong attempt atomically and answers the new count. */
export async function countWrongOtpAttempt(db: Executor, otpId: number): Promise<number> {
  const rows = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(eq(otps.id, otpId))
    .returning({ attempts: otps.attempts });
  return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the OTP used, once: false when it was used, exhausted or expired meanwhile. */
export async function markOtpConsumed(
  db: Executor,
  otpId: number,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otps.id, otpId),
        isNull(otps.consumedAt),
        lt(otps.attempts, maxAttempts),
        gt(otps.expiresAt, now),
      ),
    )
    .returning({ id: otps.id });
  return rows.length === 1;
}
