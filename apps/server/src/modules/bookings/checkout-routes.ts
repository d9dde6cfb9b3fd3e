import { CheckoutInputSchema, CheckoutResultSchema, DomainError, UserType } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { clearSessionCookie, currentUser } from '../../plugins/auth.ts';
import { checkout } from './checkout.ts';

/** spec POST /Transaction: a devotee's checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/checkout',
    {
      config: { access: [UserType.Devotee], sessionCheckedByWrite: true },
      schema: {
        tags: ['bookings'],
        body: CheckoutInputSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const sessionToken = request.sessionToken ?? '';
      try {
        const result = await checkout(deps, { user: currentUser(request), sessionToken }, request.body);
        return reply.status(201).send(result);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'SESSION_EXPIRED') {
          deps.sessions.delete(sessionToken);
          clearSessionCookie(reply, deps.config.cookieSecure);
        }
        throw error;
      }
    },
  );
};
