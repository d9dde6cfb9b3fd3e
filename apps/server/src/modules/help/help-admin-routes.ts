import {
  ADMIN_TYPES,
  AdminHelpEntrySchema,
  AdminHelpListQuerySchema,
  CreateHelpEntryInputSchema,
  pageOf,
  UpdateHelpEntryInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createHelpEntry,
  findAdminHelpEntries,
  getAdminHelpEntry,
  updateHelpEntry,
} from './manage-help-entries.ts';

const HelpParamsSchema = z.strictObject({ helpId: z.coerce.number().int().positive() });

/** The administrators' side of help (spec POST /Help, GET /Help?id&status; issue #15 §3). */
export const helpAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: ADMIN_TYPES, platformRight: 'platform.content' } as const;
  const tags = ['help'];

  app.get(
    '/api/v1/admin/help',
    {
      config,
      schema: {
        tags,
        summary: 'Every help entry, shown or hidden, by page name',
        querystring: AdminHelpListQuerySchema,
        response: { 200: pageOf(AdminHelpEntrySchema) },
      },
    },
    async (request) => findAdminHelpEntries(deps, request.query),
  );

  app.post(
    '/api/v1/admin/help',
    {
      config,
      schema: {
        tags,
        summary: 'Add the help page of a screen (spec POST /Help); its HTML is sanitised',
        body: CreateHelpEntryInputSchema,
        response: { 201: AdminHelpEntrySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createHelpEntry(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/v1/admin/help/:helpId',
    { config, schema: { tags, params: HelpParamsSchema, response: { 200: AdminHelpEntrySchema } } },
    async (request) => getAdminHelpEntry(deps, request.params.helpId),
  );

  app.patch(
    '/api/v1/admin/help/:helpId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a help page, or show (1) and hide (0) it (spec GET /Help?id&status)',
        params: HelpParamsSchema,
        body: UpdateHelpEntryInputSchema,
        response: { 200: AdminHelpEntrySchema },
      },
    },
    async (request) => updateHelpEntry(deps, actorOf(request), request.params.helpId, request.body),
  );
};
