import {
  REPORT_NAMES,
  ReportListSchema,
  ReportPageSchema,
  ReportQuerySchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendReport } from '../../lib/report-files.ts';
import { templeStaffRoute } from '../../plugins/auth.ts';
import { reportList, runReport } from './report-engine.ts';

const ReportParamsSchema = TempleIdParamsSchema.extend({ report: z.enum(REPORT_NAMES) });

/** Temple users read their temple's reports with the `reports.read` right (spec §6); admins any temple's. */
const reportReaders = templeStaffRoute({ right: 'reports.read' });

/** spec transactionreports and the temple's reports (issue #14), on one engine. */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['reports'];

  app.get(
    '/api/v1/temples/:templeId/reports',
    {
      config: reportReaders,
      schema: {
        tags,
        summary: 'spec transactionreports: the reports this temple’s users may open, grouped',
        params: TempleIdParamsSchema,
        response: { 200: ReportListSchema },
      },
    },
    async () => reportList(),
  );

  app.get(
    '/api/v1/temples/:templeId/reports/:report',
    {
      config: reportReaders,
      schema: {
        tags,
        summary: 'One report of the temple for a range of its days',
        description:
          'JSON: one page of rows (offset, limit) with the totals and subtotals over every row. With format=csv or format=xlsx every row and the totals row come as a file download.',
        params: ReportParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: ReportPageSchema },
      },
    },
    async (request, reply) =>
      sendReport(reply, await runReport(deps, request.params.templeId, request.params.report, request.query)),
  );
};
