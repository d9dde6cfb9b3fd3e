import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStreamConnection } from './event-stream.ts';
import type { DayChange, LiveDayChanges } from './live-day-changes.ts';

/**
 * The live screens' server-sent events, grouped by temple: the virtual queue's display and calendar,
 * the devotee visits' live status. A temple's changes (heard through LISTEN from any server process)
 * are coalesced, so a rush of bookings or scans recomputes its figures a few times a second once for
 * all its screens; a comment every 15 s keeps proxies from closing an idle stream; `retry:` tells
 * EventSource how soon to reconnect. A reconnecting screen always starts from a fresh snapshot, so
 * Last-Event-ID needs no replay.
 */

export interface StreamTimings {
  coalesceMs: number;
  heartbeatMs: number;
  /** Figures that move with the clock (slots opening, the last quarter hour) refresh this often. */
  refreshMs: number;
  retryMs: number;
}

export const STREAM_TIMINGS: StreamTimings = {
  coalesceMs: 250,
  heartbeatMs: 15_000,
  refreshMs: 30_000,
  retryMs: 3_000,
};

/** A temple's open streams, and the id of each event sent on them. */
export interface StreamGroup<Connection extends EventStreamConnection> {
  readonly templeId: number;
  readonly connections: ReadonlySet<Connection>;
  nextId(): number;
}

export interface TempleStreams<Connection extends EventStreamConnection> {
  /** Streams on a hijacked response until the client goes away. */
  open(templeId: number, connection: Connection, onClose: (listener: () => void) => void): Promise<void>;
  close(): void;
}

interface Group<Connection extends EventStreamConnection> extends StreamGroup<Connection> {
  connections: Set<Connection>;
  changes: DayChange[];
  flushTimer: NodeJS.Timeout | null;
  unsubscribe: () => void;
}

export function createTempleStreams<Connection extends EventStreamConnection & { raw: ServerResponse }>(
  options: {
    live: LiveDayChanges;
    log: FastifyBaseLogger;
    /** What the streams serve, for the log. */
    name: string;
    /** The first events of a new stream. */
    start: (group: StreamGroup<Connection>, connection: Connection) => Promise<void>;
    /** The temple's changes of the last `coalesceMs`. */
    changed: (group: StreamGroup<Connection>, changes: DayChange[]) => Promise<void>;
    refresh: (group: StreamGroup<Connection>) => Promise<void>;
  },
  timings: StreamTimings = STREAM_TIMINGS,
): TempleStreams<Connection> {
  const groups = new Map<number, Group<Connection>>();
  const failed = (templeId: number, what: string) => (error: unknown) =>
    options.log.error({ err: error, templeId }, `${options.name} ${what} failed`);

  const heartbeat = setInterval(() => {
    for (const group of groups.values())
      for (const connection of group.connections) connection.comment('heartbeat');
  }, timings.heartbeatMs);
  heartbeat.unref();
  const refresh = setInterval(() => {
    for (const group of groups.values()) options.refresh(group).catch(failed(group.templeId, 'refresh'));
  }, timings.refreshMs);
  refresh.unref();

  async function flush(group: Group<Connection>) {
    group.flushTimer = null;
    const changes = group.changes;
    group.changes = [];
    await options.changed(group, changes).catch(failed(group.templeId, 'update'));
  }

  async function groupOf(templeId: number): Promise<Group<Connection>> {
    const existing = groups.get(templeId);
    if (existing) return existing;
    let lastId = 0;
    const group: Group<Connection> = {
      templeId,
      connections: new Set(),
      changes: [],
      flushTimer: null,
      unsubscribe: () => {},
      nextId: () => ++lastId,
    };
    groups.set(templeId, group);
    group.unsubscribe = await options.live.subscribe(templeId, (change) => {
      group.changes.push(change);
      group.flushTimer ??= setTimeout(() => void flush(group), timings.coalesceMs);
    });
    return group;
  }

  function detach(group: Group<Connection>, connection: Connection) {
    connection.end();
    group.connections.delete(connection);
    if (group.connections.size === 0 && groups.get(group.templeId) === group) {
      groups.delete(group.templeId);
      group.unsubscribe();
      if (group.flushTimer) clearTimeout(group.flushTimer);
    }
  }

  return {
    async open(templeId, connection, onClose) {
      let joined: Group<Connection> | null = null;
      onClose(() => {
        connection.isOpen = false;
        if (joined) detach(joined, connection);
      });
      connection.raw.write(`retry: ${timings.retryMs}\n\n`);
      joined = await groupOf(templeId);
      joined.connections.add(connection);
      if (!connection.isOpen) {
        detach(joined, connection);
        return;
      }
      try {
        await options.start(joined, connection);
      } catch (error) {
        failed(templeId, 'stream start')(error);
        detach(joined, connection);
      }
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(refresh);
      for (const group of groups.values()) {
        for (const connection of group.connections) connection.end();
        group.unsubscribe();
        if (group.flushTimer) clearTimeout(group.flushTimer);
      }
      groups.clear();
    },
  };
}
