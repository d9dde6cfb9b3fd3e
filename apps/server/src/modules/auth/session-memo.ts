import { LRUCache } from 'lru-cache';
import type { SessionUser } from './session-store.ts';

/**
 * The users of sessions seen lately, for the routes whose one write checks the session again itself
 * (route config `sessionCheckedByWrite`: checkout). Such a route then needs no lookup of its own before
 * it writes, and a logout, an expiry or a deactivation still takes effect at once: the write finds the
 * session gone and changes nothing. Every other route looks the session up on each request.
 * The time limit only keeps what the route shows before writing (the user's name for a payment page)
 * from growing old.
 */
export function createSessionMemo(): LRUCache<string, SessionUser> {
  return new LRUCache<string, SessionUser>({ max: 10_000, ttl: 5 * 60_000 });
}

export type SessionMemo = ReturnType<typeof createSessionMemo>;
