import { LocationListSchema, LookupListSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { findBirthMonths, findGenders } from './find-fixed-lookups.ts';
import { findLocations } from './find-locations.ts';
import { findStars } from './find-stars.ts';

/** spec §7 Lookups (GET /Init…): readable without login, cached briefly by clients and proxies. */
export const lookupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const lookup = { config: { access: 'public' as const } };
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  app.get(
    '/api/v1/stars',
    { ...lookup, schema: { tags: ['lookups'], response: { 200: LookupListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheFor(3600));
      return findStars(deps.db);
    },
  );

  app.get(
    '/api/v1/locations',
    {
      ...lookup,
      schema: { tags: ['lookups'], response: { 200: LocationListSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheFor(300));
      return findLocations(deps.db);
    },
  );

  app.get(
    '/api/v1/genders',
    { ...lookup, schema: { tags: ['lookups'], response: { 200: LookupListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheFor(3600));
      return findGenders();
    },
  );

  app.get(
    '/api/v1/birth-months',
    { ...lookup, schema: { tags: ['lookups'], response: { 200: LookupListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheFor(3600));
      return findBirthMonths();
    },
  );
};
