import { ADMIN_TYPES, UserListQuerySchema, UserPageSchema, UserSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { findUsers } from './find-users.ts';
import { getUser } from './get-user.ts';

const UserParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/users',
    {
      config: { access: ADMIN_TYPES },
      schema: {
        tags: ['users'],
        summary: 'List users (admins)',
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema },
      },
    },
    async (request) => findUsers(deps, request.query),
  );

  app.get(
    '/api/v1/users/:userId',
    {
      config: { access: ADMIN_TYPES },
      schema: {
        tags: ['users'],
        summary: 'One user (admins)',
        params: UserParamsSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => getUser(deps, request.params.userId),
  );
};
