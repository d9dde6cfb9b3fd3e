import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { appVersionsRoutes } from './app-versions/app-versions-routes.ts';
import { imagesRoutes } from './images/images-routes.ts';
import { lookupsRoutes } from './lookups/lookups-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { sevasRoutes } from './sevas/sevas-routes.ts';
import { templeEventsRoutes } from './temple-events/temple-events-routes.ts';
import { templesRoutes } from './temples/temples-routes.ts';

/**
 * The public catalogue: lookups, app version, temples, their sevas, events and images, and search,
 * readable without login.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps>[] = [
  lookupsRoutes,
  appVersionsRoutes,
  templesRoutes,
  sevasRoutes,
  templeEventsRoutes,
  searchRoutes,
  imagesRoutes,
];
