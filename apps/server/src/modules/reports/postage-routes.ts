import {
  ParcelTrackingInputSchema,
  ParcelTrackingResultSchema,
  PostageLabelsQuerySchema,
  TempleIdParamsSchema,
  TempleOrderLineParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendReport } from '../../lib/report-files.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { setParcelTracking } from './parcel-tracking.ts';
import { postageLabels } from './postage-labels.ts';

/**
 * Prasadam by post (issue #14 §2): the address labels of the performance-postage-address-report's
 * parcels, read with `reports.read` like the report; and the parcel's tracking number, entered by the
 * temple's staff with `approvals` (the right that decides on the temple's order lines) or its
 * administrators.
 */
export const postageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/temples/:templeId/reports/performance-postage-address-report/labels',
    {
      config: templeStaffRoute({ right: 'reports.read' }),
      schema: {
        tags: ['reports'],
        summary: 'Address labels of the parcels to post, A4 sheets of 2 × 7 (99.1 × 38.1 mm), as a PDF',
        params: TempleIdParamsSchema,
        querystring: PostageLabelsQuerySchema,
      },
    },
    async (request, reply) =>
      sendReport(reply, await postageLabels(deps.db, request.params.templeId, request.query)),
  );

  app.put(
    '/api/v1/temples/:templeId/order-lines/:lineId/tracking',
    {
      config: templeStaffRoute({ right: 'approvals', platformAdmins: 'platform.temples' }),
      schema: {
        tags: ['temple orders'],
        summary: 'Enter or correct the postal tracking number of a parcel of prasadam; marks it posted',
        params: TempleOrderLineParamsSchema,
        body: ParcelTrackingInputSchema,
        response: { 200: ParcelTrackingResultSchema },
      },
    },
    async (request) =>
      setParcelTracking(deps, actorOf(request), request.params.templeId, request.params.lineId, request.body),
  );
};
