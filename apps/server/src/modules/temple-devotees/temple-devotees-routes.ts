import {
  TempleDevoteeDetailSchema,
  TempleDevoteeListQuerySchema,
  TempleDevoteeListSchema,
  TempleIdParamsSchema,
  TempleUserParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { templeStaffRoute } from '../../plugins/auth.ts';
import { findTempleDevotees } from './find-temple-devotees.ts';
import { getTempleDevotee } from './get-temple-devotee.ts';

/** spec devoteelist, devotee, devotee-users, devoteedash: the devotees who booked at the temple. */
export const templeDevoteesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['temple devotees'];
  const config = templeStaffRoute({ right: 'devotees.read' });

  app.get(
    '/api/v1/temples/:templeId/devotees',
    {
      config,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: TempleDevoteeListQuerySchema,
        response: { 200: TempleDevoteeListSchema },
      },
    },
    async (request) => findTempleDevotees(deps.db, request.params.templeId, request.query),
  );

  app.get(
    '/api/v1/temples/:templeId/devotees/:userId',
    {
      config,
      schema: { tags, params: TempleUserParamsSchema, response: { 200: TempleDevoteeDetailSchema } },
    },
    async (request) => getTempleDevotee(deps.db, request.params.templeId, request.params.userId),
  );
};
