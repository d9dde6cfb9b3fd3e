import type { ServerResponse } from 'node:http';
import type { VisitLiveStatus } from '@nivedya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreamConnection } from '../../lib/event-stream.ts';
import type { LiveDayChanges } from '../../lib/live-day-changes.ts';

export interface VisitStreamTimings {
  coalesceMs: number;
  heartbeatMs: number;
  /** The "last quarter hour" figures slide with the clock: a fresh status this often even when idle. */
  refreshMs: number;
  retryMs: number;
}

export const VISIT_STREAM_TIMINGS: VisitStreamTimings = {
  coalesceMs: 250,
  heartbeatMs: 15_000,
  refreshMs: 30_000,
  retryMs: 3_000,
};

interface Group {
  connections: Set<EventStreamConnection>;
  last: string;
  nextId: number;
  flushTimer: NodeJS.Timeout | null;
  unsubscribe: () => void;
}

export interface VisitStreamHub {
  open(templeId: number, raw: ServerResponse, onClose: (listener: () => void) => void): Promise<void>;
  close(): void;
}

/**
 * The live status's streams: a `snapshot` on connect, then an `update` when a gate of the temple
 * records (heard through LISTEN from any server process), coalesced so a rush of scans recomputes the
 * status a few times a second for all of the temple's screens at once.
 */
export function createVisitStreamHub(
  options: {
    live: LiveDayChanges;
    load: (templeId: number) => Promise<VisitLiveStatus>;
    log: FastifyBaseLogger;
  },
  timings: VisitStreamTimings = VISIT_STREAM_TIMINGS,
): VisitStreamHub {
  const groups = new Map<number, Group>();

  const heartbeat = setInterval(() => {
    for (const group of groups.values())
      for (const connection of group.connections) connection.comment('heartbeat');
  }, timings.heartbeatMs);
  heartbeat.unref();
  const refresh = setInterval(() => {
    for (const templeId of groups.keys()) void push(templeId);
  }, timings.refreshMs);
  refresh.unref();

  async function push(templeId: number) {
    const group = groups.get(templeId);
    if (!group) return;
    group.flushTimer = null;
    try {
      const status = await options.load(templeId);
      const comparable = JSON.stringify({ ...status, generatedAt: '' });
      if (comparable === group.last) return;
      group.last = comparable;
      const id = ++group.nextId;
      for (const connection of group.connections) connection.send('update', id, status);
    } catch (error) {
      options.log.error({ err: error, templeId }, 'visit live status update failed');
    }
  }

  async function groupOf(templeId: number): Promise<Group> {
    const existing = groups.get(templeId);
    if (existing) return existing;
    const group: Group = {
      connections: new Set(),
      last: '',
      nextId: 0,
      flushTimer: null,
      unsubscribe: () => {},
    };
    groups.set(templeId, group);
    group.unsubscribe = await options.live.subscribe(templeId, () => {
      group.flushTimer ??= setTimeout(() => void push(templeId), timings.coalesceMs);
    });
    return group;
  }

  function detach(templeId: number, group: Group, connection: EventStreamConnection) {
    connection.end();
    group.connections.delete(connection);
    if (group.connections.size === 0 && groups.get(templeId) === group) {
      groups.delete(templeId);
      group.unsubscribe();
      if (group.flushTimer) clearTimeout(group.flushTimer);
    }
  }

  return {
    async open(templeId, raw, onClose) {
      const connection = new EventStreamConnection(raw);
      let joined: Group | null = null;
      onClose(() => {
        connection.isOpen = false;
        if (joined) detach(templeId, joined, connection);
      });
      raw.write(`retry: ${timings.retryMs}\n\n`);
      joined = await groupOf(templeId);
      joined.connections.add(connection);
      if (!connection.isOpen) {
        detach(templeId, joined, connection);
        return;
      }
      try {
        const status = await options.load(templeId);
        connection.send('snapshot', ++joined.nextId, status);
      } catch (error) {
        options.log.error({ err: error, templeId }, 'visit live status stream failed to start');
        detach(templeId, joined, connection);
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
