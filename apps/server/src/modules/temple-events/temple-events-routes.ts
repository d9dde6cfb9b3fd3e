import {
  EventIdParamsSchema,
  GalleryListSchema,
  TempleEventDetailSchema,
  TempleEventListQuerySchema,
  TempleEventListSchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { findTempleEvents, getTempleEvent } from './find-temple-events.ts';
import { findTempleGallery } from './find-temple-gallery.ts';

/** The temple information pages' read side: events, festivals and gallery. Public, not temple-scoped. */
export const templeEventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/temples/:templeId/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['temples'],
        params: TempleIdParamsSchema,
        querystring: TempleEventListQuerySchema,
        response: { 200: TempleEventListSchema },
      },
    },
    async (request) => findTempleEvents(deps.db, request.params.templeId, request.query, deps.now()),
  );

  app.get(
    '/api/v1/events/:eventId',
    {
      config: { access: 'public' },
      schema: { tags: ['temples'], params: EventIdParamsSchema, response: { 200: TempleEventDetailSchema } },
    },
    async (request) => getTempleEvent(deps.db, request.params.eventId),
  );

  app.get(
    '/api/v1/temples/:templeId/gallery',
    {
      config: { access: 'public' },
      schema: { tags: ['temples'], params: TempleIdParamsSchema, response: { 200: GalleryListSchema } },
    },
    async (request) => findTempleGallery(deps.db, request.params.templeId),
  );
};
