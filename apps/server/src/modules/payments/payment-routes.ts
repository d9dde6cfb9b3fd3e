import {
  CancelPaymentInputSchema,
  PaymentIdParamsSchema,
  PaymentResponseInputSchema,
  PaymentSummarySchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { SeeOtherSchema } from '../../plugins/openapi.ts';
import { cancelPayment } from './cancel-payment.ts';
import { getPaymentSummary } from './get-payment-summary.ts';
import { handleWebhook } from './handle-webhook.ts';
import { recordPaymentResponse } from './record-payment-response.ts';
import { settlePaymentCallback } from './settle-payment-callback.ts';
import { verifyBankTransfer } from './verify-bank-transfer.ts';

const DEVOTEE = [UserType.Devotee] as const;
const WEBHOOK_BODY_LIMIT = 262_144;

/** Where the web app shows the outcome (spec routes payment-success/:id and payment-failed/:id). */
export function outcomePath(paymentId: number, outcome: 'success' | 'failed'): string {
  return outcome === 'success' ? `/payment-success/${paymentId}` : `/payment-failed/${paymentId}`;
}

/** Payments: the devotee's view, gateway callbacks and webhooks (ARCHITECTURE rule 7). */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Gateways post their callback as a form (Razorpay's callback_url).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/api/v1/payments/:paymentId',
    {
      config: { access: DEVOTEE },
      schema: { tags: ['payments'], params: PaymentIdParamsSchema, response: { 200: PaymentSummarySchema } },
    },
    async (request) => getPaymentSummary(deps.db, currentUser(request), request.params.paymentId),
  );

  app.post(
    '/api/v1/payments/:paymentId/responses',
    {
      config: { access: DEVOTEE },
      schema: {
        tags: ['payments'],
        params: PaymentIdParamsSchema,
        body: PaymentResponseInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const result = await recordPaymentResponse(
        deps,
        currentUser(request).id,
        request.params.paymentId,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/v1/payments/:paymentId/cancel',
    {
      config: { access: DEVOTEE },
      schema: {
        tags: ['payments'],
        params: PaymentIdParamsSchema,
        body: CancelPaymentInputSchema.optional(),
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) =>
      cancelPayment(deps, currentUser(request).id, request.params.paymentId, request.body?.remarks),
  );

  app.post(
    '/api/v1/temples/:templeId/orders/:orderId/verify-payment',
    {
      config: templeStaffRoute({ right: 'billing', platformAdmins: 'platform.temples' }),
      schema: {
        tags: ['payments'],
        params: z.strictObject({
          templeId: z.coerce.number().int().positive(),
          orderId: z.coerce.number().int().positive(),
        }),
        body: CancelPaymentInputSchema.optional(),
        response: { 200: z.object({ status: z.literal('paid') }) },
      },
    },
    async (request) =>
      verifyBankTransfer(
        deps,
        currentUser(request),
        request.params.templeId,
        request.params.orderId,
        request.body?.remarks,
      ),
  );

  // The browser's return from the gateway: verified by signature, not by session or CSRF token.
  // Whatever the gateway sends (its own names), checked by its signature. An object schema with no listed
  // properties: a record's keywords would otherwise be read as query parameters named type, propertyNames…
  const CallbackParams = z.looseObject({});
  const CallbackAnswerSchema = z.object({
    paymentId: z.number().int(),
    outcome: z.enum(['success', 'failed']),
    redirectTo: z.string(),
  });
  app.get(
    '/api/v1/payments/:paymentId/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        params: PaymentIdParamsSchema,
        querystring: CallbackParams,
        response: { 303: SeeOtherSchema },
      },
    },
    async (request, reply) => {
      const result = await settlePaymentCallback(deps, request.params.paymentId, request.query);
      return reply.redirect(outcomePath(result.paymentId, result.outcome), 303);
    },
  );
  app.post(
    '/api/v1/payments/:paymentId/callback',
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['payments'],
        description: 'A JSON callback is answered with where to go; a form post is redirected there.',
        params: PaymentIdParamsSchema,
        body: CallbackParams,
        response: { 200: CallbackAnswerSchema, 303: SeeOtherSchema },
      },
    },
    async (request, reply) => {
      const result = await settlePaymentCallback(deps, request.params.paymentId, request.body);
      const redirectTo = outcomePath(result.paymentId, result.outcome);
      if (request.headers['content-type']?.startsWith('application/json')) {
        return reply.send({ ...result, redirectTo });
      }
      return reply.redirect(redirectTo, 303);
    },
  );

  // Webhooks are verified over the exact bytes received, so this scope keeps JSON bodies raw.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    raw.post(
      '/api/v1/payments/webhooks/:gateway',
      {
        config: { access: 'public', csrf: false },
        schema: {
          tags: ['payments'],
          params: z.strictObject({ gateway: z.enum(['demo', 'razorpay']) }),
          response: { 200: z.object({ received: z.number().int(), duplicates: z.number().int() }) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleWebhook(deps, request.params.gateway, body, request.headers);
      },
    );
  });
};
