import { AppVersionQuerySchema, AppVersionSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { getAppVersion } from './get-app-version.ts';

export const appVersionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/app-version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['app-version'],
        querystring: AppVersionQuerySchema,
        response: { 200: AppVersionSchema },
      },
    },
    async (request, reply) => {
      // Every client asks at startup; a minute of caching is harmless and spares the database.
      reply.header('cache-control', 'public, max-age=60');
      return getAppVersion(deps.db, request.query);
    },
  );
};
