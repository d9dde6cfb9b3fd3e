import {
  ADMIN_TYPES,
  PageQuerySchema,
  PlatformAccessInputSchema,
  PlatformAccessSchema,
  SubAdminPageSchema,
  SubAdminSchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser } from '../../plugins/auth.ts';
import { platformAccessOf } from './platform-access.ts';
import { findSubAdmins, getSubAdmin, setSubAdminAccess } from './sub-admins.ts';

const UserParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });

/** Sub-administrators and what they may do: the platform administrator's (type 1) alone to grant. */
export const subAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['admin'];
  const config = { access: [UserType.Admin] };

  app.get(
    '/api/v1/me/platform-access',
    {
      config: { access: ADMIN_TYPES, platformRight: 'any' },
      schema: {
        tags,
        summary: "The signed-in administrator's platform rights and temples (everything for type 1)",
        response: { 200: PlatformAccessSchema },
      },
    },
    async (request) => platformAccessOf(deps.db, currentUser(request)),
  );

  app.get(
    '/api/v1/admin/sub-admins',
    {
      config,
      schema: {
        tags,
        summary:
          'spec sub-admin-user-list (GET /InitAdmin): sub-administrators with their rights and temples',
        querystring: PageQuerySchema.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: SubAdminPageSchema },
      },
    },
    async (request) => findSubAdmins(deps, request.query),
  );

  app.get(
    '/api/v1/admin/sub-admins/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'spec sub-admin-user-details (GET /InitAdmin?userid, GET /UserRights?userid)',
        params: UserParamsSchema,
        response: { 200: SubAdminSchema },
      },
    },
    async (request) => getSubAdmin(deps, request.params.userId),
  );

  app.put(
    '/api/v1/admin/sub-admins/:userId/access',
    {
      config,
      schema: {
        tags,
        summary: "Replace a sub-administrator's rights and temples",
        params: UserParamsSchema,
        body: PlatformAccessInputSchema,
        response: { 200: SubAdminSchema },
      },
    },
    async (request) => setSubAdminAccess(deps, actorOf(request), request.params.userId, request.body),
  );
};
