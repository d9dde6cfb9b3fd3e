import {
  ADMIN_TYPES,
  DomainError,
  PlatformReportQuerySchema,
  REPORT_NAMES,
  ReportDetailsQuerySchema,
  ReportListSchema,
  ReportPageSchema,
  ReportQuerySchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendReport } from '../../lib/report-files.ts';
import { currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { reportList, runReport, runReportDetails } from './report-engine.ts';

const ReportParamsSchema = TempleIdParamsSchema.extend({ report: z.enum(REPORT_NAMES) });

/** Temple users read their temple's reports with the `reports.read` right (spec §6); admins any temple's. */
const reportReaders = templeStaffRoute({ right: 'reports.read', platformAdmins: 'platform.reports' });

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
    async (request) => reportList(currentUser(request)),
  );

  app.get(
    '/api/v1/temples/:templeId/reports/:report',
    {
      config: reportReaders,
      schema: {
        tags,
        summary: 'One report of the temple for a range of its days',
        description:
          'JSON: one page of rows (offset, limit) with the totals and subtotals over every row. With format=csv, xlsx or pdf every row and the totals row come as a file download, streamed.',
        params: ReportParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: ReportPageSchema },
      },
    },
    async (request, reply) => {
      const { templeId, report } = request.params;
      return sendReport(reply, await runReport(deps, templeId, report, request.query, currentUser(request)));
    },
  );

  app.get(
    '/api/v1/temples/:templeId/reports/:report/details',
    {
      config: reportReaders,
      schema: {
        tags,
        summary: 'spec report-details-page: the order lines behind one row of a collection report',
        description:
          'The report’s range and filters, narrowed to the row: its day (from = to), seva, deity, seva group, order, or source (orderType). Pages and files like the report.',
        params: ReportParamsSchema,
        querystring: ReportDetailsQuerySchema,
        response: { 200: ReportPageSchema },
      },
    },
    async (request, reply) => {
      const { templeId, report } = request.params;
      return sendReport(
        reply,
        await runReportDetails(deps, templeId, report, request.query, currentUser(request)),
      );
    },
  );

  app.get(
    '/api/v1/reports',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.reports' },
      schema: {
        tags,
        summary:
          'spec transactionreports for administrators: every report, and those readable across temples',
        response: { 200: ReportListSchema },
      },
    },
    async (request) => reportList(currentUser(request)),
  );

  app.get(
    '/api/v1/reports/:report',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.reports' },
      schema: {
        tags,
        summary: 'An administrator’s report: one temple’s (templeId), or every temple’s at once',
        description:
          'Without templeId only the reports listed as acrossTemples answer (400 otherwise: choose a temple). Same page and files as the temple route.',
        params: z.object({ report: z.enum(REPORT_NAMES) }),
        querystring: PlatformReportQuerySchema,
        response: { 200: ReportPageSchema },
      },
    },
    async (request, reply) => {
      const { templeId, ...query } = request.query;
      if (templeId === undefined && (await visibleTempleIds(deps.db, currentUser(request))) !== null) {
        throw new DomainError(
          'FORBIDDEN',
          'Reports across every temple need access to every temple; choose one of your temples',
        );
      }
      return sendReport(
        reply,
        await runReport(deps, templeId ?? null, request.params.report, query, currentUser(request)),
      );
    },
  );
};
