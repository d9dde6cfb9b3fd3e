import {
  DevoteeAccountListQuerySchema,
  DevoteeAccountListSchema,
  TempleDevoteeDetailSchema,
  TempleDevoteeListQuerySchema,
  TempleDevoteeListSchema,
  TempleDevoteeSummarySchema,
  TempleIdParamsSchema,
  TempleUserParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { templeStaffRoute } from '../../plugins/auth.ts';
import { findDevoteeAccounts } from './find-devotee-accounts.ts';
import { findTempleDevotees } from './find-temple-devotees.ts';
import { getTempleDevotee } from './get-temple-devotee.ts';
import { getTempleDevoteeSummary } from './get-temple-devotee-summary.ts';

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
    '/api/v1/temples/:templeId/devotees/summary',
    {
      config,
      schema: {
        tags,
        summary: 'devoteedash: devotees who booked here, new this month, repeat devotees, top sevas',
        params: TempleIdParamsSchema,
        response: { 200: TempleDevoteeSummarySchema },
      },
    },
    async (request) => getTempleDevoteeSummary(deps.db, request.params.templeId, deps.now()),
  );
  app.get(
    '/api/v1/temples/:templeId/devotee-users',
    {
      config,
      schema: {
        tags,
        summary: 'devotee-users: registered devotee accounts with a paid order here (read-only)',
        params: TempleIdParamsSchema,
        querystring: DevoteeAccountListQuerySchema,
        response: { 200: DevoteeAccountListSchema },
      },
    },
    async (request) => findDevoteeAccounts(deps.db, request.params.templeId, request.query),
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
