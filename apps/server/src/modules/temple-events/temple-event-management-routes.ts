import {
  CreateTempleEventInputSchema,
  StaffTempleEventListQuerySchema,
  StaffTempleEventListSchema,
  StaffTempleEventSchema,
  TempleEventParamsSchema,
  TempleIdParamsSchema,
  UpdateTempleEventInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { createTempleEvent } from './create-temple-event.ts';
import { deleteTempleEvent } from './delete-temple-event.ts';
import { findStaffEvents } from './find-staff-events.ts';
import { getStaffEvent } from './get-staff-event.ts';
import { updateTempleEvent } from './update-temple-event.ts';

/** spec temple-event-list and temple-event-details, festivals included (kind 'festival'). */
export const templeEventManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['temple events'];
  const read = templeStaffRoute();
  const manage = templeStaffRoute({ right: 'events.manage' });

  app.get(
    '/api/v1/temples/:templeId/events/all',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's events and festivals, drafts too",
        params: TempleIdParamsSchema,
        querystring: StaffTempleEventListQuerySchema,
        response: { 200: StaffTempleEventListSchema },
      },
    },
    async (request) => findStaffEvents(deps.db, request.params.templeId, request.query, deps.now()),
  );
  app.post(
    '/api/v1/temples/:templeId/events',
    {
      config: manage,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: CreateTempleEventInputSchema,
        response: { 201: StaffTempleEventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTempleEvent(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.get(
    '/api/v1/temples/:templeId/events/:eventId',
    {
      config: read,
      schema: { tags, params: TempleEventParamsSchema, response: { 200: StaffTempleEventSchema } },
    },
    async (request) => getStaffEvent(deps.db, request.params.templeId, request.params.eventId),
  );
  app.patch(
    '/api/v1/temples/:templeId/events/:eventId',
    {
      config: manage,
      schema: {
        tags,
        params: TempleEventParamsSchema,
        body: UpdateTempleEventInputSchema,
        response: { 200: StaffTempleEventSchema },
      },
    },
    async (request) =>
      updateTempleEvent(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.eventId,
        request.body,
      ),
  );
  app.delete(
    '/api/v1/temples/:templeId/events/:eventId',
    { config: manage, schema: { tags, params: TempleEventParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteTempleEvent(deps, actorOf(request), request.params.templeId, request.params.eventId);
      return reply.status(204).send(null);
    },
  );
};
