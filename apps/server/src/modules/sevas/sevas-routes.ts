import {
  DeityListSchema,
  SevaAvailabilityQuerySchema,
  SevaAvailabilitySchema,
  SevaDetailSchema,
  SevaGroupListSchema,
  SevaIdParamsSchema,
  SevaListQuerySchema,
  SevaListSchema,
  SpecialPoojaListSchema,
  SpecialPoojaQuerySchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { findDeities, findSevaGroups } from './find-deities.ts';
import { findSpecialPoojas } from './find-special-poojas.ts';
import { findTempleSevas } from './find-temple-sevas.ts';
import { getSeva } from './get-seva.ts';
import { getSevaAvailability } from './get-seva-availability.ts';

/**
 * The public seva catalogue. These routes carry :templeId but are NOT temple-scoped: devotees read
 * every temple's sevas without logging in (ARCHITECTURE: no fixed guest credential).
 */
export const sevasRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const open = { access: 'public' as const };
  const catalogue = { access: 'public' as const, throttle: 'catalogue' as const };

  app.get(
    '/api/v1/temples/:templeId/sevas',
    {
      config: catalogue,
      schema: {
        tags: ['sevas'],
        params: TempleIdParamsSchema,
        querystring: SevaListQuerySchema,
        response: { 200: SevaListSchema },
      },
    },
    async (request) => findTempleSevas(deps.db, request.params.templeId, request.query, deps.now()),
  );

  app.get(
    '/api/v1/temples/:templeId/deities',
    {
      config: open,
      schema: { tags: ['sevas'], params: TempleIdParamsSchema, response: { 200: DeityListSchema } },
    },
    async (request) => findDeities(deps.db, request.params.templeId),
  );

  app.get(
    '/api/v1/temples/:templeId/seva-groups',
    {
      config: open,
      schema: { tags: ['sevas'], params: TempleIdParamsSchema, response: { 200: SevaGroupListSchema } },
    },
    async (request) => findSevaGroups(deps.db, request.params.templeId),
  );

  app.get(
    '/api/v1/temples/:templeId/special-poojas',
    {
      config: catalogue,
      schema: {
        tags: ['sevas'],
        params: TempleIdParamsSchema,
        querystring: SpecialPoojaQuerySchema,
        response: { 200: SpecialPoojaListSchema },
      },
    },
    async (request) => findSpecialPoojas(deps.db, request.params.templeId, request.query, deps.now()),
  );

  app.get(
    '/api/v1/sevas/:sevaId',
    {
      config: open,
      schema: { tags: ['sevas'], params: SevaIdParamsSchema, response: { 200: SevaDetailSchema } },
    },
    async (request) => getSeva(deps.db, request.params.sevaId, deps.now()),
  );

  app.get(
    '/api/v1/sevas/:sevaId/availability',
    {
      config: catalogue,
      schema: {
        tags: ['sevas'],
        params: SevaIdParamsSchema,
        querystring: SevaAvailabilityQuerySchema,
        response: { 200: SevaAvailabilitySchema },
      },
    },
    async (request) => getSevaAvailability(deps.db, request.params.sevaId, request.query, deps.now()),
  );
};
