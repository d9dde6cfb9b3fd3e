import {
  TempleIdParamsSchema,
  VqConsolidatedReportSchema,
  VqDailyReportSchema,
  VqDashboardQuerySchema,
  VqDashboardSchema,
  VqDetailedReportQuerySchema,
  VqDetailedReportSchema,
  VqDevoteeReportSchema,
  VqGateAdmitSchema,
  VqGateCheckSchema,
  VqGateInputSchema,
  VqReportQuerySchema,
  VqStaffBookingPageSchema,
  VqStaffBookingParamsSchema,
  VqStaffBookingQuerySchema,
  VqStaffBookingSchema,
  VqStaffCancelInputSchema,
  VqSummaryReportSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReport } from '../../lib/report-files.ts';
import { cancelVqBookingByStaff } from './cancel-vq-booking.ts';
import { findVqBookings, getVqBooking } from './staff-vq-bookings.ts';
import { actorOf, VQ_ADMIN, VQ_STAFF } from './vq-access.ts';
import { getVqDashboard } from './vq-dashboard.ts';
import type { VqDeps } from './vq-deps.ts';
import { admitAtGate, checkAtGate } from './vq-gate.ts';
import {
  consolidatedReport,
  dailyReport,
  detailedReport,
  devoteeReport,
  summaryReport,
} from './vq-reports.ts';

const BASE = '/api/v1/temples/:templeId/virtual-queue';
// Staff need the temple's `gate` right for the gate, its bookings and the dashboard, and `reports.read`
// for the reports (spec §6 UserRights); temple and platform administrators hold every right.
const gateStaff = {
  access: VQ_STAFF,
  templeScoped: true,
  right: 'gate',
  platformRight: 'platform.temples',
} as const;
const reportStaff = {
  access: VQ_STAFF,
  templeScoped: true,
  right: 'reports.read',
  platformRight: 'platform.reports',
} as const;

/** Sends a report as JSON, or as a CSV or XLSX download. */

const FILE_NOTE = ' With format=csv or format=xlsx the same rows and totals come as a file download.';

/** The gate, the staff's booking lists, the dashboard and the reports of a temple. */
export const vqStaffRoutes: FastifyPluginAsyncZod<VqDeps> = async (app, deps) => {
  const gateTags = ['virtual-queue: gate'];

  app.post(
    `${BASE}/gate/check`,
    {
      config: gateStaff,
      schema: {
        tags: gateTags,
        description:
          'spec virtual-queue-slot-checking: finds a booking by the QR token, or by a queue number or mobile number typed by staff, and says whether admit would admit it now. Changes nothing.',
        params: TempleIdParamsSchema,
        body: VqGateInputSchema,
        response: { 200: VqGateCheckSchema },
      },
    },
    async (request) => checkAtGate(deps, request.params.templeId, request.body),
  );

  app.post(
    `${BASE}/gate/admit`,
    {
      config: gateStaff,
      schema: {
        tags: gateTags,
        description:
          'Admits a booking once: only at its temple, on its date and within its slot window plus the temple grace. A second scan answers VQ_ALREADY_ADMITTED saying when, at which gate and by whom.',
        params: TempleIdParamsSchema,
        body: VqGateInputSchema,
        response: { 200: VqGateAdmitSchema },
      },
    },
    async (request) => admitAtGate(deps, actorOf(request), request.params.templeId, request.body),
  );

  app.get(
    `${BASE}/bookings`,
    {
      config: gateStaff,
      schema: {
        tags: gateTags,
        params: TempleIdParamsSchema,
        querystring: VqStaffBookingQuerySchema,
        response: { 200: VqStaffBookingPageSchema },
      },
    },
    async (request) => findVqBookings(deps, request.params.templeId, request.query),
  );

  app.get(
    `${BASE}/bookings/:bookingId`,
    {
      config: gateStaff,
      schema: {
        tags: gateTags,
        description: 'spec virtual-queue-token-details / virtual-queue-devotee-details.',
        params: VqStaffBookingParamsSchema,
        response: { 200: VqStaffBookingSchema },
      },
    },
    async (request) => getVqBooking(deps, request.params.templeId, request.params.bookingId),
  );

  app.post(
    `${BASE}/bookings/:bookingId/cancel`,
    {
      config: { access: VQ_ADMIN, templeScoped: true, platformRight: 'platform.temples' },
      schema: {
        tags: gateTags,
        params: VqStaffBookingParamsSchema,
        body: VqStaffCancelInputSchema,
        response: { 200: VqStaffBookingSchema },
      },
    },
    async (request) =>
      cancelVqBookingByStaff(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.bookingId,
        request.body.reason,
      ),
  );

  app.get(
    `${BASE}/dashboard`,
    {
      config: gateStaff,
      schema: {
        tags: ['virtual-queue: reports'],
        description:
          "spec virtual-queue-dashboard: a day's slots with booked, admitted, remaining and no-shows so far.",
        params: TempleIdParamsSchema,
        querystring: VqDashboardQuerySchema,
        response: { 200: VqDashboardSchema },
      },
    },
    async (request) => getVqDashboard(deps, request.params.templeId, request.query.date),
  );

  const reportTags = ['virtual-queue: reports'];
  const reports = [
    [
      'summary',
      'spec virtual-queue-report: per date.',
      VqReportQuerySchema,
      VqSummaryReportSchema,
      summaryReport,
    ],
    [
      'daily',
      'spec virtual-queue-daily-report: per date and slot.',
      VqReportQuerySchema,
      VqDailyReportSchema,
      dailyReport,
    ],
    [
      'consolidated',
      'spec virtual-queue-consolidated-report: per slot over the range, with utilisation.',
      VqReportQuerySchema,
      VqConsolidatedReportSchema,
      consolidatedReport,
    ],
  ] as const;
  for (const [path, description, querystring, schema, run] of reports) {
    app.get(
      `${BASE}/reports/${path}`,
      {
        config: reportStaff,
        schema: {
          tags: reportTags,
          description: description + FILE_NOTE,
          params: TempleIdParamsSchema,
          querystring,
          response: { 200: schema },
        },
      },
      async (request, reply) => sendReport(reply, await run(deps, request.params.templeId, request.query)),
    );
  }

  app.get(
    `${BASE}/reports/detailed`,
    {
      config: reportStaff,
      schema: {
        tags: reportTags,
        description: `spec virtual-queue-detailed-report: one row per booking, paged in JSON.${FILE_NOTE}`,
        params: TempleIdParamsSchema,
        querystring: VqDetailedReportQuerySchema,
        response: { 200: VqDetailedReportSchema },
      },
    },
    async (request, reply) =>
      sendReport(reply, await detailedReport(deps, request.params.templeId, request.query)),
  );

  app.get(
    `${BASE}/reports/devotees`,
    {
      config: reportStaff,
      schema: {
        tags: reportTags,
        description: `spec detailed-virtual-queue-devotee-report: one row per devotee, paged in JSON.${FILE_NOTE}`,
        params: TempleIdParamsSchema,
        querystring: VqDetailedReportQuerySchema,
        response: { 200: VqDevoteeReportSchema },
      },
    },
    async (request, reply) =>
      sendReport(reply, await devoteeReport(deps, request.params.templeId, request.query)),
  );
};
