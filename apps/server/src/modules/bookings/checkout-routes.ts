import { CheckoutInputSchema, CheckoutResultSchema, UserType } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkout } from './checkout.ts';

/** spec POST /Transaction: a devotee's checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/checkout',
    {
      config: { access: [UserType.Devotee] },
      schema: {
        tags: ['bookings'],
        body: CheckoutInputSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const result = await checkout(deps, currentUser(request), request.body);
      return reply.status(201).send(result);
    },
  );
};
