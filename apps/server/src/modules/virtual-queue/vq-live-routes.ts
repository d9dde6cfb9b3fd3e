import { TempleIdParamsSchema, VqDisplaySchema, VqTempleParamsSchema } from '@nivedya/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startEventStream } from '../../lib/event-stream.ts';
import { getVqDisplay } from './vq-dashboard.ts';
import type { VqDeps } from './vq-deps.ts';
import type { Feed, StreamHub } from './vq-streams.ts';
import { getOfferingTemple } from './vq-temple.ts';

const tags = ['virtual-queue: live'];

/**
 * spec virtual-queue-slot-display-page: a full-screen display at the gate has no login, so the display
 * and its stream are public and carry counts only. The devotee calendar has a stream too.
 */
export const vqLiveRoutes: FastifyPluginAsyncZod<VqDeps & { hub: StreamHub }> = async (app, deps) => {
  app.get(
    '/api/v1/temples/:templeId/virtual-queue/display',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: "The gate display's snapshot: the current slot, the next three, and today's totals.",
        params: TempleIdParamsSchema,
        response: { 200: VqDisplaySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getVqDisplay(deps, request.params.templeId);
    },
  );

  /** An EventSource stream on a hijacked response: nothing may buffer or compress it. */
  async function stream(feed: Feed, templeId: number, reply: FastifyReply) {
    await getOfferingTemple(deps.db, templeId);
    const raw = startEventStream(reply);
    await deps.hub.open(feed, templeId, raw, (listener) => raw.once('close', listener));
  }

  app.get(
    '/api/v1/temples/:templeId/virtual-queue/display/stream',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        description:
          'text/event-stream: `snapshot` (a VqDisplay) on connect, then `update` (a VqDisplay) whenever a booking, cancellation, admission or block changes the day, and as slots open and close. A comment every 15 s; `retry: 3000`. A reconnect (Last-Event-ID or not) starts from a fresh snapshot.',
        params: TempleIdParamsSchema,
      },
    },
    async (request, reply) => stream('display', request.params.templeId, reply),
  );

  app.get(
    '/api/v1/virtual-queue/temples/:templeId/calendar/stream',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        description:
          "text/event-stream for the devotee calendar: `ready` on connect (refetch the calendar), then `availability` (a VqAvailabilityEvent: one date's slots and remaining places) after each change, or `refresh` when changes may have been missed.",
        params: VqTempleParamsSchema,
      },
    },
    async (request, reply) => stream('calendar', request.params.templeId, reply),
  );
};
