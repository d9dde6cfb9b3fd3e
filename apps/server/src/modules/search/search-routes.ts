import { SearchQuerySchema, SearchResultSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { searchCatalogue } from './search-catalogue.ts';

export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/search',
    {
      config: { access: 'public', throttle: 'search' },
      schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: SearchResultSchema } },
    },
    async (request) => searchCatalogue(deps.db, request.query.q),
  );
};
