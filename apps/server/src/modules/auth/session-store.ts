import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export const SESSION_COOKIE = 'nivedya_session';

export interface SessionUser {
  id: number;
  userName: string;
  userType: number;
  templeId: number | null;
  email: string | null;
  mobile: string | null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Executor,
  input: {
    userId: number;
    now: Date;
    ttlDays: number;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return { token, expiresAt };
}

/** The live session's user, or null when the token is unknown, expired or its user is no longer active. */
export async function findSessionUser(db: Executor, token: string, now: Date): Promise<SessionUser | null> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      userType: users.userType,
      templeId: users.templeId,
      email: users.email,
      mobile: users.mobile,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        eq(users.status, 1),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
