import { CreateReferralInputSchema, PageQuerySchema, pageOf, ReferralSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMyReferrals, referTemple } from './refer-temple.ts';

export const referralRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/me/referrals',
    {
      config: { access: 'user' },
      schema: { tags: ['referrals'], body: CreateReferralInputSchema, response: { 201: ReferralSchema } },
    },
    async (request, reply) => {
      const referral = await referTemple(deps.db, request.body, {
        userId: currentUser(request).id,
        now: deps.now(),
      });
      return reply.status(201).send(referral);
    },
  );

  app.get(
    '/api/v1/me/referrals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['referrals'],
        querystring: PageQuerySchema,
        response: { 200: pageOf(ReferralSchema) },
      },
    },
    async (request) => findMyReferrals(deps.db, currentUser(request).id, request.query),
  );
};
