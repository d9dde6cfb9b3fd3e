import {
  ApprovalListQuerySchema,
  ApprovalListSchema,
  ApproveOrderLineInputSchema,
  BankTransferResultSchema,
  PerformUpdateInputSchema,
  RejectBankTransferInputSchema,
  RejectOrderLineInputSchema,
  TempleIdParamsSchema,
  TempleLineResultSchema,
  TempleOrderDetailSchema,
  TempleOrderLineParamsSchema,
  TempleOrderListQuerySchema,
  TempleOrderListSchema,
  TempleOrderParamsSchema,
  type TempleRight,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendReport } from '../../lib/report-files.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { approveOrderLine } from './approve-order-line.ts';
import { findApprovals } from './find-approvals.ts';
import { findTempleOrders, templeOrdersFile } from './find-temple-orders.ts';
import { getTempleOrder } from './get-temple-order.ts';
import { rejectBankTransfer } from './reject-bank-transfer.ts';
import { rejectOrderLine } from './reject-order-line.ts';
import { updateOrderLineByStaff } from './update-order-line-by-staff.ts';

/** The temple's administrator and staff (staff needing `right`), and the platform's administrators. */
function templeOrStaffRoute(right?: TempleRight) {
  return templeStaffRoute({ ...(right ? { right } : {}), platformAdmins: 'platform.temples' });
}

/**
 * spec transaction, pre-booking-report, vazhipad-approval-report and payment-verification-report; spec
 * perform-postpone Type 0 (update) and Type 1 (approval) by the temple. Reading needs no right; deciding
 * on lines needs `approvals`, refusing a bank transfer `billing` (as verifying it does).
 */
export const templeOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const read = templeOrStaffRoute();
  const approvals = templeOrStaffRoute('approvals');
  const tags = ['temple orders'];

  app.get(
    '/api/v1/temples/:templeId/orders',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's orders, newest first (spec transaction)",
        description:
          'JSON: one page of orders (offset, limit) with the totals over every order the filters select. With format=csv, xlsx or pdf every such order and the totals row come as a file download, streamed.',
        params: TempleIdParamsSchema,
        querystring: TempleOrderListQuerySchema,
        response: { 200: TempleOrderListSchema },
      },
    },
    async (request, reply) => {
      const { templeId } = request.params;
      const { format, ...query } = request.query;
      if (format === undefined || format === 'json') {
        return reply.send(await findTempleOrders(deps.db, templeId, query));
      }
      return sendReport(reply, await templeOrdersFile(deps.db, templeId, { ...query, format }, deps.now()));
    },
  );

  app.get(
    '/api/v1/temples/:templeId/orders/:orderId',
    {
      config: read,
      schema: {
        tags,
        summary: 'An order with its lines, banners, totals, payment and verification',
        params: TempleOrderParamsSchema,
        response: { 200: TempleOrderDetailSchema },
      },
    },
    async (request) =>
      getTempleOrder(deps.db, actorOf(request), request.params.templeId, request.params.orderId, deps.now()),
  );

  app.get(
    '/api/v1/temples/:templeId/approvals',
    {
      config: read,
      schema: {
        tags,
        summary: 'Lines awaiting the temple (pre-booking-report, vazhipad-approval-report), or decided ones',
        params: TempleIdParamsSchema,
        querystring: ApprovalListQuerySchema,
        response: { 200: ApprovalListSchema },
      },
    },
    async (request) => findApprovals(deps.db, request.params.templeId, request.query, deps.now()),
  );

  app.post(
    '/api/v1/temples/:templeId/order-lines/:lineId/approve',
    {
      config: approvals,
      schema: {
        tags,
        summary: 'Allot a date to a line awaiting approval (spec perform-postpone Type 1)',
        params: TempleOrderLineParamsSchema,
        body: ApproveOrderLineInputSchema,
        response: { 200: TempleLineResultSchema },
      },
    },
    async (request) =>
      approveOrderLine(deps, actorOf(request), request.params.templeId, request.params.lineId, request.body),
  );

  app.post(
    '/api/v1/temples/:templeId/order-lines/:lineId/reject',
    {
      config: approvals,
      schema: {
        tags,
        summary: 'Reject a line awaiting approval, with a reason',
        params: TempleOrderLineParamsSchema,
        body: RejectOrderLineInputSchema,
        response: { 200: TempleLineResultSchema },
      },
    },
    async (request) =>
      rejectOrderLine(deps, actorOf(request), request.params.templeId, request.params.lineId, request.body),
  );

  app.patch(
    '/api/v1/temples/:templeId/order-lines/:lineId',
    {
      config: approvals,
      schema: {
        tags,
        summary: "Change a line's date, devotee name, star or remarks (spec perform-postpone Type 0)",
        params: TempleOrderLineParamsSchema,
        body: PerformUpdateInputSchema,
        response: { 200: TempleLineResultSchema },
      },
    },
    async (request) =>
      updateOrderLineByStaff(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.lineId,
        request.body,
      ),
  );

  app.post(
    '/api/v1/temples/:templeId/orders/:orderId/reject-payment',
    {
      config: templeOrStaffRoute('billing'),
      schema: {
        tags,
        summary: 'A bank transfer that never arrived: cancel the booking and free its places',
        params: TempleOrderParamsSchema,
        body: RejectBankTransferInputSchema,
        response: { 200: BankTransferResultSchema },
      },
    },
    async (request) =>
      rejectBankTransfer(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.orderId,
        request.body,
      ),
  );
};
