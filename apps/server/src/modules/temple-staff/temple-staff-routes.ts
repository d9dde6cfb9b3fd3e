import {
  CreateStaffUserInputSchema,
  MyRightsSchema,
  StaffUserListQuerySchema,
  StaffUserListSchema,
  StaffUserSchema,
  TempleIdParamsSchema,
  TempleUserParamsSchema,
  UpdateStaffUserInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { createTempleUser } from './create-temple-user.ts';
import { findTempleUsers } from './find-temple-users.ts';
import { getMyRights } from './get-my-rights.ts';
import { getTempleUser } from './get-temple-user.ts';
import { updateTempleUser } from './update-temple-user.ts';

/** spec temple-user-list, temple-user and UserRights: the temple administrator's staff accounts. */
export const templeStaffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const templeAdmin = templeStaffRoute({ adminOnly: true });

  app.get(
    '/api/v1/me/rights',
    {
      config: { access: 'user' },
      schema: {
        tags: ['me'],
        summary: "The logged-in user's temple rights (spec GET /UserRights?userid)",
        response: { 200: MyRightsSchema },
      },
    },
    async (request) => getMyRights(deps.db, currentUser(request)),
  );

  app.get(
    '/api/v1/temples/:templeId/users',
    {
      config: templeAdmin,
      schema: {
        tags: ['temple staff'],
        summary: "The temple's administrator and staff accounts with their rights",
        params: TempleIdParamsSchema,
        querystring: StaffUserListQuerySchema,
        response: { 200: StaffUserListSchema },
      },
    },
    async (request) => findTempleUsers(deps.db, request.params.templeId, request.query),
  );

  app.post(
    '/api/v1/temples/:templeId/users',
    {
      config: templeAdmin,
      schema: {
        tags: ['temple staff'],
        summary: 'Open a staff account (type 3) with its rights',
        params: TempleIdParamsSchema,
        body: CreateStaffUserInputSchema,
        response: { 201: StaffUserSchema },
      },
    },
    async (request, reply) => {
      const user = await createTempleUser(deps, actorOf(request), request.params.templeId, request.body);
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/api/v1/temples/:templeId/users/:userId',
    {
      config: templeAdmin,
      schema: {
        tags: ['temple staff'],
        params: TempleUserParamsSchema,
        response: { 200: StaffUserSchema },
      },
    },
    async (request) => getTempleUser(deps.db, request.params.templeId, request.params.userId),
  );

  app.patch(
    '/api/v1/temples/:templeId/users/:userId',
    {
      config: templeAdmin,
      schema: {
        tags: ['temple staff'],
        summary: "Change a staff user's name, contacts, status, password or rights",
        params: TempleUserParamsSchema,
        body: UpdateStaffUserInputSchema,
        response: { 200: StaffUserSchema },
      },
    },
    async (request) =>
      updateTempleUser(deps, actorOf(request), request.params.templeId, request.params.userId, request.body),
  );
};
