import type { ServerResponse } from 'node:http';
import type { VisitLiveStatus } from '@nivedya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreamConnection } from '../../lib/event-stream.ts';
import type { LiveDayChanges } from '../../lib/live-day-changes.ts';
import { createTempleStreams, type StreamGroup, type StreamTimings } from '../../lib/temple-streams.ts';

class StatusConnection extends EventStreamConnection {
  /** The last status sent, less its time: an unchanged status is not sent again. */
  last = '';
}

export interface VisitStreamHub {
  open(templeId: number, raw: ServerResponse, onClose: (listener: () => void) => void): Promise<void>;
  close(): void;
}

/**
 * The live status's streams: a `snapshot` on connect, then an `update` when a gate of the temple
 * records, and every 30 s as the last quarter hour slides.
 */
export function createVisitStreamHub(
  options: {
    live: LiveDayChanges;
    load: (templeId: number) => Promise<VisitLiveStatus>;
    log: FastifyBaseLogger;
  },
  timings?: StreamTimings,
): VisitStreamHub {
  async function push(group: StreamGroup<StatusConnection>) {
    const status = await options.load(group.templeId);
    const comparable = JSON.stringify({ ...status, generatedAt: '' });
    const id = group.nextId();
    for (const connection of group.connections) {
      if (connection.last === comparable) continue;
      connection.last = comparable;
      connection.send('update', id, status);
    }
  }
  const streams = createTempleStreams<StatusConnection>(
    {
      live: options.live,
      log: options.log,
      name: 'visit live status',
      async start(group, connection) {
        const status = await options.load(group.templeId);
        connection.last = JSON.stringify({ ...status, generatedAt: '' });
        connection.send('snapshot', group.nextId(), status);
      },
      changed: push,
      refresh: push,
    },
    timings,
  );
  return {
    open: (templeId, raw, onClose) => streams.open(templeId, new StatusConnection(raw), onClose),
    close: () => streams.close(),
  };
}
