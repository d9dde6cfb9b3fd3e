import { CheckoutInputSchema, CheckoutResultSchema, UserType } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, forgettingEndedSession } from '../../plugins/auth.ts';
import { checkout } from './checkout.ts';

/** spec POST /Transaction: a devotee's checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sessionOptions = { sessions: deps.sessions, cookieSecure: deps.config.cookieSecure };
  app.post(
    '/api/v1/checkout',
    {
      config: { access: [UserType.Devotee], sessionCheckedByWrite: true, bookingAdmission: true },
      schema: {
        tags: ['bookings'],
        body: CheckoutInputSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const result = await forgettingEndedSession(request, reply, sessionOptions, (sessionToken) =>
        checkout(deps, { user: currentUser(request), sessionToken }, request.body),
      );
      return reply.status(201).send(result);
    },
  );
};
