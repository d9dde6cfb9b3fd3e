import type { ServerResponse } from 'node:http';
import type { VqAvailabilityEvent, VqDisplay } from '@nivedya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreamConnection } from '../../lib/event-stream.ts';
import type { DayChange } from '../../lib/live-day-changes.ts';
import { loadDaySlots } from './find-vq-calendar.ts';
import { getVqDisplay } from './vq-dashboard.ts';
import type { VqDeps } from './vq-deps.ts';

/**
 * Server-sent events for the live screens: the display at the gate (a snapshot, then a new one on
 * every change) and the devotee calendar (each changed date's remaining places). Changes of a temple
 * are coalesced (a booking rush recomputes a temple's counts a few times a second, once for all its
 * screens); a comment every 15 s keeps proxies from closing an idle stream, and `retry:` tells
 * EventSource how soon to reconnect. A reconnecting screen always starts from a fresh snapshot, so
 * Last-Event-ID needs no replay.
 */

export type Feed = 'display' | 'calendar';

export interface StreamTimings {
  coalesceMs: number;
  heartbeatMs: number;
  /** The display also refreshes on this beat, as slots open and close with the clock. */
  refreshMs: number;
  retryMs: number;
}

export const STREAM_TIMINGS: StreamTimings = {
  coalesceMs: 250,
  heartbeatMs: 15_000,
  refreshMs: 30_000,
  retryMs: 3_000,
};

class Connection extends EventStreamConnection {
  readonly feed: Feed;
  lastDisplay = '';

  constructor(feed: Feed, raw: ServerResponse) {
    super(raw);
    this.feed = feed;
  }
}

interface Group {
  templeId: number;
  connections: Set<Connection>;
  pending: Set<string>;
  isEverything: boolean;
  flushTimer: NodeJS.Timeout | null;
  unsubscribe: () => void;
  nextId: number;
}

export interface StreamHub {
  /** Streams a temple's feed on a hijacked response until the client goes away. */
  open(
    feed: Feed,
    templeId: number,
    raw: ServerResponse,
    onClose: (listener: () => void) => void,
  ): Promise<void>;
  close(): void;
}

export function createStreamHub(
  deps: Pick<VqDeps, 'db' | 'now' | 'live' | 'facts'>,
  log: FastifyBaseLogger,
  timings: StreamTimings = STREAM_TIMINGS,
): StreamHub {
  const groups = new Map<number, Group>();
  const all = new Set<Connection>();

  const heartbeat = setInterval(() => {
    for (const connection of all) connection.comment('heartbeat');
  }, timings.heartbeatMs);
  heartbeat.unref();
  const refresh = setInterval(() => {
    for (const group of groups.values()) {
      sendDisplays(group, false).catch((error: unknown) =>
        log.error({ err: error, templeId: group.templeId }, 'virtual-queue display refresh failed'),
      );
    }
  }, timings.refreshMs);
  refresh.unref();

  async function sendDisplays(group: Group, force: boolean) {
    const displays = [...group.connections].filter((connection) => connection.feed === 'display');
    if (displays.length === 0) return;
    const display = await getVqDisplay(deps, group.templeId);
    const comparable = JSON.stringify({ ...display, generatedAt: '' });
    const id = ++group.nextId;
    for (const connection of displays) {
      if (!force && connection.lastDisplay === comparable) continue;
      connection.lastDisplay = comparable;
      connection.send('update', id, display);
    }
  }

  async function sendAvailability(group: Group, dates: string[]) {
    const calendars = [...group.connections].filter((connection) => connection.feed === 'calendar');
    if (calendars.length === 0 || dates.length === 0) return;
    const sorted = [...dates].sort();
    const from = sorted[0] ?? '';
    const to = sorted.at(-1) ?? from;
    const { templates } = await deps.facts.get(deps.db, group.templeId);
    const plans = await loadDaySlots(deps.db, group.templeId, from, to, templates);
    for (const date of sorted) {
      const event: VqAvailabilityEvent = {
        templeId: group.templeId,
        date,
        slots: (plans.get(date)?.slots ?? [])
          .filter((slot) => slot.isInPlan)
          .map((slot) => ({
            startTime: slot.startTime,
            capacity: slot.capacity,
            booked: slot.booked,
            remaining: Math.max(slot.capacity - slot.booked, 0),
            isBlocked: slot.isBlocked,
          })),
      };
      const id = ++group.nextId;
      for (const connection of calendars) connection.send('availability', id, event);
    }
  }

  async function flush(group: Group) {
    group.flushTimer = null;
    const dates = [...group.pending];
    const isEverything = group.isEverything;
    group.pending.clear();
    group.isEverything = false;
    try {
      await sendDisplays(group, true);
      if (isEverything) {
        const id = ++group.nextId;
        for (const connection of group.connections) {
          if (connection.feed === 'calendar') connection.send('refresh', id, { templeId: group.templeId });
        }
      } else {
        await sendAvailability(group, dates);
      }
    } catch (error) {
      log.error({ err: error, templeId: group.templeId }, 'virtual-queue stream update failed');
    }
  }

  function onChange(group: Group, change: DayChange) {
    if (change.date === null) group.isEverything = true;
    else group.pending.add(change.date);
    group.flushTimer ??= setTimeout(() => void flush(group), timings.coalesceMs);
  }

  async function groupOf(templeId: number): Promise<Group> {
    const existing = groups.get(templeId);
    if (existing) return existing;
    const group: Group = {
      templeId,
      connections: new Set(),
      pending: new Set(),
      isEverything: false,
      flushTimer: null,
      unsubscribe: () => {},
      nextId: 0,
    };
    groups.set(templeId, group);
    group.unsubscribe = await deps.live.subscribe(templeId, (change) => onChange(group, change));
    return group;
  }

  function detach(group: Group, connection: Connection) {
    connection.end();
    all.delete(connection);
    group.connections.delete(connection);
    if (group.connections.size === 0 && groups.get(group.templeId) === group) {
      groups.delete(group.templeId);
      group.unsubscribe();
      if (group.flushTimer) clearTimeout(group.flushTimer);
    }
  }

  return {
    async open(feed, templeId, raw, onClose) {
      const connection = new Connection(feed, raw);
      let group: Group | null = null;
      onClose(() => {
        connection.isOpen = false;
        if (group) detach(group, connection);
      });
      raw.write(`retry: ${timings.retryMs}\n\n`);
      const joined = await groupOf(templeId);
      group = joined;
      joined.connections.add(connection);
      all.add(connection);
      if (!connection.isOpen) {
        detach(joined, connection);
        return;
      }
      try {
        if (feed === 'display') {
          const display: VqDisplay = await getVqDisplay(deps, templeId);
          connection.lastDisplay = JSON.stringify({ ...display, generatedAt: '' });
          connection.send('snapshot', ++joined.nextId, display);
        } else {
          await deps.facts.getOffering(deps.db, templeId);
          connection.send('ready', ++joined.nextId, { templeId });
        }
      } catch (error) {
        log.error({ err: error, templeId }, 'virtual-queue stream failed to start');
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
      all.clear();
    },
  };
}
