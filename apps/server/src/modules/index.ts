import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { accountRoutes } from './account/account-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { enquiryRoutes } from './enquiries/enquiry-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { helpRoutes } from './help/help-routes.ts';
import { userRoutes } from './users/user-routes.ts';

/** Every module's routes, registered in this order by buildApp. */
export const moduleRoutes: FastifyPluginAsyncZod<AppDeps>[] = [
  healthRoutes,
  helpRoutes,
  ...catalogueRoutes,
  enquiryRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  adminRoutes,
];
