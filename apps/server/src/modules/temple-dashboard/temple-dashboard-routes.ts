import {
  TempleDashboardQuerySchema,
  TempleDashboardSchema,
  TempleIdParamsSchema,
  TempleNotificationCountsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { getNotificationCounts } from './get-notification-counts.ts';
import { getTempleDashboard } from './get-temple-dashboard.ts';

/** spec templiadmindash, templeuserdash and GET /Temple?templeid&userid. */
export const templeDashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['temple dashboard'];

  app.get(
    '/api/v1/temples/:templeId/dashboard',
    {
      config: templeStaffRoute(),
      schema: {
        tags,
        summary: "The day's bookings, collection, sevas to perform and what is pending",
        params: TempleIdParamsSchema,
        querystring: TempleDashboardQuerySchema,
        response: { 200: TempleDashboardSchema },
      },
    },
    async (request) =>
      getTempleDashboard(
        deps.db,
        { templeId: request.params.templeId, userId: currentUser(request).id },
        request.query,
        deps.now(),
      ),
  );

  app.get(
    '/api/v1/temples/:templeId/notification-counts',
    {
      config: templeStaffRoute(),
      schema: {
        tags,
        summary:
          'What waits at the temple, and the caller’s unread notifications (spec GET /Temple?templeid&userid)',
        params: TempleIdParamsSchema,
        response: { 200: TempleNotificationCountsSchema },
      },
    },
    async (request) => getNotificationCounts(deps.db, request.params.templeId, currentUser(request).id),
  );
};
