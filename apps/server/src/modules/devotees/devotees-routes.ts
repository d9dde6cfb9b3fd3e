import {
  CreateDevoteeNameInputSchema,
  DevoteeNameIdParamsSchema,
  DevoteeNameListSchema,
  DevoteeNameSchema,
  PageQuerySchema,
  TempleIdParamsSchema,
  TempleListSchema,
  UpdateDevoteeNameInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDevoteeName } from './create-devotee-name.ts';
import { deleteDevoteeNameOfUser } from './delete-devotee-name.ts';
import { addFavouriteTemple, findFavouriteTemples, removeFavouriteTemple } from './favourite-temples.ts';
import { findDevoteeNames } from './find-devotee-names.ts';
import { findRecentTemples } from './find-recent-temples.ts';
import { updateDevoteeNameOfUser } from './update-devotee-name.ts';

/**
 * The logged-in user's own booking data: saved names, favourite and recently booked temples. Any
 * logged-in user may keep them (temple staff book sevas too); each sees only their own. The favourite
 * routes carry :templeId but are not temple-scoped: any listed temple can be a favourite.
 */
export const devoteesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const own = { access: 'user' as const };

  app.get(
    '/api/v1/me/devotee-names',
    { config: own, schema: { tags: ['me'], response: { 200: DevoteeNameListSchema } } },
    async (request) => findDevoteeNames(deps.db, currentUser(request).id),
  );

  app.post(
    '/api/v1/me/devotee-names',
    {
      config: own,
      schema: { tags: ['me'], body: CreateDevoteeNameInputSchema, response: { 201: DevoteeNameSchema } },
    },
    async (request, reply) => {
      const name = await createDevoteeName(deps.db, currentUser(request), request.body, deps.now());
      return reply.status(201).send(name);
    },
  );

  app.patch(
    '/api/v1/me/devotee-names/:id',
    {
      config: own,
      schema: {
        tags: ['me'],
        params: DevoteeNameIdParamsSchema,
        body: UpdateDevoteeNameInputSchema,
        response: { 200: DevoteeNameSchema },
      },
    },
    async (request) =>
      updateDevoteeNameOfUser(deps.db, currentUser(request).id, request.params.id, request.body, deps.now()),
  );

  app.delete(
    '/api/v1/me/devotee-names/:id',
    { config: own, schema: { tags: ['me'], params: DevoteeNameIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDevoteeNameOfUser(deps.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/favourite-temples',
    { config: own, schema: { tags: ['me'], response: { 200: TempleListSchema } } },
    async (request) => findFavouriteTemples(deps.db, currentUser(request).id),
  );

  app.put(
    '/api/v1/me/favourite-temples/:templeId',
    { config: own, schema: { tags: ['me'], params: TempleIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await addFavouriteTemple(deps.db, currentUser(request).id, request.params.templeId, deps.now());
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/me/favourite-temples/:templeId',
    { config: own, schema: { tags: ['me'], params: TempleIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeFavouriteTemple(deps.db, currentUser(request).id, request.params.templeId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/recent-temples',
    {
      config: own,
      schema: { tags: ['me'], querystring: PageQuerySchema, response: { 200: TempleListSchema } },
    },
    async (request) => findRecentTemples(deps.db, currentUser(request).id, request.query),
  );
};
