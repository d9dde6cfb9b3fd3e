import {
  PushRegistrationQuerySchema,
  PushRegistrationResponseSchema,
  PushSettingsSchema,
  PushTokenRemovalQuerySchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { deletePushToken } from './push-devices-repository.ts';
import { registerPushDevice } from './register-push-device.ts';

/** spec §4/§7 push token registration, and what a browser needs to subscribe. */
export const pushDevicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['push'];

  app.get(
    '/api/v1/push-notification',
    {
      // Public for devices without a login; the userId form checks the session itself. A GET that
      // stores something: a page elsewhere must not be able to attach its own device to an account.
      config: { access: 'public', csrfOnGet: true },
      schema: {
        tags,
        summary:
          "spec GET /PushNotification: register a device's push token (userId, newToken, token, deviceType; or uToken, uDeviceType)",
        querystring: PushRegistrationQuerySchema,
        response: { 200: PushRegistrationResponseSchema },
      },
    },
    async (request) => registerPushDevice(deps, request.user?.id ?? null, request.query),
  );

  app.delete(
    '/api/v1/push-notification',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Forget a device token: push turned off on that device',
        querystring: PushTokenRemovalQuerySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deletePushToken(deps.db, request.query.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/push-settings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The server's VAPID public key, for a browser's push subscription",
        response: { 200: PushSettingsSchema },
      },
    },
    async () => ({ vapidPublicKey: deps.config.push.vapid.publicKey }),
  );
};
