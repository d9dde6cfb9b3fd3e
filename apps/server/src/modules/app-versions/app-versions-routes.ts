import {
  ADMIN_TYPES,
  AppVersionQuerySchema,
  AppVersionReleaseSchema,
  AppVersionSchema,
  PageQuerySchema,
  PublishAppVersionInputSchema,
  pageOf,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAppVersion } from './get-app-version.ts';
import { findAppVersions, publishAppVersion } from './publish-app-version.ts';

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

  const admins = { access: ADMIN_TYPES, platformRight: 'platform.content' } as const;

  app.get(
    '/api/v1/admin/app-versions',
    {
      config: admins,
      schema: {
        tags: ['app-version'],
        summary: 'Every published release, newest (current) first',
        querystring: PageQuerySchema,
        response: { 200: pageOf(AppVersionReleaseSchema) },
      },
    },
    async (request) => findAppVersions(deps, request.query),
  );

  app.post(
    '/api/v1/admin/app-versions',
    {
      config: admins,
      schema: {
        tags: ['app-version'],
        summary: 'Publish a release: the version clients check at startup, forced or optional',
        body: PublishAppVersionInputSchema,
        response: { 201: AppVersionReleaseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await publishAppVersion(deps, actorOf(request), request.body)),
  );
};
