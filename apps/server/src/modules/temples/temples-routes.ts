import {
  TempleDetailSchema,
  TempleIdParamsSchema,
  TempleListQuerySchema,
  TempleListSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { findTemples } from './find-temples.ts';
import { getTemple } from './get-temple.ts';

/** The public side of temples: no login needed (ARCHITECTURE: no fixed guest credential). */
export const templesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/temples',
    {
      config: { access: 'public', throttle: 'temples' },
      schema: {
        tags: ['temples'],
        querystring: TempleListQuerySchema,
        response: { 200: TempleListSchema },
      },
    },
    async (request) => findTemples(deps.db, request.query),
  );

  app.get(
    '/api/v1/temples/:templeId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['temples'],
        params: TempleIdParamsSchema,
        response: { 200: TempleDetailSchema },
      },
    },
    async (request) => getTemple(deps.db, request.params.templeId),
  );
};
