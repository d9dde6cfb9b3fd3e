import {
  ADMIN_TYPES,
  CreateUserInputSchema,
  DomainError,
  PasswordResetLinkSentSchema,
  UpdateUserInputSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { findUsers } from './find-users.ts';
import { getUser } from './get-user.ts';
import { createUser, updateUserAccount } from './save-user.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

const UserParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });

/** spec userlist and userinsert (GET /User, POST /User, GET /User?Id): the administrators' accounts screens. */
export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: ADMIN_TYPES, platformRight: 'platform.users' } as const;
  const tags = ['users'];
  // Accounts belong to every temple (staff) or none (devotees): a sub-administrator who looks after
  // some temples only may not change who works where, so the users screens need every temple.
  app.addHook('preHandler', async (request) => {
    if ((await visibleTempleIds(deps.db, currentUser(request))) !== null) {
      throw new DomainError(
        'FORBIDDEN',
        'Managing users needs access to every temple; ask the platform administrator',
      );
    }
  });

  app.get(
    '/api/v1/users',
    {
      config,
      schema: {
        tags,
        summary: 'List users (admins): search, type, status; newest first',
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema },
      },
    },
    async (request) => findUsers(deps, request.query),
  );

  app.post(
    '/api/v1/users',
    {
      config,
      schema: {
        tags,
        summary: 'Open an account of any type; without a password the mobile gets a sign-in SMS',
        body: CreateUserInputSchema,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/v1/users/:userId',
    {
      config,
      schema: { tags, summary: 'One user (admins)', params: UserParamsSchema, response: { 200: UserSchema } },
    },
    async (request) => getUser(deps, request.params.userId),
  );

  app.patch(
    '/api/v1/users/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a user: name, contacts, type, temple, block (0) or unblock (1)',
        params: UserParamsSchema,
        body: UpdateUserInputSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => updateUserAccount(deps, actorOf(request), request.params.userId, request.body),
  );

  app.post(
    '/api/v1/users/:userId/password-reset-link',
    {
      config,
      schema: {
        tags,
        summary: 'Send the user an SMS with the link to set a new password',
        params: UserParamsSchema,
        response: { 200: PasswordResetLinkSentSchema },
      },
    },
    async (request) => sendPasswordResetLink(deps, actorOf(request), request.params.userId),
  );
};
