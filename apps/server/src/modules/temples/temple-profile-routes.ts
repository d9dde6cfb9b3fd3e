import {
  ServiceChargeDetailsSchema,
  TempleIdParamsSchema,
  TempleProfileSchema,
  UpdateTempleProfileInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { getServiceCharges } from './get-service-charges.ts';
import { getTempleProfile } from './get-temple-profile.ts';
import { updateTempleProfile } from './update-temple-profile.ts';

/** spec temple-profile and service-charge-details: the temple's own users (administrators: platform-temples-routes.ts). */
export const templeProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['temple profile'];

  app.get(
    '/api/v1/temples/:templeId/profile',
    {
      config: templeStaffRoute(),
      schema: { tags, params: TempleIdParamsSchema, response: { 200: TempleProfileSchema } },
    },
    async (request) => getTempleProfile(deps.db, request.params.templeId),
  );

  app.patch(
    '/api/v1/temples/:templeId/profile',
    {
      config: templeStaffRoute({ adminOnly: true }),
      schema: {
        tags,
        summary:
          "The temple administrator edits the temple's details; feature flags and charges are refused (403)",
        params: TempleIdParamsSchema,
        body: UpdateTempleProfileInputSchema,
        response: { 200: TempleProfileSchema },
      },
    },
    async (request) => updateTempleProfile(deps, actorOf(request), request.params.templeId, request.body),
  );

  app.get(
    '/api/v1/temples/:templeId/service-charges',
    {
      config: templeStaffRoute(),
      schema: { tags, params: TempleIdParamsSchema, response: { 200: ServiceChargeDetailsSchema } },
    },
    async (request) => getServiceCharges(deps.db, request.params.templeId),
  );
};
