import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Tells live screens that a temple's day changed: a queue booking, cancellation, admission or block
 * (channel nivedya_vq), a devotee passing a gate (nivedya_visits). ARCHITECTURE "Scale": on PostgreSQL
 * the change goes out with NOTIFY and every API process LISTENs, so a display connected to one process
 * hears of a change made by another; on the embedded database there is one process and the change is
 * delivered in memory.
 */

export interface DayChange {
  templeId: number;
  /** yyyy-MM-dd; null: anything may have changed (a listener reconnected after missing changes). */
  date: string | null;
}

export type ChangeListener = (change: DayChange) => void;

export interface LiveDayChanges {
  /** Called after the change has committed. Never throws. */
  publish(templeId: number, date: string): void;
  /** Resolves once changes of every process reach the listener. */
  subscribe(templeId: number, listener: ChangeListener): Promise<() => void>;
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 30_000;
/** How long a change waits for others of the same moment to go out with it. */
const NOTIFY_COALESCE_MS = 50;

export function createLiveDayChanges(options: {
  /** The NOTIFY channel, one per kind of change (a plain identifier). */
  channel: 'nivedya_vq' | 'nivedya_visits';
  db: Database;
  /** Set on PostgreSQL: the URL the LISTEN connection opens. */
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): LiveDayChanges {
  const listeners = new Map<number, Set<ChangeListener>>();
  const deliver = (change: DayChange) => {
    const targets = change.templeId === 0 ? [...listeners.values()] : [listeners.get(change.templeId)];
    for (const set of targets) {
      for (const listener of set ?? []) {
        try {
          listener(change);
        } catch (error) {
          options.log.error({ err: error }, `${options.channel} listener failed`);
        }
      }
    }
  };
  const listenUrl = options.databaseUrl;
  if (!listenUrl) {
    return {
      publish: (templeId, date) => deliver({ templeId, date }),
      subscribe: async (templeId, listener) => add(listeners, templeId, listener),
      close: async () => listeners.clear(),
    };
  }

  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = 500;

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: listenUrl });
      next.on('notification', (message) => {
        const change = parseChange(message.payload);
        if (change) deliver(change);
      });
      next.on('error', (error) => {
        options.log.warn({ err: error }, `${options.channel} LISTEN connection lost; reconnecting`);
        void next.end().catch(() => {});
        if (client === next) client = null;
        connecting = null;
        scheduleReconnect();
      });
      await next.connect();
      await next.query(`listen ${options.channel}`);
      if (closed) {
        await next.end();
        return;
      }
      const wasReconnect = retryMs > 500;
      client = next;
      retryMs = 500;
      // Changes made while the connection was down were missed: every screen refreshes.
      if (wasReconnect) deliver({ templeId: 0, date: null });
    })().catch((error: unknown) => {
      connecting = null;
      options.log.warn({ err: error }, `${options.channel} LISTEN connection failed; retrying`);
      scheduleReconnect();
    });
    return connecting;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => void connect(), wait).unref();
  };

  // The changes of the next few milliseconds go out together, once per temple and day: at a season's
  // opening a slot takes hundreds of bookings a second, and a NOTIFY each was a statement each that
  // every committing transaction then queued behind (PostgreSQL serialises NOTIFYs at commit). The
  // screens coalesce what they hear anyway (vq-streams.ts).
  const pending = new Set<string>();
  const flush = () => {
    const payloads = [...pending];
    pending.clear();
    if (payloads.length === 0 || closed) return;
    options.db
      .execute(
        sql`select ${sql.join(
          payloads.map((payload) => sql`pg_notify(${options.channel}, ${payload})`),
          sql`, `,
        )}`,
      )
      .catch((error: unknown) => {
        options.log.error({ err: error }, `${options.channel} NOTIFY failed`);
      });
  };

  return {
    publish(templeId, date) {
      if (pending.size === 0) setTimeout(flush, NOTIFY_COALESCE_MS).unref();
      pending.add(JSON.stringify({ t: templeId, d: date }));
    },
    async subscribe(templeId, listener) {
      await connect();
      return add(listeners, templeId, listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

function add(map: Map<number, Set<ChangeListener>>, templeId: number, listener: ChangeListener) {
  let set = map.get(templeId);
  if (!set) {
    set = new Set();
    map.set(templeId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(templeId);
  };
}

function parseChange(payload: string | undefined): DayChange | null {
  try {
    const value = JSON.parse(payload ?? '') as { t?: unknown; d?: unknown };
    if (typeof value.t !== 'number' || typeof value.d !== 'string') return null;
    return { templeId: value.t, date: value.d };
  } catch {
    return null;
  }
}
