import {
  CreateDeityInputSchema,
  CreateSevaGroupInputSchema,
  CreateSevaInputSchema,
  PerformTimesInputSchema,
  PerformTimesResultSchema,
  StaffDeityListSchema,
  StaffDeitySchema,
  StaffListQuerySchema,
  StaffSevaGroupListSchema,
  StaffSevaGroupSchema,
  StaffSevaListQuerySchema,
  StaffSevaListSchema,
  StaffSevaSchema,
  TempleDeityParamsSchema,
  TempleIdParamsSchema,
  TempleSevaGroupParamsSchema,
  TempleSevaParamsSchema,
  UpdateDeityInputSchema,
  UpdateSevaGroupInputSchema,
  UpdateSevaInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { createDeity } from './create-deity.ts';
import { createSeva } from './create-seva.ts';
import { createSevaGroup } from './create-seva-group.ts';
import { deleteDeity } from './delete-deity.ts';
import { deleteSeva } from './delete-seva.ts';
import { deleteSevaGroup } from './delete-seva-group.ts';
import { findStaffDeities } from './find-staff-deities.ts';
import { findStaffSevaGroups } from './find-staff-seva-groups.ts';
import { findStaffSevas } from './find-staff-sevas.ts';
import { getStaffDeity } from './get-staff-deity.ts';
import { getStaffSeva } from './get-staff-seva.ts';
import { getStaffSevaGroup } from './get-staff-seva-group.ts';
import { setPerformTimes } from './set-perform-times.ts';
import { sevaMaterialsRoutes } from './seva-materials-routes.ts';
import { updateDeity } from './update-deity.ts';
import { updateSeva } from './update-seva.ts';
import { updateSevaGroup } from './update-seva-group.ts';

/**
 * spec deitylist / deity, seva-group-list / seva-group-details, sevalist / sevainsert and
 * change-all-seva-time. The public lists (GET …/deities, …/seva-groups, …/sevas) show what devotees may
 * book; the staff lists are at …/all and show every record but the deleted ones.
 */
export const catalogueManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const read = templeStaffRoute();
  const deitiesRight = templeStaffRoute({ right: 'deities.manage' });
  const sevasRight = templeStaffRoute({ right: 'sevas.manage' });
  const tags = ['temple catalogue'];

  // Deities
  app.get(
    '/api/v1/temples/:templeId/deities/all',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's deities, hidden ones too (deitylist)",
        params: TempleIdParamsSchema,
        querystring: StaffListQuerySchema,
        response: { 200: StaffDeityListSchema },
      },
    },
    async (request) => findStaffDeities(deps.db, request.params.templeId, request.query),
  );
  app.post(
    '/api/v1/temples/:templeId/deities',
    {
      config: deitiesRight,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: CreateDeityInputSchema,
        response: { 201: StaffDeitySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDeity(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.get(
    '/api/v1/temples/:templeId/deities/:deityId',
    { config: read, schema: { tags, params: TempleDeityParamsSchema, response: { 200: StaffDeitySchema } } },
    async (request) => getStaffDeity(deps.db, request.params.templeId, request.params.deityId),
  );
  app.patch(
    '/api/v1/temples/:templeId/deities/:deityId',
    {
      config: deitiesRight,
      schema: {
        tags,
        params: TempleDeityParamsSchema,
        body: UpdateDeityInputSchema,
        response: { 200: StaffDeitySchema },
      },
    },
    async (request) =>
      updateDeity(deps, actorOf(request), request.params.templeId, request.params.deityId, request.body),
  );
  app.delete(
    '/api/v1/temples/:templeId/deities/:deityId',
    {
      config: deitiesRight,
      schema: { tags, params: TempleDeityParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteDeity(deps, actorOf(request), request.params.templeId, request.params.deityId);
      return reply.status(204).send(null);
    },
  );

  // Seva groups
  app.get(
    '/api/v1/temples/:templeId/seva-groups/all',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's seva groups, hidden ones too (seva-group-list)",
        params: TempleIdParamsSchema,
        querystring: StaffListQuerySchema,
        response: { 200: StaffSevaGroupListSchema },
      },
    },
    async (request) => findStaffSevaGroups(deps.db, request.params.templeId, request.query),
  );
  app.post(
    '/api/v1/temples/:templeId/seva-groups',
    {
      config: sevasRight,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: CreateSevaGroupInputSchema,
        response: { 201: StaffSevaGroupSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSevaGroup(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.get(
    '/api/v1/temples/:templeId/seva-groups/:groupId',
    {
      config: read,
      schema: { tags, params: TempleSevaGroupParamsSchema, response: { 200: StaffSevaGroupSchema } },
    },
    async (request) => getStaffSevaGroup(deps.db, request.params.templeId, request.params.groupId),
  );
  app.patch(
    '/api/v1/temples/:templeId/seva-groups/:groupId',
    {
      config: sevasRight,
      schema: {
        tags,
        params: TempleSevaGroupParamsSchema,
        body: UpdateSevaGroupInputSchema,
        response: { 200: StaffSevaGroupSchema },
      },
    },
    async (request) =>
      updateSevaGroup(deps, actorOf(request), request.params.templeId, request.params.groupId, request.body),
  );
  app.delete(
    '/api/v1/temples/:templeId/seva-groups/:groupId',
    {
      config: sevasRight,
      schema: { tags, params: TempleSevaGroupParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteSevaGroup(deps, actorOf(request), request.params.templeId, request.params.groupId);
      return reply.status(204).send(null);
    },
  );

  // Sevas
  app.get(
    '/api/v1/temples/:templeId/sevas/all',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's sevas with every field, hidden and unapproved ones too (sevalist)",
        params: TempleIdParamsSchema,
        querystring: StaffSevaListQuerySchema,
        response: { 200: StaffSevaListSchema },
      },
    },
    async (request) => findStaffSevas(deps.db, request.params.templeId, request.query),
  );
  app.post(
    '/api/v1/temples/:templeId/sevas',
    {
      config: sevasRight,
      schema: {
        tags,
        summary:
          'A new seva (sevainsert); staff-made sevas wait for the temple administrator to approve them',
        params: TempleIdParamsSchema,
        body: CreateSevaInputSchema,
        response: { 201: StaffSevaSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSeva(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.post(
    '/api/v1/temples/:templeId/sevas/perform-times',
    {
      config: sevasRight,
      schema: {
        tags,
        summary: 'Set the perform, prasadam or block time of the listed sevas, or all (change-all-seva-time)',
        params: TempleIdParamsSchema,
        body: PerformTimesInputSchema,
        response: { 200: PerformTimesResultSchema },
      },
    },
    async (request) => setPerformTimes(deps, actorOf(request), request.params.templeId, request.body),
  );
  app.get(
    '/api/v1/temples/:templeId/sevas/:sevaId',
    { config: read, schema: { tags, params: TempleSevaParamsSchema, response: { 200: StaffSevaSchema } } },
    async (request) => getStaffSeva(deps.db, request.params.templeId, request.params.sevaId),
  );
  app.patch(
    '/api/v1/temples/:templeId/sevas/:sevaId',
    {
      config: sevasRight,
      schema: {
        tags,
        params: TempleSevaParamsSchema,
        body: UpdateSevaInputSchema,
        response: { 200: StaffSevaSchema },
      },
    },
    async (request) =>
      updateSeva(deps, actorOf(request), request.params.templeId, request.params.sevaId, request.body),
  );
  app.delete(
    '/api/v1/temples/:templeId/sevas/:sevaId',
    {
      config: sevasRight,
      schema: { tags, params: TempleSevaParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteSeva(deps, actorOf(request), request.params.templeId, request.params.sevaId);
      return reply.status(204).send(null);
    },
  );
  // What each performance of a seva takes, for the priest's worksheet (issue #14).
  await sevaMaterialsRoutes(app, deps);
};
