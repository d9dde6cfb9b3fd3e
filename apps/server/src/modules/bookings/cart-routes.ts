import { CartEvaluationSchema, CartInputSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { evaluateCart } from './evaluate-cart.ts';

/**
 * The cart's server-side check, before checkout: the device sends its stored cart, the server answers
 * what it would charge and what is wrong with each line. Public: a guest's cart is checked too. Reads
 * only; the hold is checkout's.
 */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/cart/evaluate',
    {
      config: { access: 'public' },
      schema: { tags: ['cart'], body: CartInputSchema, response: { 200: CartEvaluationSchema } },
    },
    async (request) => evaluateCart(deps, request.body, deps.now()),
  );
};
