import { LRUCache } from 'lru-cache';
import type { SessionUser } from './session-store.ts';

/**
 * The users of sessions seen lately, for the routes whose one write checks the session again itself
 * (route config `sessionCheckedByWrite`: checkout, a queue booking) and for the reads that show only the
 * user's own harmless state (`sessionSeenLately`: a waiting room's place). Such a route then needs no
 * lookup of its own, and for a write a logout, an expiry or a deactivation still takes effect at once:
 * the write finds the session gone and changes nothing. Every other route looks the session up on each
 * request. The time limit keeps what the routes show (the user's name for a payment page, a place in
 * line after a logout) from growing old; the size holds a season's opening, where a hundred thousand
 * devotees wait at once (~40 MB).
 */
export function createSessionMemo(): LRUCache<string, SessionUser> {
  return new LRUCache<string, SessionUser>({ max: 100_000, ttl: 5 * 60_000 });
}

export type SessionMemo = ReturnType<typeof createSessionMemo>;
