import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import {
  deleteSessionByHash,
  deleteUserSessions as deleteSessionsOfUser,
  findLiveSessionUser,
  insertSession,
  type SessionUserRow,
} from './auth-repository.ts';

export const SESSION_COOKIE = 'nivedya_session';

export type SessionUser = SessionUserRow;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Only the SHA-256 of a token is stored, so a leaked sessions table does not leak logins. */
export function hashSessionToken(token: string): string {
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
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * 86_400_000);
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    now: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return { token, expiresAt };
}

/** The live session's user, or null when the token is unknown, expired or its user is no longer active. */
export function findSessionUser(db: Executor, token: string, now: Date): Promise<SessionUser | null> {
  return findLiveSessionUser(db, hashSessionToken(token), now);
}

export function deleteSession(db: Executor, token: string): Promise<void> {
  return deleteSessionByHash(db, hashSessionToken(token));
}

export function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  return deleteSessionsOfUser(db, userId);
}

/** Ends the user's other sessions (other devices) and keeps the one making the request. */
export function deleteOtherSessions(db: Executor, userId: number, keepToken: string): Promise<void> {
  return deleteSessionsOfUser(db, userId, hashSessionToken(keepToken));
}
