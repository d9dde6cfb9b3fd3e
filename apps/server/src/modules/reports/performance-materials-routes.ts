import {
  MarkPerformedInputSchema,
  MarkPerformedResultSchema,
  PerformanceMaterialsQuerySchema,
  PerformanceMaterialsSchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { findPerformanceMaterials } from './performance-materials.ts';
import { markSevasPerformed } from './seva-performances.ts';

/**
 * The priest's worksheet's second block: the materials its sevas need. Read with the reports' right,
 * like the worksheet itself (performance-reports.ts says why it is a route of its own).
 */
export const performanceMaterialsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/temples/:templeId/reports/performance-priest-report/materials',
    {
      config: templeStaffRoute({ right: 'reports.read' }),
      schema: {
        tags: ['reports'],
        summary: 'performance-priest-report: the materials the sevas to perform need, per seva',
        params: TempleIdParamsSchema,
        querystring: PerformanceMaterialsQuerySchema,
        response: { 200: PerformanceMaterialsSchema },
      },
    },
    async (request) => findPerformanceMaterials(deps.db, request.params.templeId, request.query),
  );

  app.post(
    '/api/v1/temples/:templeId/performances',
    {
      config: templeStaffRoute({ right: 'performances', platformAdmins: 'platform.temples' }),
      schema: {
        tags: ['reports'],
        summary:
          'Mark sevas performed (issue #17): chosen order lines, or every booked line of a seva on a day; each devotee is told in their language',
        params: TempleIdParamsSchema,
        body: MarkPerformedInputSchema,
        response: { 200: MarkPerformedResultSchema },
      },
    },
    async (request) => markSevasPerformed(deps, actorOf(request), request.params.templeId, request.body),
  );
};
