import type { ServerResponse } from 'node:http';
import type { VqAvailabilityEvent, VqDisplay } from '@nivedya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreamConnection } from '../../lib/event-stream.ts';
import type { DayChange } from '../../lib/live-day-changes.ts';
import { createTempleStreams, type StreamGroup, type StreamTimings } from '../../lib/temple-streams.ts';
import { loadDaySlots } from './find-vq-calendar.ts';
import { getVqDisplay } from './vq-dashboard.ts';
import type { VqDeps } from './vq-deps.ts';

/**
 * Server-sent events for the virtual queue's live screens: the display at the gate (a snapshot, then a
 * new one on every change) and the devotee calendar (each changed date's remaining places).
 */

export type Feed = 'display' | 'calendar';

class Connection extends EventStreamConnection {
  readonly feed: Feed;
  lastDisplay = '';

  constructor(feed: Feed, raw: ServerResponse) {
    super(raw);
    this.feed = feed;
  }
}

type Group = StreamGroup<Connection>;

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
  timings?: StreamTimings,
): StreamHub {
  async function sendDisplays(group: Group, force: boolean) {
    const displays = [...group.connections].filter((connection) => connection.feed === 'display');
    if (displays.length === 0) return;
    const display = await getVqDisplay(deps, group.templeId);
    const comparable = JSON.stringify({ ...display, generatedAt: '' });
    const id = group.nextId();
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
      const id = group.nextId();
      for (const connection of calendars) connection.send('availability', id, event);
    }
  }

  const streams = createTempleStreams<Connection>(
    {
      live: deps.live,
      log,
      name: 'virtual-queue stream',
      async start(group, connection) {
        if (connection.feed === 'display') {
          const display: VqDisplay = await getVqDisplay(deps, group.templeId);
          connection.lastDisplay = JSON.stringify({ ...display, generatedAt: '' });
          connection.send('snapshot', group.nextId(), display);
        } else {
          await deps.facts.getOffering(deps.db, group.templeId);
          connection.send('ready', group.nextId(), { templeId: group.templeId });
        }
      },
      async changed(group, changes: DayChange[]) {
        await sendDisplays(group, true);
        // A change of no one date (the temple's settings): calendars fetch everything again.
        if (changes.some((change) => change.date === null)) {
          const id = group.nextId();
          for (const connection of group.connections) {
            if (connection.feed === 'calendar') connection.send('refresh', id, { templeId: group.templeId });
          }
        } else {
          await sendAvailability(group, [...new Set(changes.map((change) => change.date as string))]);
        }
      },
      refresh: (group) => sendDisplays(group, false),
    },
    timings,
  );

  return {
    open: (feed, templeId, raw, onClose) => streams.open(templeId, new Connection(feed, raw), onClose),
    close: () => streams.close(),
  };
}
