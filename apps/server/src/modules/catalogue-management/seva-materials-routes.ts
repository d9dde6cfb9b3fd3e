import {
  ReplaceSevaMaterialsInputSchema,
  SevaMaterialsSchema,
  TempleSevaParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { getSevaMaterials, replaceSevaMaterials } from './seva-materials.ts';

/** A seva's materials, read by its staff and kept by those who manage sevas (sevainsert's materials). */
export const sevaMaterialsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['temple catalogue'];
  app.get(
    '/api/v1/temples/:templeId/sevas/:sevaId/materials',
    {
      config: templeStaffRoute(),
      schema: {
        tags,
        summary: 'What one performance of the seva takes (the priest’s worksheet multiplies it)',
        params: TempleSevaParamsSchema,
        response: { 200: SevaMaterialsSchema },
      },
    },
    async (request) => getSevaMaterials(deps.db, request.params.templeId, request.params.sevaId),
  );
  app.put(
    '/api/v1/temples/:templeId/sevas/:sevaId/materials',
    {
      config: templeStaffRoute({ right: 'sevas.manage' }),
      schema: {
        tags,
        summary: 'Replace the seva’s materials, in the order given',
        params: TempleSevaParamsSchema,
        body: ReplaceSevaMaterialsInputSchema,
        response: { 200: SevaMaterialsSchema },
      },
    },
    async (request) =>
      replaceSevaMaterials(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.sevaId,
        request.body,
      ),
  );
};
