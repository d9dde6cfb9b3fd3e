import {
  AffectedBookingListSchema,
  AvailabilityCalendarQuerySchema,
  AvailabilityCalendarSchema,
  CreateSevaBlockingInputSchema,
  PageQuerySchema,
  ReplaceAvailabilityRulesInputSchema,
  SevaAvailabilitySettingsSchema,
  SevaBlockingCreatedSchema,
  SevaBlockingListQuerySchema,
  SevaBlockingListSchema,
  TempleBlockingParamsSchema,
  TempleIdParamsSchema,
  TempleSevaParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { createSevaBlocking } from './create-seva-blocking.ts';
import { deleteSevaBlocking } from './delete-seva-blocking.ts';
import { findAffectedBookings } from './find-affected-bookings.ts';
import { findSevaBlockings } from './find-seva-blockings.ts';
import { getAvailabilityCalendar } from './get-availability-calendar.ts';
import { getAvailabilityRules } from './get-availability-rules.ts';
import { replaceAvailabilityRules } from './replace-availability-rules.ts';

/** spec seva-availability-settings, seva-availability-details and seva-blocking. */
export const availabilityManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const read = templeStaffRoute();
  const blockingRight = templeStaffRoute({ right: 'blocking.manage' });
  const tags = ['seva availability'];

  app.get(
    '/api/v1/temples/:templeId/sevas/:sevaId/availability-rules',
    {
      config: read,
      schema: { tags, params: TempleSevaParamsSchema, response: { 200: SevaAvailabilitySettingsSchema } },
    },
    async (request) => getAvailabilityRules(deps.db, request.params.templeId, request.params.sevaId),
  );

  app.put(
    '/api/v1/temples/:templeId/sevas/:sevaId/availability-rules',
    {
      config: templeStaffRoute({ right: 'availability.manage' }),
      schema: {
        tags,
        summary:
          "Replace the seva's availability rules (weekdays, date ranges, daily limits, special-pooja dates)",
        params: TempleSevaParamsSchema,
        body: ReplaceAvailabilityRulesInputSchema,
        response: { 200: SevaAvailabilitySettingsSchema },
      },
    },
    async (request) =>
      replaceAvailabilityRules(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.sevaId,
        request.body,
      ),
  );

  app.get(
    '/api/v1/temples/:templeId/sevas/:sevaId/availability-calendar',
    {
      config: read,
      schema: {
        tags,
        summary: 'A month of days: booked against the limit, and open, full, blocked or closed',
        params: TempleSevaParamsSchema,
        querystring: AvailabilityCalendarQuerySchema,
        response: { 200: AvailabilityCalendarSchema },
      },
    },
    async (request) =>
      getAvailabilityCalendar(
        deps.db,
        request.params.templeId,
        request.params.sevaId,
        request.query,
        deps.now(),
      ),
  );

  app.get(
    '/api/v1/temples/:templeId/seva-blockings',
    {
      config: read,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: SevaBlockingListQuerySchema,
        response: { 200: SevaBlockingListSchema },
      },
    },
    async (request) => findSevaBlockings(deps.db, request.params.templeId, request.query, deps.now()),
  );

  app.post(
    '/api/v1/temples/:templeId/seva-blockings',
    {
      config: blockingRight,
      schema: {
        tags,
        summary: 'Block one seva or all for dates; answers the bookings already made on them',
        params: TempleIdParamsSchema,
        body: CreateSevaBlockingInputSchema,
        response: { 201: SevaBlockingCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSevaBlocking(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.delete(
    '/api/v1/temples/:templeId/seva-blockings/:blockingId',
    {
      config: blockingRight,
      schema: { tags, params: TempleBlockingParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteSevaBlocking(deps, actorOf(request), request.params.templeId, request.params.blockingId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/temples/:templeId/seva-blockings/:blockingId/affected-bookings',
    {
      config: blockingRight,
      schema: {
        tags,
        summary: 'Bookings standing on the blocked dates, with the devotee and contact',
        params: TempleBlockingParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: AffectedBookingListSchema },
      },
    },
    async (request) =>
      findAffectedBookings(deps.db, request.params.templeId, request.params.blockingId, request.query),
  );
};
