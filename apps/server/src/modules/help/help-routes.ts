import { HelpEntrySchema, HelpListQuerySchema, pageOf } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { findHelpEntries, getHelpEntry } from './find-help-entries.ts';

/** The read side of help (spec GET /Help): what the help modal and the help-list screens show. */
export const helpRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/help',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help'],
        querystring: HelpListQuerySchema,
        response: { 200: pageOf(HelpEntrySchema) },
      },
    },
    async (request) => findHelpEntries(deps.db, request.query),
  );

  app.get(
    '/api/v1/help/:helpId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help'],
        params: z.object({ helpId: z.coerce.number().int().positive() }),
        response: { 200: HelpEntrySchema },
      },
    },
    async (request) => getHelpEntry(deps.db, request.params.helpId),
  );
};
