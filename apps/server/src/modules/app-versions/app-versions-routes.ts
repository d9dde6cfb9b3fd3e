import {
  ADMIN_TYPES,
  AppRatingInputSchema,
  AppRatingPageSchema,
  AppVersionQuerySchema,
  AppVersionReleaseSchema,
  AppVersionSchema,
  PageQuerySchema,
  PublishAppVersionInputSchema,
  pageOf,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser } from '../../plugins/auth.ts';
import { getAppVersion } from './get-app-version.ts';
import { findAppVersions, publishAppVersion } from './publish-app-version.ts';
import { findAppRatings, rateApp } from './rate-app.ts';

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

  app.post(
    '/api/v1/app-ratings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['app-version'],
        summary: 'spec devotee-check-out: rate the app (the web; the Android and iOS apps use their store)',
        body: AppRatingInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rateApp(deps, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/v1/admin/app-ratings',
    {
      config: admins,
      schema: {
        tags: ['app-version'],
        summary: 'Ratings of the app, newest first, with the average and the count of each star',
        querystring: PageQuerySchema,
        response: { 200: AppRatingPageSchema },
      },
    },
    async (request) => findAppRatings(deps, request.query),
  );

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
