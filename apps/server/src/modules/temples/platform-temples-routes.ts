import {
  ADMIN_TYPES,
  AdminTempleListQuerySchema,
  AdminTempleListSchema,
  AdminTempleSchema,
  AdminUpdateTempleInputSchema,
  DomainError,
  RegisteredTempleSchema,
  RegisterTempleInputSchema,
  TempleDeletionResultSchema,
  TempleDeletionStartedSchema,
  TempleIdParamsSchema,
  VerifyTempleDeletionInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { findAdminTemples } from './find-admin-temples.ts';
import { getAdminTemple } from './get-admin-temple.ts';
import { registerTemple } from './register-temple.ts';
import { startTempleDeletion, verifyTempleDeletion } from './temple-deletion.ts';
import { updateTempleProfile } from './update-temple-profile.ts';

/**
 * The platform administrators' temples (issue #15; spec temple-list, temple, POST /Temple,
 * POST /TempleInsert, GET /Temple?Id, the two-step deletion of §4). docs/api-map.md maps the spec calls.
 */
export const platformTemplesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['admin'];
  const config = { access: ADMIN_TYPES, platformRight: 'platform.temples' } as const;

  app.get(
    '/api/v1/admin/temples',
    {
      config,
      schema: {
        tags,
        summary: 'Every temple but the deleted (spec temple-list): search, state, location, status; paged',
        querystring: AdminTempleListQuerySchema,
        response: { 200: AdminTempleListSchema },
      },
    },
    async (request) =>
      findAdminTemples(deps.db, request.query, await visibleTempleIds(deps.db, currentUser(request))),
  );

  app.post(
    '/api/v1/admin/temples',
    {
      config,
      schema: {
        tags,
        summary:
          "Register a temple and its administrator (spec POST /Temple); the administrator's mobile gets a sign-in SMS",
        body: RegisterTempleInputSchema,
        response: { 201: RegisteredTempleSchema },
      },
    },
    async (request, reply) => {
      if ((await visibleTempleIds(deps.db, currentUser(request))) !== null) {
        throw new DomainError(
          'FORBIDDEN',
          'Registering a temple needs access to every temple; ask the platform administrator',
        );
      }
      return reply.code(201).send(await registerTemple(deps, actorOf(request), request.body));
    },
  );

  app.get(
    '/api/v1/admin/temples/:templeId',
    {
      config,
      schema: { tags, params: TempleIdParamsSchema, response: { 200: AdminTempleSchema } },
    },
    async (request) => getAdminTemple(deps.db, request.params.templeId),
  );

  app.patch(
    '/api/v1/admin/temples/:templeId',
    {
      config,
      schema: {
        tags,
        summary:
          "Change any of a temple's settings, feature flags, charges and status included (spec POST /TempleInsert)",
        params: TempleIdParamsSchema,
        body: AdminUpdateTempleInputSchema,
        response: { 200: AdminTempleSchema },
      },
    },
    async (request) => {
      await updateTempleProfile(deps, actorOf(request), request.params.templeId, request.body);
      return getAdminTemple(deps.db, request.params.templeId);
    },
  );

  app.post(
    '/api/v1/admin/temples/:templeId/deletion',
    {
      config,
      schema: {
        tags,
        summary: "Start deleting a temple (spec POST /Temple?tid): an OTP goes to the temple's mobile",
        params: TempleIdParamsSchema,
        response: { 200: TempleDeletionStartedSchema },
      },
    },
    async (request) => startTempleDeletion(deps, actorOf(request), request.params.templeId),
  );

  app.post(
    '/api/v1/admin/temples/:templeId/deletion/verify',
    {
      config,
      schema: {
        tags,
        summary:
          'Finish deleting a temple with the OTP (spec GET /Temple?Id&DeleteOtp); a temple with bookings to perform or money not settled is disabled instead',
        params: TempleIdParamsSchema,
        body: VerifyTempleDeletionInputSchema,
        response: { 200: TempleDeletionResultSchema },
      },
    },
    async (request) => verifyTempleDeletion(deps, actorOf(request), request.params.templeId, request.body),
  );
};
