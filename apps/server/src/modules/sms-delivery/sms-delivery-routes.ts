import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG91_STATUS_PATH } from '../../adapters/sms/msg91-delivery-report.ts';
import { TWILIO_STATUS_PATH } from '../../adapters/sms/twilio-sms-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordMsg91SmsStatus } from './record-msg91-sms-status.ts';
import { recordTwilioSmsStatus } from './record-twilio-sms-status.ts';

/** A status callback is a handful of short fields. */
const STATUS_BODY_LIMIT = 16_384;
/** MSG91's version 2 may list several requests' reports in one post. */
const MSG91_REPORT_BODY_LIMIT = 262_144;

const readForm = (body: string | Buffer) => Object.fromEntries(new URLSearchParams(String(body)));

/**
 * SMS providers' delivery reports (ARCHITECTURE rule 7): public, no cookie; signed by Twilio, or carrying
 * MSG91_WEBHOOK_TOKEN (MSG91 signs nothing).
 */
export const smsDeliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Twilio posts an HTML form (application/x-www-form-urlencoded); only this scope reads one.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: STATUS_BODY_LIMIT },
      (_request, body, done) => done(null, readForm(body)),
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

  // MSG91's webhook version 2 posts a form with one field, data; version 3 posts JSON.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MSG91_REPORT_BODY_LIMIT },
      (_request, body, done) => done(null, readForm(body)),
    );
    scope.post(
      MSG91_STATUS_PATH,
      {
        config: { access: 'public', csrf: false },
        bodyLimit: MSG91_REPORT_BODY_LIMIT,
        schema: {
          tags: ['webhooks'],
          summary: "MSG91's delivery reports for SMS: delivered, undelivered or failed",
          description:
            "MSG91's webhook, version 2 (a form whose field data is a JSON list of requests, each with its reports) or version 3 (one report as JSON: requestId, status, desc). The URL carries MSG91_WEBHOOK_TOKEN, as the operator entered it in the MSG91 panel; the token is checked before the body is read.",
          // No body schema, as for the payment webhooks: the use case reads the body once the token is
          // checked, naming what MSG91 would send instead (msg91-delivery-report.ts).
          querystring: z.object({
            token: z.string().optional().describe('MSG91_WEBHOOK_TOKEN, from the webhook URL'),
          }),
          response: {
            200: z.object({
              recorded: z.number().int().describe('Messages whose status this report settled'),
            }),
          },
        },
      },
      async (request) => recordMsg91SmsStatus(deps, { token: request.query.token, body: request.body }),
    );
  });
};
