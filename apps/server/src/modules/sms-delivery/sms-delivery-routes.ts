import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TWILIO_STATUS_PATH } from '../../adapters/sms/twilio-sms-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordTwilioSmsStatus } from './record-twilio-sms-status.ts';

/** A status callback is a handful of short fields. */
const STATUS_BODY_LIMIT = 16_384;

/** SMS providers' delivery reports (ARCHITECTURE rule 7): public, signed by the provider, no cookie. */
export const smsDeliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Twilio posts an HTML form (application/x-www-form-urlencoded); only this scope reads one.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: STATUS_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      TWILIO_STATUS_PATH,
      {
        config: { access: 'public', csrf: false },
        schema: {
          tags: ['webhooks'],
          summary: "Twilio's status callback for an SMS: delivered, undelivered or failed",
          headers: z.object({ 'x-twilio-signature': z.string().optional() }),
          body: z.record(z.string(), z.string()),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await recordTwilioSmsStatus(deps, {
          // Twilio signs the address it was given (PUBLIC_URL + the path), not the one a proxy forwards to.
          url: `${deps.config.publicUrl.replace(/\/+$/, '')}${request.url}`,
          signature: request.headers['x-twilio-signature'],
          fields: request.body,
        });
        return reply.status(204).send(null);
      },
    );
  });
};
