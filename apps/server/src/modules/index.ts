import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { healthRoutes } from './health/health-routes.ts';

/** Every module's routes, registered in this order by buildApp. */
export const moduleRoutes: FastifyPluginAsyncZod<AppDeps>[] = [healthRoutes];
