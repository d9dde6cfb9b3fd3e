import {
  MyNotificationListSchema,
  NotificationBroadcastListSchema,
  NotificationBroadcastParamsSchema,
  NotificationBroadcastSchema,
  NotificationIdParamsSchema,
  PageQuerySchema,
  SendTempleNotificationInputSchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { cancelNotificationBroadcast } from './cancel-notification-broadcast.ts';
import { findMyNotifications } from './find-my-notifications.ts';
import { findNotificationBroadcast, findNotificationBroadcasts } from './find-notification-broadcasts.ts';
import { markAllMyNotificationsRead, markMyNotificationRead } from './mark-notification-read.ts';
import { sendTempleNotification } from './send-temple-notification.ts';

/** spec notification-send (temple staff) and notifications (every logged-in user's own list). */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['notifications'];
  const send = templeStaffRoute({ right: 'notifications.send' });
  const own = { access: 'user' as const };

  app.post(
    '/api/v1/temples/:templeId/notifications',
    {
      config: send,
      schema: {
        tags,
        summary:
          "Send a notification to a segment of the temple's devotees, now or at a time given, by push and SMS too",
        params: TempleIdParamsSchema,
        body: SendTempleNotificationInputSchema,
        response: { 201: NotificationBroadcastSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendTempleNotification(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.get(
    '/api/v1/temples/:templeId/notifications',
    {
      config: send,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: NotificationBroadcastListSchema },
      },
    },
    async (request) => findNotificationBroadcasts(deps.db, request.params.templeId, request.query),
  );

  app.get(
    '/api/v1/temples/:templeId/notifications/:broadcastId',
    {
      config: send,
      schema: {
        tags,
        summary: 'One notification the temple sent or scheduled, with its progress',
        params: NotificationBroadcastParamsSchema,
        response: { 200: NotificationBroadcastSchema },
      },
    },
    async (request) =>
      findNotificationBroadcast(deps.db, request.params.templeId, request.params.broadcastId),
  );

  app.post(
    '/api/v1/temples/:templeId/notifications/:broadcastId/cancel',
    {
      config: send,
      schema: {
        tags,
        summary: 'Withdraw a scheduled notification before its time',
        params: NotificationBroadcastParamsSchema,
        response: { 200: NotificationBroadcastSchema },
      },
    },
    async (request) =>
      cancelNotificationBroadcast(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.broadcastId,
      ),
  );

  app.get(
    '/api/v1/me/notifications',
    {
      config: own,
      schema: { tags: ['me'], querystring: PageQuerySchema, response: { 200: MyNotificationListSchema } },
    },
    async (request) => findMyNotifications(deps.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/v1/me/notifications/read-all',
    { config: own, schema: { tags: ['me'], response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await markAllMyNotificationsRead(deps.db, currentUser(request).id, deps.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/notifications/:notificationId/read',
    {
      config: own,
      schema: { tags: ['me'], params: NotificationIdParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await markMyNotificationRead(
        deps.db,
        currentUser(request).id,
        request.params.notificationId,
        deps.now(),
      );
      return reply.status(204).send(null);
    },
  );
};
