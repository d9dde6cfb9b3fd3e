import {
  ADMIN_TYPES,
  ApproveRefundInputSchema,
  CancellationRequestInputSchema,
  CancellationRequestSchema,
  OrderIdParamsSchema,
  PlatformRefundListQuerySchema,
  PlatformRefundListSchema,
  RefundableOrderQuerySchema,
  RefundableOrderSchema,
  RefundListQuerySchema,
  RefundListSchema,
  RefundSchema,
  RejectRefundInputSchema,
  RequestRefundInputSchema,
  TempleIdParamsSchema,
  TempleRefundParamsSchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { approveRefund } from './approve-refund.ts';
import { findPlatformRefunds, findRefunds } from './find-refunds.ts';
import { getRefund } from './get-refund.ts';
import { getRefundableOrder } from './get-refundable-order.ts';
import { rejectRefund } from './reject-refund.ts';
import { requestCancellation } from './request-cancellation.ts';
import { requestRefund } from './request-refund.ts';

/**
 * spec POST /Refund and GET /Refund?id&approvedby… (issue #4 §4): the temple's refunds, every call
 * temple-scoped and needing the `refunds` right (the temple administrator holds it).
 */
export const refundRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const refundsRight = templeStaffRoute({ right: 'refunds' });
  const tags = ['temple refunds'];

  app.get(
    '/api/v1/temples/:templeId/refunds',
    {
      config: refundsRight,
      schema: {
        tags,
        summary: 'The temple’s refunds by status, order number or devotee, and request day (refund-list)',
        params: TempleIdParamsSchema,
        querystring: RefundListQuerySchema,
        response: { 200: RefundListSchema },
      },
    },
    async (request) => findRefunds(deps.db, request.params.templeId, request.query),
  );
  app.get(
    '/api/v1/temples/:templeId/refunds/refundable-order',
    {
      config: refundsRight,
      schema: {
        tags,
        summary: 'An order by booking number or id: its lines, their shares and what is left to refund',
        params: TempleIdParamsSchema,
        querystring: RefundableOrderQuerySchema,
        response: { 200: RefundableOrderSchema },
      },
    },
    async (request) => getRefundableOrder(deps, request.params.templeId, request.query),
  );
  app.post(
    '/api/v1/temples/:templeId/refunds',
    {
      config: refundsRight,
      schema: {
        tags,
        summary: 'Request a refund of a paid order or some of its sevas (spec POST /Refund)',
        params: TempleIdParamsSchema,
        body: RequestRefundInputSchema,
        response: { 201: RefundSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestRefund(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.get(
    '/api/v1/temples/:templeId/refunds/:refundId',
    {
      config: refundsRight,
      schema: { tags, params: TempleRefundParamsSchema, response: { 200: RefundSchema } },
    },
    async (request) => getRefund(deps, deps.db, request.params.templeId, request.params.refundId),
  );
  app.post(
    '/api/v1/temples/:templeId/refunds/:refundId/approve',
    {
      config: refundsRight,
      schema: {
        tags,
        summary:
          'Approve (spec GET /Refund?…&approvedby): the money goes back through the gateway, or is recorded as paid back by the temple',
        params: TempleRefundParamsSchema,
        body: ApproveRefundInputSchema,
        response: { 200: RefundSchema },
      },
    },
    async (request) =>
      approveRefund(deps, actorOf(request), request.params.templeId, request.params.refundId, request.body),
  );
  app.post(
    '/api/v1/temples/:templeId/refunds/:refundId/reject',
    {
      config: refundsRight,
      schema: {
        tags,
        params: TempleRefundParamsSchema,
        body: RejectRefundInputSchema,
        response: { 200: RefundSchema },
      },
    },
    async (request) =>
      rejectRefund(deps, actorOf(request), request.params.templeId, request.params.refundId, request.body),
  );

  app.post(
    '/api/v1/me/orders/:orderId/cancellation-request',
    {
      config: { access: [UserType.Devotee] },
      schema: {
        tags: ['orders'],
        summary:
          'A devotee asks the temple to cancel their paid booking: a refund request of its sevas not yet performed nor past, once per booking',
        params: OrderIdParamsSchema,
        body: CancellationRequestInputSchema,
        response: { 201: CancellationRequestSchema },
      },
    },
    async (request, reply) => {
      const refund = await requestCancellation(deps, actorOf(request), request.params.orderId, request.body);
      return reply.status(201).send({
        refundId: refund.id,
        orderId: refund.orderId,
        amount: refund.amount,
        status: refund.status,
        requestedAt: refund.requestedAt,
      });
    },
  );

  app.get(
    '/api/v1/admin/refunds',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.reports' },
      schema: {
        tags: ['admin'],
        summary: "Refunds across temples, by status and temple (the dashboard's refunds waiting); read only",
        querystring: PlatformRefundListQuerySchema,
        response: { 200: PlatformRefundListSchema },
      },
    },
    async (request) =>
      findPlatformRefunds(deps.db, request.query, await visibleTempleIds(deps.db, currentUser(request))),
  );
};
