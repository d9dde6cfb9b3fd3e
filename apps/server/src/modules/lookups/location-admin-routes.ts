import {
  ADMIN_TYPES,
  AdminLocationSchema,
  CreateLocationInputSchema,
  pageOf,
  UpdateLocationInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createLocation, findAdminLocations, updateLocation } from './manage-locations.ts';

/** Locations for administrators who manage temples (issue #15 §3). */
export const locationAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: ADMIN_TYPES, platformRight: 'platform.temples' } as const;
  const tags = ['lookups'];

  app.get(
    '/api/v1/admin/locations',
    {
      config,
      schema: {
        tags,
        summary: 'Every location, listed or hidden',
        response: { 200: pageOf(AdminLocationSchema) },
      },
    },
    async () => findAdminLocations(deps.db),
  );

  app.post(
    '/api/v1/admin/locations',
    {
      config,
      schema: {
        tags,
        summary: 'Add a location',
        body: CreateLocationInputSchema,
        response: { 201: AdminLocationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(deps, actorOf(request), request.body)),
  );

  app.patch(
    '/api/v1/admin/locations/:locationId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a location, or hide (0) and list (1) it',
        params: z.strictObject({ locationId: z.coerce.number().int().positive() }),
        body: UpdateLocationInputSchema,
        response: { 200: AdminLocationSchema },
      },
    },
    async (request) => updateLocation(deps, actorOf(request), request.params.locationId, request.body),
  );
};
